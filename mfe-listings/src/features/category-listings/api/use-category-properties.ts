import useSWR from 'swr';
import type { Property } from '@reedmere/contracts';
import { LIST_FRESH_MS } from '../../../shared/property-list-key';

/** A category page's list read; the URL (its SWR key) carries the category and the filters. */
export function useCategoryProperties(url: string) {
  return useSWR<Property[]>(url, { dedupingInterval: LIST_FRESH_MS });
}
