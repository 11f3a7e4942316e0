import type { NewsArticle } from '@reedmere/contracts';

/**
 * Only published articles appear publicly. The API already leaves drafts out;
 * this keeps a draft off the page should one ever come back.
 */
export function isPublicArticle(article: Pick<NewsArticle, 'isPublished'>): boolean {
  return article.isPublished !== false;
}
