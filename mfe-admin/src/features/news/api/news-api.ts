import type { NewsArticle, NewsArticleInput } from '@reedmere/contracts';
import { jsonCollection } from '../../../shared/api/json-collection';

/** Every article, drafts included (admin only). */
export const NEWS_ADMIN_URL = '/api/news/admin';

const articles = jsonCollection<NewsArticle, NewsArticleInput>('/api/news');

export const createArticle = articles.create;
export const updateArticle = articles.update;
export const deleteArticle = articles.remove;
