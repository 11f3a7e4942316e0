import type { NewsArticle, NewsArticleInput } from '../entities';
import { newsArticleInputSchema } from '../schemas/news-article';
import { inputWithDefaults } from './input-defaults';

/** A draft with only a title, a slug and content. */
export function makeNewsArticle(overrides: Partial<NewsArticle> = {}): NewsArticle {
  return {
    id: '65a000000000000000000003',
    ...inputWithDefaults<NewsArticleInput>(newsArticleInputSchema, {
      title: 'Market update',
      slug: 'market-update',
      content: '<p>Prices held steady.</p>',
      // The service fills in the agency's name for a blank author; any name stands for it here.
      author: 'Jane Reed',
    }),
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
