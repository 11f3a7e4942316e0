import type { ReactElement } from 'react';
import { Route } from '@reedmere/router';
import type { NewsArticle } from '@reedmere/contracts';
import { makeNewsArticle } from '@reedmere/contracts/testing';
import { renderRoute as renderAt, type Fetcher } from '@reedmere/web-kit/testing';

/** A published article; override what a test is about. */
export function makeArticle(overrides: Partial<NewsArticle> = {}): NewsArticle {
  return makeNewsArticle({
    id: 'a1',
    title: 'Spring market',
    slug: 'spring-market',
    excerpt: 'Buyers are back.',
    content: '<p>Buyers are back in the market towns.</p>',
    featuredImage: '/api/files/img-spring.jpg',
    author: 'Jo Smith',
    category: 'Property News',
    tags: ['market', 'norfolk'],
    isPublished: true,
    publishedAt: '2025-03-01T09:00:00.000Z',
    createdAt: '2025-02-27T09:00:00.000Z',
    updatedAt: '2025-03-02T09:00:00.000Z',
    ...overrides,
  });
}

/** Renders `element` at `path` under `pattern`, with a fresh SWR cache reading from `fetcher`. */
export function renderRoute(
  element: ReactElement,
  { path, pattern, fetcher }: { path: string; pattern: string; fetcher: Fetcher },
) {
  return renderAt(element, {
    path,
    pattern,
    fetcher,
    // Where Back to News leads.
    routes: pattern !== '/news' && <Route path="/news" element={<p>News list page</p>} />,
  });
}

/** A fetcher whose answer the test gives later, to see the loading state. */
export function deferredFetcher() {
  let resolve: (value: unknown) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const fetcher = jest.fn(
    () =>
      new Promise<unknown>((res, rej) => {
        resolve = res;
        reject = rej;
      }),
  );
  return { fetcher, resolve: (v: unknown) => resolve(v), reject: (e: unknown) => reject(e) };
}

/**
 * `count` published articles, the first the newest: 'Article 1' (slug `article-1`) to
 * 'Article <count>', a day apart.
 */
export function makeArticles(count: number): NewsArticle[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const day = new Date(Date.UTC(2025, 5, 1) - index * 86_400_000).toISOString();
    return makeArticle({
      id: `a${n}`,
      title: `Article ${n}`,
      slug: `article-${n}`,
      publishedAt: day,
      createdAt: day,
      updatedAt: day,
    });
  });
}
