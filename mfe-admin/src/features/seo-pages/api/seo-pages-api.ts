import type { SeoPage, SeoPageInput } from '@reedmere/contracts';
import { jsonCollection } from '../../../shared/api/json-collection';

export const SEO_PAGES_URL = '/api/seo-pages';

const seoPages = jsonCollection<SeoPage, SeoPageInput>(SEO_PAGES_URL);

export const createSeoPage = seoPages.create;
export const updateSeoPage = seoPages.update;
export const deleteSeoPage = seoPages.remove;
