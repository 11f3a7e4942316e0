import type { NewsArticle, NewsArticleInput } from '@reedmere/contracts';
import { jsonCollection } from '../../../shared/api/json-collection';

/** Every article, drafts included (admin only). */
export const NEWS_ADMIN_URL = '/api/news/admin';

export const articlesApi = jsonCollection<NewsArticle, NewsArticleInput>('/api/news');
