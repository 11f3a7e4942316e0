import useSWR from 'swr';
import type { Property } from '@reedmere/contracts';
import { DETAIL_FRESH_MS } from '../../../shared/property-list-key';

/** The detail read. The shell's page-meta reads the same key with the same fetcher: one request. */
export const propertyKey = (id: string) => `/api/properties/${encodeURIComponent(id)}`;

export function useProperty(id: string) {
  return useSWR<Property>(propertyKey(id), { dedupingInterval: DETAIL_FRESH_MS });
}
