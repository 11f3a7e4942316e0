import type { NewsArticle, NewsArticleInput } from '@reedmere/contracts';
import { sendJson } from '../../../shared/api/send-json';

/** Every article, drafts included (admin only). */
export const NEWS_ADMIN_URL = '/api/news/admin';
const NEWS_URL = '/api/news';

const itemUrl = (id: string) => `${NEWS_URL}/${encodeURIComponent(id)}`;

export const createArticle = (input: NewsArticleInput) =>
  sendJson<NewsArticle>(NEWS_URL, 'POST', input);

export const updateArticle = (id: string, input: NewsArticleInput) =>
  sendJson<NewsArticle>(itemUrl(id), 'PUT', input);

export const deleteArticle = (id: string) => sendJson(itemUrl(id), 'DELETE');
