import useSWR from 'swr';
import type { Development } from '@reedmere/contracts';

/** A development, like all public data but the property lists, stays fresh for 5 minutes. */
export const DEVELOPMENT_FRESHNESS_MS = 300_000;

/**
 * The URL, and SWR key, of one development. The shell's page-meta reads the same key with the
 * same fetcher, so the page and its title cost one request.
 */
export const developmentKey = (id: string): string => `/api/developments/${encodeURIComponent(id)}`;

/** GET /api/developments/{id}. */
export function useDevelopment(id: string) {
  return useSWR<Development>(developmentKey(id), { dedupingInterval: DEVELOPMENT_FRESHNESS_MS });
}
