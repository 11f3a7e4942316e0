import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@reedmere/router';
import { SWRConfig } from 'swr';
import { countedAnswer, type NewsArticle } from '@reedmere/contracts';
import { answerByKey, hydrateAsServed, unmountHydrated } from '@reedmere/web-kit/testing';
import { makeArticles } from '../../test/fixtures';
import { serveNews } from '../../test/news-api';
import NewsRoutes, { loader, plainMarkup } from './routes';

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

describe('news routes: their look', () => {
  it('link their own stylesheet, in the head, and draw nothing with MUI', async () => {
    serveNews([article('a', 'Spring market')]);
    renderAt('/news', answerByKey({}));
    await screen.findByRole('heading', { name: 'Featured' });
    const links = document.head.querySelectorAll('link[rel="stylesheet"]');
    expect([...links].map((link) => link.getAttribute('href'))).toEqual(['/remotes/news/news.css']);
    expect(document.querySelector('[class*="Mui"]')).toBeNull();
    expect(plainMarkup).toBe(true);
  });
});

describe('news routes: /news', () => {
  it('features the first article and lists the rest, reading one page', async () => {
    const api = serveNews([article('a', 'Spring market'), article('b', 'Rates fall')]);
    renderAt('/news', answerByKey({}));
    expect(screen.getByRole('status', { name: 'Loading articles' })).toBeInTheDocument();
    expect(await screen.findByText('Spring market')).toBeInTheDocument();
    expect(screen.getByText('Rates fall')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Featured' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recent Articles' })).toBeInTheDocument();
    expect(api.reads).toEqual(['/api/news?page=1&limit=12']);
  });

  it('says when there are no articles', async () => {
    serveNews([]);
    renderAt('/news', answerByKey({}));
    expect(await screen.findByText('No News Articles Yet')).toBeInTheDocument();
  });
});

// The server reads what the page's hooks read, under the same keys, or the page is read twice.
describe('the news loader', () => {
  it('reads the page of /news its address names, 12 a page, counted', () => {
    expect(loader({ pathname: '/news', search: '' })).toEqual([
      { key: '/api/news?page=1&limit=12', counted: true },
    ]);
    expect(loader({ pathname: '/news', search: '?page=2' })).toEqual([
      { key: '/api/news?page=2&limit=12', counted: true },
    ]);
    expect(loader({ pathname: '/news', search: '?page=nope' })).toEqual([
      { key: '/api/news?page=1&limit=12', counted: true },
    ]);
  });

  it('reads the article of an article page, and nothing elsewhere', () => {
    expect(loader({ pathname: '/news/spring market', search: '' })).toEqual([
      { key: '/api/news/spring%20market', subject: true },
    ]);
    expect(loader({ pathname: '/nowhere', search: '?page=2' })).toEqual([]);
  });

  it('names the key the page reads at /news?page=2', async () => {
    const api = serveNews(makeArticles(30));
    renderAt('/news?page=2', answerByKey({}));
    expect(await screen.findByText('Article 13')).toBeInTheDocument();
    expect(api.reads).toEqual(loader({ pathname: '/news', search: '?page=2' }).map((r) => r.key));
  });
});

describe('/news rendered on the server', () => {
  afterEach(unmountHydrated);

  /**
   * The page at `path` rendered from the answer its loader names, kept as the renderer keeps it
   * (`total` given: a counted read with its X-Total-Count; else the body alone, as a renderer
   * that keeps bodies only does), then hydrated with no fetcher of its own.
   */
  async function serveAndHydrate(path: string, served: NewsArticle[], total?: number) {
    const api = serveNews([]);
    const [pathname = '', query = ''] = path.split('?');
    const [{ key, counted }] = loader({ pathname, search: query ? `?${query}` : '' }) as [
      { key: string; counted?: boolean },
    ];
    const answer = counted && total !== undefined ? countedAnswer(served, String(total)) : served;
    const { html, container, recovered, errors } = await hydrateAsServed(
      path,
      <Routes>
        <Route path="/*" element={<NewsRoutes />} />
      </Routes>,
      { [key]: answer },
    );
    expect(recovered).toEqual([]);
    expect(errors).toEqual([]);
    return { html, container, api };
  }

  const nextOf = (container: HTMLElement) =>
    [
      ...container.querySelectorAll('nav[aria-label="Pages"] a, nav[aria-label="Pages"] button'),
    ].find((step) => step.textContent === 'Next');

  it('turns Next off on a full last page from the first paint, with no read of its own', async () => {
    // Page 2 of 24: full, and the last, as only the total says.
    const { html, container, api } = await serveAndHydrate(
      '/news?page=2',
      makeArticles(24).slice(12),
      24,
    );
    expect(html).toContain('Article 13');
    expect(html).not.toContain('href="/news?page=3"');
    expect(nextOf(container)).toBeDisabled();
    expect(container).toHaveTextContent('Article 24');
    expect(api.reads).toEqual([]);
  });

  it('links Next on a counted page that has more after it', async () => {
    const { html, api } = await serveAndHydrate('/news', makeArticles(30).slice(0, 12), 30);
    expect(html).toContain('Article 1');
    expect(html).toContain('href="/news?page=2"');
    expect(api.reads).toEqual([]);
  });

  it('hydrates the bare list of a renderer that keeps bodies only, with no read of its own', async () => {
    // The bare list of a full page 2 does not say whether page 3 follows: Next stays on.
    const { html, container, api } = await serveAndHydrate(
      '/news?page=2',
      makeArticles(30).slice(12, 24),
    );
    expect(html).toContain('Article 13');
    expect(html).toContain('href="/news?page=3"');
    expect(container).toHaveTextContent('Article 24');
    expect(api.reads).toEqual([]);
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
