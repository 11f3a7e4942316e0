import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@reedmere/web-kit';
import { renderReadTwice } from '@reedmere/web-kit/testing';
import { deferredFetcher, makeArticle, renderRoute } from '../../../../test/fixtures';
import { ArticlePage } from './article-page';

const renderArticle = (slug: string, fetcher: (key: string) => Promise<unknown>) =>
  renderRoute(<ArticlePage />, {
    path: `/news/${encodeURIComponent(slug)}`,
    pattern: '/news/:slug',
    fetcher,
  });

const structuredData = (container: HTMLElement) =>
  container.querySelector('script[type="application/ld+json"]');

describe('ArticlePage', () => {
  it('reads the article with the key the shell shares, showing a skeleton meanwhile', async () => {
    const { fetcher, resolve } = deferredFetcher();
    renderArticle('rates & fees', fetcher);
    expect(screen.getByRole('status', { name: 'Loading article' })).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledWith('/api/news/rates%20%26%20fees');
    await act(async () => resolve(makeArticle({ slug: 'rates & fees' })));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Spring market' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading article' })).not.toBeInTheDocument();
  });

  it('shows date, author, category, share, image, content and tags', async () => {
    renderArticle('spring-market', async () =>
      makeArticle({
        content: '<h2>Prices</h2><p>Buyers are <strong>back</strong>.</p>',
        tags: ['market', 'norfolk'],
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Spring market' });
    expect(screen.getByText('1st March 2025')).toBeInTheDocument();
    expect(screen.getByText('By Jo Smith')).toBeInTheDocument();
    expect(screen.getByText('Property News')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    const img = screen.getByRole('img', { name: 'Spring market' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img.getAttribute('srcset')).toContain('/api/files/img-spring-w800.jpg 800w');
    const content = screen.getByTestId('article-content');
    expect(within(content).getByRole('heading', { level: 2, name: 'Prices' })).toBeInTheDocument();
    expect(content).toHaveTextContent('Buyers are back.');
    const tags = screen.getByRole('region', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['market', 'norfolk']);
    expect(screen.getAllByRole('link', { name: /Back to News/ })[0]).toHaveAttribute(
      'href',
      '/news',
    );
  });

  it('uses the default author and category and says TBC for a missing date', async () => {
    renderArticle('x', async () =>
      makeArticle({ author: '', category: '' as never, publishedAt: null, tags: [] }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Spring market' });
    expect(screen.getByText('By Reedmere Estates')).toBeInTheDocument();
    expect(screen.getByText('Market Update')).toBeInTheDocument();
    expect(screen.getByText('TBC')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tags' })).not.toBeInTheDocument();
  });

  it('leaves out the image frame for an article without an image', async () => {
    renderArticle('x', async () => makeArticle({ featuredImage: null }));
    await screen.findByRole('heading', { level: 1, name: 'Spring market' });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByText('No Image')).not.toBeInTheDocument();
  });

  it('strips script and event handlers from the content', async () => {
    const { container } = renderArticle('x', async () =>
      makeArticle({
        content: '<p>Safe</p><script>window.hacked = true</script><img src="x" onerror="alert(1)">',
      }),
    );
    await screen.findByText('Safe');
    const content = screen.getByTestId('article-content');
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('img')).not.toHaveAttribute('onerror');
    expect(container.innerHTML).not.toContain('window.hacked');
  });

  it('adds NewsArticle structured data, escaped for the script element', async () => {
    const { container } = renderArticle('spring-market', async () =>
      makeArticle({ title: 'Rates </script><b>fall</b>' }),
    );
    await screen.findByRole('heading', { level: 1 });
    const script = structuredData(container);
    expect(script).not.toBeNull();
    expect(script!.innerHTML).not.toContain('</script>');
    const data = JSON.parse(script!.textContent ?? '');
    expect(data).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Rates </script><b>fall</b>',
      datePublished: '2025-03-01T09:00:00.000Z',
      author: { '@type': 'Person', name: 'Jo Smith' },
      image: ['http://localhost/api/files/img-spring.jpg'],
      publisher: { '@type': 'Organization', name: 'Reedmere Estates' },
    });
  });

  it("shows 'Article Not Found' with a way back for an unknown slug", async () => {
    renderArticle('gone', async () => {
      throw new ApiError(404, 'Not Found');
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Article Not Found' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to News' }));
    expect(await screen.findByText('News list page')).toBeInTheDocument();
  });

  it("treats a draft as 'Article Not Found'", async () => {
    const { container } = renderArticle('draft', async () => makeArticle({ isPublished: false }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Article Not Found' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Spring market')).not.toBeInTheDocument();
    expect(structuredData(container)).toBeNull();
  });

  it('says when the article cannot be loaded, and tries again on request', async () => {
    const fetcher = jest
      .fn<Promise<unknown>, [string]>()
      .mockRejectedValueOnce(new ApiError(500, 'Internal Server Error'))
      .mockResolvedValueOnce(makeArticle());
    renderArticle('spring-market', fetcher);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Article');
    expect(alert).toHaveTextContent('Unable to load this article. Please try again later.');
    expect(screen.queryByText('Article Not Found')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Spring market' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['fails', 'stays', new ApiError(500, 'Internal Server Error'), 'Spring market'],
    ['answers 404', 'says it is gone', new ApiError(404, 'Not found'), 'Article Not Found'],
  ])(
    'when reading the article on screen again %s, it %s',
    async (_failure, _outcome, later, heading) => {
      const page = renderReadTwice(<ArticlePage />, {
        path: '/news/spring-market',
        pattern: '/news/:slug',
        readKey: '/api/news/spring-market',
        answers: [makeArticle(), later],
      });
      await screen.findByRole('heading', { level: 1, name: 'Spring market' });
      await page.readAgain();
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    },
  );
});
