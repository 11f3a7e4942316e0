import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@reedmere/web-kit';
import { deferredFetcher, makeArticle, renderRoute } from '../../../../test/fixtures';
import { NewsPage } from './news-page';

const renderNews = (fetcher: (key: string) => Promise<unknown>) =>
  renderRoute(<NewsPage />, { path: '/news', pattern: '/news', fetcher });

const long = (letter: string) => `<p>${letter.repeat(300)}</p>`;

describe('NewsPage', () => {
  it('shows six skeleton cards while loading, then the articles', async () => {
    const { fetcher, resolve } = deferredFetcher();
    renderNews(fetcher);
    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    const loading = screen.getByRole('status', { name: 'Loading articles' });
    expect(within(loading).getAllByTestId('article-card-skeleton')).toHaveLength(6);
    await act(async () => resolve([makeArticle()]));
    expect(await screen.findByRole('link', { name: 'Spring market' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading articles' })).not.toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledWith('/api/news');
  });

  it('features the first article and lists the rest under Recent Articles', async () => {
    renderNews(async () => [
      makeArticle({ id: '1', slug: 'first', title: 'First news' }),
      makeArticle({ id: '2', slug: 'second', title: 'Second news' }),
      makeArticle({ id: '3', slug: 'third', title: 'Third news' }),
    ]);
    const featured = await screen.findByRole('region', { name: 'Featured' });
    expect(within(featured).getAllByRole('article')).toHaveLength(1);
    expect(within(featured).getByRole('link', { name: 'First news' })).toHaveAttribute(
      'href',
      '/news/first',
    );
    const recent = screen.getByRole('region', { name: 'Recent Articles' });
    const cards = within(recent).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Second news',
      'Third news',
    ]);
    // Headings in order: the page h1, section h2s, card h3s.
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('has no Recent Articles section with a single article', async () => {
    renderNews(async () => [makeArticle()]);
    expect(await screen.findByRole('region', { name: 'Featured' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recent Articles' })).not.toBeInTheDocument();
  });

  it('cuts content to 200 characters for the featured excerpt and 150 for the others', async () => {
    renderNews(async () => [
      makeArticle({ id: '1', slug: 'a', title: 'A', excerpt: '', content: long('a') }),
      makeArticle({ id: '2', slug: 'b', title: 'B', excerpt: '', content: long('b') }),
    ]);
    expect(await screen.findByText(`${'a'.repeat(200)}...`)).toBeInTheDocument();
    expect(screen.getByText(`${'b'.repeat(150)}...`)).toBeInTheDocument();
  });

  it('shows dates as do MMMM yyyy, and the default author and category', async () => {
    renderNews(async () => [
      makeArticle({ author: '', category: '' as never, publishedAt: '2025-03-01T09:00:00.000Z' }),
      makeArticle({ id: '2', slug: 'b', title: 'Undated', publishedAt: null }),
    ]);
    const featured = await screen.findByRole('region', { name: 'Featured' });
    expect(within(featured).getByText('1st March 2025')).toBeInTheDocument();
    expect(within(featured).getByText('By Reedmere Estates')).toBeInTheDocument();
    expect(within(featured).getByText('Market Update')).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Recent Articles' });
    expect(within(recent).getByText('TBC')).toBeInTheDocument();
    expect(within(recent).getByText('By Jo Smith')).toBeInTheDocument();
    expect(within(recent).getByText('Property News')).toBeInTheDocument();
  });

  it('leaves out drafts', async () => {
    renderNews(async () => [
      makeArticle({ id: '1', slug: 'draft', title: 'Draft piece', isPublished: false }),
      makeArticle({ id: '2', slug: 'live', title: 'Live piece' }),
    ]);
    const featured = await screen.findByRole('region', { name: 'Featured' });
    expect(within(featured).getByRole('link', { name: 'Live piece' })).toBeInTheDocument();
    expect(screen.queryByText('Draft piece')).not.toBeInTheDocument();
  });

  it('says when there are no articles', async () => {
    renderNews(async () => []);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No News Articles Yet' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Featured' })).not.toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and tries again on request', async () => {
    const fetcher = jest
      .fn<Promise<unknown>, [string]>()
      .mockRejectedValueOnce(new ApiError(503, 'Service Unavailable'))
      .mockResolvedValueOnce([makeArticle()]);
    renderNews(fetcher);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading News');
    expect(alert).toHaveTextContent('Unable to load news articles. Please try again later.');
    expect(screen.queryByText('No News Articles Yet')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Spring market' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
