import type { NewsArticle } from '../entities';

/** A draft with only a title, a slug and content. */
export function makeNewsArticle(overrides: Partial<NewsArticle> = {}): NewsArticle {
  return {
    id: '65a000000000000000000003',
    title: 'Market update',
    slug: 'market-update',
    excerpt: '',
    content: '<p>Prices held steady.</p>',
    featuredImage: null,
    // The service fills in the agency's name for a blank author; any name stands for it here.
    author: 'Jane Reed',
    category: 'Market Update',
    tags: [],
    isPublished: false,
    publishedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
