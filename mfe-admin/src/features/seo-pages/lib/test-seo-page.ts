import type { SeoPage } from '@reedmere/contracts';
import { makeSeoPage } from '@reedmere/contracts/testing';

/** The residential listings' SEO settings, for tests: every text filled in, no image. */
export const testSeoPage = (over: Partial<SeoPage> = {}): SeoPage =>
  makeSeoPage({
    pagePath: '/residential',
    pageTitle: 'Homes for sale in Norfolk',
    metaDescription: 'Houses and flats for sale.',
    metaKeywords: 'homes, norfolk',
    ogTitle: 'Norfolk homes',
    ogDescription: 'Find your next home.',
    ...over,
  });
