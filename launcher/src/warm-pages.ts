import http from 'node:http';
import { SERVER_PAYLOAD_ELEMENT_ID } from '@reedmere/contracts';

/**
 * Pages asked for before the site counts as started: the home page and a page of each public
 * remote. The first render of each is the slow one (the remote's route module compiled, the reads
 * behind it cached), slow enough to miss the BFF's budget for the renderer, so without this the
 * first visitor got the page the browser renders.
 */
export const WARM_PATHS: readonly string[] = [
  '/',
  '/residential',
  '/developments',
  '/news',
  '/stamp-duty-calculator',
];

/** Only a page rendered on the server carries the data it was rendered from. */
const RENDERED_MARK = `id="${SERVER_PAYLOAD_ELEMENT_ID}"`;

/**
 * Rendered answers asked for per page, each on a connection of its own: the BFF's and the
 * renderer's worker processes (two each on a 2-core machine) are dealt new connections in turn,
 * and each worker's first page is the slow one (the BFF worker reads the site's template then).
 */
const ANSWERS_PER_PAGE = 4;

const POLL_MS = 200;

/** Whether the page came rendered on the server, asked for on a new connection. */
function servedRendered(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(
      url,
      { agent: false, headers: { accept: 'text/html' }, timeout: 5000 },
      (response) => {
        let html = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (html += chunk));
        response.on('end', () =>
          resolve(response.statusCode === 200 && html.includes(RENDERED_MARK)),
        );
        response.on('error', () => resolve(false));
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

/**
 * Asks for each page until it comes rendered on the server, one page at a time so the renderer
 * is not the bottleneck of its own warm-up. Resolves with the pages that did not within
 * `timeoutMs` (the site still starts: those are rendered in the browser until the renderer
 * catches up).
 */
export async function warmPages(
  siteUrl: string,
  paths: readonly string[],
  timeoutMs: number,
): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  const cold: string[] = [];
  for (const path of paths) {
    let answers = 0;
    while (answers < ANSWERS_PER_PAGE && Date.now() < deadline) {
      if (await servedRendered(`${siteUrl}${path}`)) answers += 1;
      else await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    if (answers < ANSWERS_PER_PAGE) cold.push(path);
  }
  return cold;
}
