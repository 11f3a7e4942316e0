import useSWR from 'swr';
import type { HomeContent } from '@reedmere/contracts';

export const HOME_KEY = '/api/home';

/** The home aggregate holds property lists too, so it keeps their 2-minute freshness. */
export const HOME_FRESHNESS_MS = 120_000;

/**
 * GET /api/home: the home aggregate (its `developments` are the newest projects). Same key and
 * freshness as the listings widget, so the home page makes one request for both.
 */
export function useHomeDevelopments() {
  return useSWR<HomeContent>(HOME_KEY, { dedupingInterval: HOME_FRESHNESS_MS });
}
