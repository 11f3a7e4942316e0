import useSWR from 'swr';
import type { Development } from '@reedmere/contracts';

export const DEVELOPMENTS_KEY = '/api/developments';

/** The developments list stays fresh for 5 minutes. */
export const DEVELOPMENTS_FRESHNESS_MS = 300_000;

/** GET /api/developments. */
export function useDevelopments() {
  return useSWR<Development[]>(DEVELOPMENTS_KEY, { dedupingInterval: DEVELOPMENTS_FRESHNESS_MS });
}
