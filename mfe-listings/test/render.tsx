import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';

export type Fetcher = (key: string) => Promise<unknown>;

/** Where the router is now, for tests of links and URL-kept filters. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders at `path` with a fresh SWR cache and the given fetcher, as the shell mounts a remote. */
export function renderAt(path: string, element: ReactElement, fetcher: Fetcher) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), fetcher, shouldRetryOnError: false }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/*" element={element} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </SWRConfig>,
  );
}

/** A fetcher answering by exact key; anything else fails like a 404 from apiFetch. */
export function fetcherFor(
  answers: Record<string, unknown>,
): jest.Mock<Promise<unknown>, [string]> {
  return jest.fn(async (key: string) => {
    if (key in answers) {
      const answer = answers[key];
      if (answer instanceof Error) throw answer;
      return answer;
    }
    throw new Error(`404: no answer for ${key}`);
  });
}
