import { LIST_PAGE_SIZE, type NewsArticle } from '@reedmere/contracts';
import { NEWS_FRESHNESS_MS } from '../../../shared/news-freshness';
import { parsePage, usePagedList } from '@reedmere/web-kit';

/** Articles on a page of the news list. */
export const ARTICLES_PER_PAGE = LIST_PAGE_SIZE;

/**
 * GET /api/news, one page: published articles, newest first, ARTICLES_PER_PAGE a page. The key
 * the page reads for `page`, and the server renders with.
 */
export const articleListKey = (page: number) => `/api/news?page=${page}&limit=${ARTICLES_PER_PAGE}`;

/** The list's read for the query of a /news address (`?page=2`). */
export const articleListKeyOf = (search: URLSearchParams) =>
  articleListKey(parsePage(search.get('page')));

/** One page of the published articles; the first article of the first page is featured. */
export function useArticles(page: number) {
  return usePagedList<NewsArticle>(
    articleListKey(page),
    page,
    ARTICLES_PER_PAGE,
    NEWS_FRESHNESS_MS,
  );
}
