import useSWR from 'swr';
import type { HomeContent } from '@reedmere/contracts';

export const HOME_KEY = '/api/home';

/** GET /api/home: the home aggregate, shared through the SWR cache with the other home widgets. */
export function useHome() {
  return useSWR<HomeContent>(HOME_KEY, { dedupingInterval: 120_000 });
}
