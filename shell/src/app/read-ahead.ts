import {
  countedAnswer,
  TOTAL_COUNT_HEADER,
  type PageDataRequest,
  type PageLocation,
} from '@reedmere/contracts';
import { readApiError } from '@reedmere/web-kit';
import type { RemoteLoader } from '../remotes/registry';
import { loadDataLayer } from './data-layer';
import { notePageReadying } from './page-ready';
import { pagePartsOf, shellDataRequests } from './page-parts';
import { handAnswerAhead, startReadAhead } from './read-ahead-answers';

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

/**
 * Starts the reads, or takes the answer the page holds for one; settles once each has answered
 * or failed.
 */
function readAll(requests: readonly PageDataRequest[]): Promise<unknown> {
  const reads: Promise<unknown>[] = [];
  for (const request of requests) {
    // Only the site's own API: a key is never a way to another host.
    if (!request.key.startsWith('/api/')) continue;
    if (request.inHand !== undefined) handAnswerAhead(request.key, request.inHand);
    else reads.push(startReadAhead(request.key, () => readPageRequest(request)));
  }
  return Promise.allSettled(reads);
}

/**
 * Whether the page at `pathname` is drawn by the section already on screen (another page of the
 * same remote): that section has its code, so nothing in it waits for code once its reads are in.
 * A section that appears anew shows its loading notice until its code has come.
 */
function drawnByTheSectionShown(pathname: string): boolean {
  const shown = pagePartsOf(window.location.pathname);
  const parts = pagePartsOf(pathname);
  return (
    parts.length > 0 &&
    parts.every(({ name, module }) =>
      shown.some((part) => part.name === name && part.module === module),
    )
  );
}

/**
 * Starts what the page at `location` (of this site) will need, the moment the visitor presses
 * its link: its remote modules and the data layer load, and its reads (the ones its remotes'
 * loaders name, as the server's render makes them) start, so the page is drawn with its answers
 * when the click arrives instead of asking only then. A page of the section on screen is noted
 * as being made ready: the click that opens it waits for its reads and draws it in one piece.
 */
export function readPageAhead(location: PageLocation, loadModule: RemoteLoader): void {
  const dataLayer = loadDataLayer();
  dataLayer.catch(() => undefined);
  // The head's record is the path's: another page of the same list keeps it. The head is written
  // after the page is drawn, so the page does not wait for it.
  if (location.pathname !== window.location.pathname) void readAll(shellDataRequests(location));
  const parts = pagePartsOf(location.pathname).map(({ name, module }) =>
    loadModule(name, module).then((loaded) => readAll(loaded.loader?.(location) ?? [])),
  );
  // The page's section shows a failed load, and retries, when it is drawn.
  const ready = Promise.all([dataLayer, ...parts]).then(
    () => true,
    () => false,
  );
  if (drawnByTheSectionShown(location.pathname)) notePageReadying(location, ready);
}
