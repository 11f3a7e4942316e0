import useSWR from 'swr';
import type { HomeContent } from '@reedmere/contracts';
import { LIST_FRESH_MS } from '../../../shared/property-list-key';

export const HOME_KEY = '/api/home';

/** GET /api/home: the home aggregate, shared through the SWR cache with the other home widgets. */
export function useHome() {
  return useSWR<HomeContent>(HOME_KEY, { dedupingInterval: LIST_FRESH_MS });
}
