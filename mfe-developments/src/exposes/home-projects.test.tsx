import { screen, within } from '@testing-library/react';
import type { HomeContent } from '@reedmere/contracts';
import { renderRoute } from '@reedmere/web-kit/testing';
import { ApiError } from '@reedmere/web-kit';
import { development, fetcherFor, pendingFetcher } from '../../test/fixtures';
import HomeProjects, { plainMarkup } from './home-projects';

const home = (developments: HomeContent['developments']): HomeContent => ({
  residentialSales: [],
  commercialSales: [],
  commercialLettings: [],
  underOffer: [],
  developments,
});

describe('home projects widget', () => {
  it('shows a spinner while the home content loads', () => {
    renderRoute(<HomeProjects />, { path: '/', fetcher: pendingFetcher });
    expect(screen.getByRole('heading', { name: 'Development Projects' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading projects' })).toBeInTheDocument();
  });

  it('shows the first 2 projects from GET /api/home', async () => {
    const fetcher = fetcherFor({
      '/api/home': home([
        development({ id: 'a', title: 'First', status: 'planning' }),
        development({ id: 'b', title: 'Second' }),
        development({ id: 'c', title: 'Third' }),
      ]),
    });
    renderRoute(<HomeProjects />, { path: '/', fetcher });
    expect(await screen.findByRole('heading', { name: 'First' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Second' })).toBeInTheDocument();
    expect(screen.queryByText('Third')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('link', { name: 'First' }).closest('li')!).getByText('PLANNING'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all projects' })).toHaveAttribute(
      'href',
      '/developments',
    );
    expect(fetcher.mock.calls.map(([key]) => key)).toEqual(['/api/home']);
  });

  it('links the remote’s stylesheet, in the head, and draws nothing with MUI', async () => {
    const fetcher = fetcherFor({ '/api/home': home([development()]) });
    renderRoute(<HomeProjects />, { path: '/', fetcher });
    await screen.findByRole('heading', { name: 'Maltings Yard' });
    const links = document.head.querySelectorAll('link[rel="stylesheet"]');
    expect([...links].map((link) => link.getAttribute('href'))).toEqual([
      '/remotes/developments/developments.css',
    ]);
    expect(document.querySelector('[class*="Mui"]')).toBeNull();
    expect(plainMarkup).toBe(true);
  });

  it('says when there are no projects', async () => {
    renderRoute(<HomeProjects />, { path: '/', fetcher: fetcherFor({ '/api/home': home([]) }) });
    expect(await screen.findByText('No Projects Available')).toBeInTheDocument();
  });

  it('says when the home content failed to load', async () => {
    renderRoute(<HomeProjects />, {
      path: '/',
      fetcher: fetcherFor({ '/api/home': new ApiError(500, 'boom') }),
    });
    expect(await screen.findByText(/Error Loading Developments/)).toBeInTheDocument();
  });

  it('says so when the aggregate marks the developments failed, though the rest loaded', async () => {
    renderRoute(<HomeProjects />, {
      path: '/',
      fetcher: fetcherFor({
        '/api/home': home({
          error: 'Developments are temporarily unavailable. Please try again shortly.',
        }),
      }),
    });
    expect(await screen.findByText(/Error Loading Developments/)).toBeInTheDocument();
    expect(screen.queryByText('No Projects Available')).not.toBeInTheDocument();
  });
});
