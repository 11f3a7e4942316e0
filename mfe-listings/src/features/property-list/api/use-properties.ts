import useSWR from 'swr';
import type { Property } from '@reedmere/contracts';

export const PROPERTIES_KEY = '/api/properties';

/** Either the list, or (no feed yet) an object with a message and a suggestion (spec section 7). */
export type PropertiesResponse = Property[] | { message: string; suggestion?: string };

/** GET /api/properties: spec section 9 freshness, 2 minutes. */
export function useProperties() {
  return useSWR<PropertiesResponse>(PROPERTIES_KEY, { dedupingInterval: 120_000 });
}
