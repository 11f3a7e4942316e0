import type { ReactElement, ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@reedmere/router';
import { SWRConfig, useSWRConfig } from 'swr';
import { ApiError } from '../api-error';
import { SWR_DEFAULTS } from '../api-client';

export type Fetcher = (key: string) => Promise<unknown>;

export interface RenderRouteOptions {
  /** The URL to start at, with any query string. */
  path: string;
  fetcher: Fetcher;
  /** The route pattern `element` is mounted under; the whole tree by default. */
  pattern?: string;
  /** Further routes beside it, e.g. the page a link leads to. */
  routes?: ReactNode;
}

/** Where the router is now (path and query), for tests of links and URL-kept state. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders `element` at `path` with a fresh SWR cache and the given fetcher, as the shell mounts a
 * remote (a failed section of a later read keeps what was shown, as in the site).
 */
export function renderRoute(
  element: ReactElement,
  { path, fetcher, pattern = '/*', routes }: RenderRouteOptions,
) {
  return render(
    <SWRConfig
      value={{
        provider: () => new Map(),
        fetcher,
        shouldRetryOnError: false,
        use: SWR_DEFAULTS.use,
      }}
    >
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={element} />
          {routes}
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </SWRConfig>,
  );
}

/**
 * A fetcher body answering by exact key (an Error answer is thrown); anything else fails like a
 * 404 from apiFetch. Wrap it in jest.fn to see the calls.
 */
export function answerByKey(answers: Record<string, unknown>): Fetcher {
  return async (key: string) => {
    if (key in answers) {
      const answer = answers[key];
      if (answer instanceof Error) throw answer;
      return answer;
    }
    throw new ApiError(404, `{"message":"No answer for ${key}"}`);
  };
}

/** A button that reads `readKey` again, as coming back to a page does. */
function ReadAgainButton({ readKey }: { readKey: string }) {
  const { mutate } = useSWRConfig();
  return (
    <button type="button" onClick={() => void mutate(readKey)}>
      Read again
    </button>
  );
}

export interface ReadTwiceOptions extends Omit<RenderRouteOptions, 'fetcher'> {
  /** The key of the page's read. */
  readKey: string;
  /** The answer of the first read, then of the second (an Error answer is thrown). */
  answers: [unknown, unknown];
}

/**
 * Renders `element` as renderRoute does, its read answered in turn by `answers`, beside a way to
 * read it again as coming back to the page does. `readAgain` makes the second read and returns
 * once React has handled its answer (inside act).
 */
export function renderReadTwice(element: ReactElement, options: ReadTwiceOptions) {
  const { readKey, answers, ...route } = options;
  const left: unknown[] = [...answers];
  const fetcher = jest.fn(async () => {
    const answer = left.shift();
    if (answer instanceof Error) throw answer;
    return answer;
  });
  renderRoute(
    <>
      {element}
      <ReadAgainButton readKey={readKey} />
    </>,
    { ...route, fetcher },
  );
  return {
    readAgain: async () => {
      await act(async () => screen.getByRole('button', { name: 'Read again' }).click());
      expect(fetcher).toHaveBeenCalledTimes(2);
    },
  };
}
