import type { SeoPage, SeoPageInput } from '@reedmere/contracts';
import { jsonCollection } from '../../../shared/api/json-collection';

export const SEO_PAGES_URL = '/api/seo-pages';

export const seoPagesApi = jsonCollection<SeoPage, SeoPageInput>(SEO_PAGES_URL);
