import type { SeoPage } from '../entities';

/** Active SEO settings of one page, with only a title. */
export function makeSeoPage(overrides: Partial<SeoPage> = {}): SeoPage {
  return {
    id: '65a000000000000000000004',
    pagePath: '/residential',
    pageTitle: 'Homes for sale',
    metaDescription: '',
    metaKeywords: '',
    ogTitle: '',
    ogDescription: '',
    ogImage: null,
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
