import useSWR from 'swr';
import type { NewsArticle } from '@reedmere/contracts';
import { NEWS_FRESHNESS_MS } from '../../../shared/news-freshness';

export const ARTICLES_KEY = '/api/news';

/** GET /api/news: published articles, newest first; the first one is featured. */
export function useArticles() {
  return useSWR<NewsArticle[]>(ARTICLES_KEY, { dedupingInterval: NEWS_FRESHNESS_MS });
}
