import useSWR from 'swr';
import type { NewsArticle } from '@reedmere/contracts';
import { NEWS_FRESHNESS_MS } from '../../../shared/news-freshness';

/**
 * GET /api/news/{slug}. The shell's SEO manager reads the same key with the same fetcher, so the
 * page and its meta tags share one request: keep the two in step.
 */
export function articleKey(slug: string): string {
  return `/api/news/${encodeURIComponent(slug)}`;
}

export function useArticle(slug: string) {
  return useSWR<NewsArticle>(articleKey(slug), { dedupingInterval: NEWS_FRESHNESS_MS });
}
