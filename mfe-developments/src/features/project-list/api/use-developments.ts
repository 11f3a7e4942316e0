import useSWR from 'swr';
import type { Development, HomeContent } from '@reedmere/contracts';

export const DEVELOPMENTS_KEY = '/api/developments';

/** GET /api/developments: spec section 9 freshness, 5 minutes. */
export function useDevelopments() {
  return useSWR<Development[]>(DEVELOPMENTS_KEY, { dedupingInterval: 300_000 });
}

/** GET /api/home: the home aggregate (its `developments` are the newest projects). */
export function useHomeDevelopments() {
  return useSWR<HomeContent>('/api/home', { dedupingInterval: 120_000 });
}
