import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AGENCY } from '@reedmere/agency';
import { Link, MemoryRouter, Outlet, Route, Routes } from '@reedmere/router';
import { useSWRConfig } from 'swr';
import { DataLayer, DeferDataLayer, loadDataLayer } from './data-layer';
import { serverDataConfig } from './server-data';

/** Which answers the SWR settings around it hold: the served page's, or none (no data layer). */
function Answers({ name }: { name: string }) {
  const { fallback } = useSWRConfig();
  return <p data-testid="answers">{`${name}: ${Object.keys(fallback).join(',') || 'none'}`}</p>;
}

function site(path: string) {
  const served = serverDataConfig({ data: { '/api/home': { sections: [] } }, errors: {} });
  return render(
    <DeferDataLayer served={served}>
      <MemoryRouter initialEntries={[path]}>
        <Link to="/news">News</Link>
        <Routes>
          <Route
            element={
              <DataLayer>
                <Outlet />
              </DataLayer>
            }
          >
            <Route path="/" element={<Answers name="home" />} />
            <Route path="/news" element={<Answers name="news" />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </DeferDataLayer>,
  );
}

describe('the data layer in the browser', () => {
  it('takes over a page without it, and draws the next page inside it with the served answers', async () => {
    site('/');
    expect(screen.getByTestId('answers').textContent).toBe('home: none');
    // The next page waits for the library to load: the click's work is awaited.
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'News' }));
    });
    expect(await screen.findByText('news: /api/home')).toBeInTheDocument();
  });

  it('is there from the first render once loaded before it, as for a page that reads data', async () => {
    await act(() => loadDataLayer());
    site('/');
    expect(screen.getByTestId('answers').textContent).toBe('home: /api/home');
    // The head follows once the page's SEO lookup has answered (here it fails: no API).
    await waitFor(() => expect(document.title).toBe(`${AGENCY.name} | Estate Agents in Norfolk`));
  });
});
