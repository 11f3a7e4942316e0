import {
  countedAnswer,
  TOTAL_COUNT_HEADER,
  type PageDataRequest,
  type PageLocation,
} from '@reedmere/contracts';
import { readApiError } from '@reedmere/web-kit';
import type { RemoteLoader } from '../remotes/registry';
import { loadDataLayer } from './data-layer';
import { pagePartsOf, shellDataRequests } from './page-parts';
import { startReadAhead } from './read-ahead-answers';

/**
 * One of a page's reads, answered as the page's own hook answers it (and as the renderer keeps
 * it): a counted read with its total, an optional record that is not there as null, any other
 * failure as the ApiError the hook would throw.
 */
export async function readPageRequest({
  key,
  counted,
  optional,
}: PageDataRequest): Promise<unknown> {
  const response = await fetch(key, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) {
    if (response.status === 404 && optional) return null;
    throw await readApiError(response);
  }
  const body: unknown = await response.json();
  return counted ? countedAnswer(body, response.headers.get(TOTAL_COUNT_HEADER)) : body;
}

function readAll(requests: readonly PageDataRequest[]): void {
  for (const request of requests) {
    // Only the site's own API: a key is never a way to another host.
    if (!request.key.startsWith('/api/')) continue;
    startReadAhead(request.key, () => readPageRequest(request));
  }
}

/**
 * Starts what the page at `location` (of this site) will need, the moment the visitor presses
 * its link: its remote modules and the data layer load, and its reads (the ones its remotes'
 * loaders name, as the server's render makes them) start, so the page is drawn with its answers
 * when the click arrives instead of asking only then.
 */
export function readPageAhead(location: PageLocation, loadModule: RemoteLoader): void {
  void loadDataLayer().catch(() => undefined);
  // The head's record is the path's: another page of the same list keeps it.
  if (location.pathname !== window.location.pathname) readAll(shellDataRequests(location));
  for (const { name, module } of pagePartsOf(location.pathname)) {
    loadModule(name, module)
      .then((loaded) => readAll(loaded.loader?.(location) ?? []))
      // The page's section shows a failed load, and retries, when it is drawn.
      .catch(() => undefined);
  }
}
