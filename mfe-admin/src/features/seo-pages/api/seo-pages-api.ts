import type { SeoPage, SeoPageInput } from '@reedmere/contracts';
import { sendJson } from '../../../shared/api/send-json';

export const SEO_PAGES_URL = '/api/seo-pages';

const itemUrl = (id: string) => `${SEO_PAGES_URL}/${encodeURIComponent(id)}`;

export const createSeoPage = (input: SeoPageInput) =>
  sendJson<SeoPage>(SEO_PAGES_URL, 'POST', input);

export const updateSeoPage = (id: string, input: SeoPageInput) =>
  sendJson<SeoPage>(itemUrl(id), 'PUT', input);

export const deleteSeoPage = (id: string) => sendJson(itemUrl(id), 'DELETE');
