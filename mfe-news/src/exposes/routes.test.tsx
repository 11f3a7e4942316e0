import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@reedmere/router';
import { SWRConfig } from 'swr';
import type { NewsArticle } from '@reedmere/contracts';
import NewsRoutes from './routes';

function renderAt(path: string, fetcher: (key: string) => Promise<unknown>) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), fetcher, shouldRetryOnError: false }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/*" element={<NewsRoutes />} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

const article = (id: string, title: string): NewsArticle =>
  ({
    id,
    title,
    slug: id,
    excerpt: `About ${title}`,
    content: '',
    author: '',
    category: 'Market Update',
    isPublished: true,
    publishedAt: '2025-03-01T09:00:00.000Z',
  }) as NewsArticle;

describe('news routes: /news', () => {
  it('features the first article and lists the rest', async () => {
    const fetcher = jest.fn(async () => [
      article('a', 'Spring market'),
      article('b', 'Rates fall'),
    ]);
    renderAt('/news', fetcher);
    expect(screen.getByRole('status', { name: 'Loading articles' })).toBeInTheDocument();
    expect(await screen.findByText('Spring market')).toBeInTheDocument();
    expect(screen.getByText('Rates fall')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Featured' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recent Articles' })).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledWith('/api/news');
  });

  it('says when there are no articles', async () => {
    renderAt('/news', async () => []);
    expect(await screen.findByText('No News Articles Yet')).toBeInTheDocument();
  });
});

describe('news routes: /news/:slug and others', () => {
  it('opens an article by its slug', async () => {
    const fetcher = jest.fn(async () => ({ ...article('spring', 'Spring market'), tags: [] }));
    renderAt('/news/spring', fetcher);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Spring market' }),
    ).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledWith('/api/news/spring');
  });

  it('answers any other path with the 404 page', () => {
    renderAt('/news/spring/extra', jest.fn());
    expect(
      screen.getByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });
});
