import useSWR from 'swr';
import type { PropertyListResponse } from '@reedmere/contracts';
import { LIST_FRESH_MS, propertiesUrl } from '../../../shared/property-list-key';

/** GET /api/properties with no page or limit (every match); filtered on the client. */
export function useProperties() {
  return useSWR<PropertyListResponse>(propertiesUrl(), { dedupingInterval: LIST_FRESH_MS });
}
