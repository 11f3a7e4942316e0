import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerByKey } from '@reedmere/web-kit/testing';
import { makeArticle, makeArticles, renderRoute } from '../../../../test/fixtures';
import { answer, serveNews } from '../../../../test/news-api';
import { NewsPage } from './news-page';

/** The list is read from the API (global.fetch); the fetcher answers nothing. */
const renderNews = (path = '/news') =>
  renderRoute(<NewsPage />, { path, pattern: '/news', fetcher: answerByKey({}) });

const long = (letter: string) => `<p>${letter.repeat(300)}</p>`;
const location = () => screen.getByTestId('location').textContent;
/** The titles of the cards shown, in order. */
const titles = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const pager = () => screen.getByRole('navigation', { name: 'Pages' });

/** A walk through five pages reads and draws each in turn: room for a busy machine. */
const WALK_MS = 30_000;

describe('NewsPage', () => {
  it('shows six skeleton cards while loading, then the articles of page 1, 12 a page', async () => {
    const api = serveNews([makeArticle()]);
    const release = api.hold();
    renderNews();
    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    const loading = screen.getByRole('status', { name: 'Loading articles' });
    expect(within(loading).getAllByTestId('article-card-skeleton')).toHaveLength(6);
    await act(async () => release());
    expect(await screen.findByRole('link', { name: 'Spring market' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading articles' })).not.toBeInTheDocument();
    expect(api.reads).toEqual(['/api/news?page=1&limit=12']);
    // One page in all: no pager.
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('features the first article and lists the rest under Recent Articles', async () => {
    serveNews(makeArticles(3).map((a, i) => ({ ...a, title: ['First', 'Second', 'Third'][i]! })));
    renderNews();
    const featured = await screen.findByRole('region', { name: 'Featured' });
    expect(within(featured).getAllByRole('article')).toHaveLength(1);
    expect(within(featured).getByRole('link', { name: 'First' })).toHaveAttribute(
      'href',
      '/news/article-1',
    );
    const recent = screen.getByRole('region', { name: 'Recent Articles' });
    const cards = within(recent).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Second',
      'Third',
    ]);
    // Headings in order: the page h1, section h2s, card h3s.
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('has no Recent Articles section with a single article', async () => {
    serveNews([makeArticle()]);
    renderNews();
    expect(await screen.findByRole('region', { name: 'Featured' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recent Articles' })).not.toBeInTheDocument();
  });

  it('cuts content to 200 characters for the featured excerpt and 150 for the others', async () => {
    serveNews([
      makeArticle({ id: '1', slug: 'a', title: 'A', excerpt: '', content: long('a') }),
      makeArticle({
        id: '2',
        slug: 'b',
        title: 'B',
        excerpt: '',
        content: long('b'),
        publishedAt: '2025-02-01T09:00:00.000Z',
      }),
    ]);
    renderNews();
    expect(await screen.findByText(`${'a'.repeat(200)}...`)).toBeInTheDocument();
    expect(screen.getByText(`${'b'.repeat(150)}...`)).toBeInTheDocument();
  });

  it('shows dates as do MMMM yyyy, and the default author and category', async () => {
    serveNews([
      makeArticle({ author: '', category: '' as never, publishedAt: '2025-03-01T09:00:00.000Z' }),
      makeArticle({ id: '2', slug: 'b', title: 'Undated', publishedAt: null }),
    ]);
    renderNews();
    const featured = await screen.findByRole('region', { name: 'Featured' });
    expect(within(featured).getByText('1st March 2025')).toBeInTheDocument();
    expect(within(featured).getByText('By Reedmere Estates')).toBeInTheDocument();
    expect(within(featured).getByText('Market Update')).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Recent Articles' });
    expect(within(recent).getByText('TBC')).toBeInTheDocument();
    expect(within(recent).getByText('By Jo Smith')).toBeInTheDocument();
    expect(within(recent).getByText('Property News')).toBeInTheDocument();
  });

  it('leaves out a draft should the API ever answer one', async () => {
    const draft = makeArticle({ id: '1', slug: 'draft', title: 'Draft piece', isPublished: false });
    const live = makeArticle({ id: '2', slug: 'live', title: 'Live piece' });
    global.fetch = jest.fn(async () =>
      answer(200, [draft, live], { 'X-Total-Count': '2' }),
    ) as unknown as typeof fetch;
    renderNews();
    const featured = await screen.findByRole('region', { name: 'Featured' });
    expect(within(featured).getByRole('link', { name: 'Live piece' })).toBeInTheDocument();
    expect(screen.queryByText('Draft piece')).not.toBeInTheDocument();
  });

  it('says when there are no articles', async () => {
    serveNews([makeArticle({ isPublished: false })]);
    renderNews();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No News Articles Yet' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Featured' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and tries again on request', async () => {
    const api = serveNews([makeArticle()]);
    api.failWith = { status: 503, text: 'Service Unavailable' };
    renderNews();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading News');
    expect(alert).toHaveTextContent('Unable to load news articles. Please try again later.');
    expect(screen.queryByText('No News Articles Yet')).not.toBeInTheDocument();
    delete api.failWith;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Spring market' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it(
    'reaches every one of 60 articles, a page of 12 at a time, the page in the URL',
    async () => {
      const api = serveNews(makeArticles(60));
      renderNews();
      expect(await screen.findByRole('link', { name: 'Article 1' })).toBeInTheDocument();
      // Page 1: the newest featured, 11 under Recent Articles.
      const seen = [...titles()];
      expect(seen).toHaveLength(12);
      expect(within(pager()).getByRole('button', { name: 'Previous' })).toBeDisabled();
      for (let page = 2; page <= 5; page += 1) {
        await userEvent.click(within(pager()).getByRole('link', { name: 'Next' }));
        const first = (page - 1) * 12 + 1;
        expect(await screen.findByRole('link', { name: `Article ${first}` })).toBeInTheDocument();
        expect(location()).toBe(`/news?page=${page}`);
        expect(screen.queryByRole('region', { name: 'Featured' })).not.toBeInTheDocument();
        expect(within(pager()).getByText(`Page ${page}`)).toHaveAttribute('aria-current', 'page');
        seen.push(...titles());
      }
      expect(seen).toEqual(Array.from({ length: 60 }, (_, i) => `Article ${i + 1}`));
      // Page 5 is the last by the API's count.
      expect(within(pager()).getByRole('button', { name: 'Next' })).toBeDisabled();
      expect(within(pager()).getByRole('link', { name: 'Previous' })).toHaveAttribute(
        'href',
        '/news?page=4',
      );
      expect(api.reads).toEqual([1, 2, 3, 4, 5].map((p) => `/api/news?page=${p}&limit=12`));
    },
    WALK_MS,
  );

  it('keeps the page shown while the next loads, then moves focus to the list', async () => {
    const api = serveNews(makeArticles(20));
    renderNews();
    await screen.findByRole('link', { name: 'Article 1' });
    const release = api.hold();
    await userEvent.click(within(pager()).getByRole('link', { name: 'Next' }));
    const list = screen.getByRole('region', { name: 'Articles' });
    expect(list).toHaveFocus();
    expect(screen.getByText('Page 2', { selector: '[role="status"]' })).toBeInTheDocument();
    // Page 1 stays, marked busy, with its featured article, until page 2 arrives.
    expect(screen.getByRole('link', { name: 'Article 1' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Featured' }).closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.queryByRole('status', { name: 'Loading articles' })).not.toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByRole('link', { name: 'Article 13' })).toBeInTheDocument();
    expect(titles()).toHaveLength(8);
    expect(screen.queryByRole('link', { name: 'Article 1' })).not.toBeInTheDocument();
    expect(list).toHaveFocus();
    expect(list.querySelector('[aria-busy]')).toBeNull();
  });

  it('opens at the page its address names', async () => {
    const api = serveNews(makeArticles(30));
    renderNews('/news?page=2');
    expect(await screen.findByRole('link', { name: 'Article 13' })).toBeInTheDocument();
    expect(api.reads).toEqual(['/api/news?page=2&limit=12']);
    expect(within(pager()).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/news',
    );
    expect(within(pager()).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/news?page=3',
    );
  });

  it('offers the first page at an address past the last page', async () => {
    serveNews(makeArticles(5));
    renderNews('/news?page=4');
    expect(await screen.findByRole('heading', { name: 'No More Articles' })).toBeInTheDocument();
    expect(screen.queryByText('No News Articles Yet')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to page 1' }));
    expect(await screen.findByRole('link', { name: 'Article 1' })).toBeInTheDocument();
    expect(location()).toBe('/news');
  });

  it('reads page 1 for an address with no usable page number', async () => {
    const api = serveNews(makeArticles(2));
    renderNews('/news?page=abc');
    await screen.findByRole('link', { name: 'Article 1' });
    await waitFor(() => expect(api.reads).toEqual(['/api/news?page=1&limit=12']));
  });
});
