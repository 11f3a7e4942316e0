import type { SeoPage, SeoPageInput } from '../entities';
import { seoPageInputSchema } from '../schemas/seo-page';
import { inputWithDefaults } from './input-defaults';

/** The optional fields of an SEO page as stored when a body leaves them out. */
export const SEO_PAGE_DEFAULTS = {
  metaDescription: '',
  metaKeywords: '',
  ogTitle: '',
  ogDescription: '',
  ogImage: null,
  isActive: true,
} as const satisfies Partial<SeoPageInput>;

/** Active SEO settings of one page, with only a title. */
export function makeSeoPage(overrides: Partial<SeoPage> = {}): SeoPage {
  return {
    id: '65a000000000000000000004',
    ...inputWithDefaults<SeoPageInput>(seoPageInputSchema, {
      pagePath: '/residential',
      pageTitle: 'Homes for sale',
    }),
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
