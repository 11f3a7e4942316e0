import useSWR from 'swr';
import type { DevelopmentSummary } from '@reedmere/contracts';
import { apiFetch } from '@reedmere/web-kit';
import { DEVELOPMENTS_FRESHNESS_MS } from './use-developments';

/** GET /api/developments-summary: how many projects there are, in all and by status. */
export const DEVELOPMENT_SUMMARY_KEY = '/api/developments-summary';

const fetchSummary = (url: string) => apiFetch<DevelopmentSummary>(url);

/** The projects counted by status, for the counters above the list; as fresh as the list. */
export function useDevelopmentSummary() {
  return useSWR<DevelopmentSummary>(DEVELOPMENT_SUMMARY_KEY, fetchSummary, {
    dedupingInterval: DEVELOPMENTS_FRESHNESS_MS,
  });
}
