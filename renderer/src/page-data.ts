import {
  countedAnswer,
  TOTAL_COUNT_HEADER,
  type PageDataRequest,
  type ServedError,
  type ServerData,
} from '@reedmere/contracts';

export interface PageData extends ServerData {
  /** 404 when a record the page is about does not exist, else 200. */
  status: 200 | 404;
  /**
   * False when an answer may not be stored (`Cache-Control: no-store`: an aggregate with a failed
   * section): a page made from it is not kept either.
   */
  keep: boolean;
}

export interface PageDataOptions {
  /** The site's origin the public API is read from (the BFF), e.g. http://127.0.0.1:8080. */
  apiOrigin: string;
  /** How long one read may take. */
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** An answer that is not there, as the browser's API client would report it. */
const UNAVAILABLE: ServedError = { status: 503, message: 'Service Unavailable' };

/**
 * A key's URL on the site's origin, or undefined for anything but a path under `/api/` there:
 * a read is never sent to another host, whatever a page asks for.
 */
export function apiUrlOf(key: string, apiOrigin: string): URL | undefined {
  if (!/^\/api\/(?![/\\])/.test(key) || key.includes('\\')) return undefined;
  const url = new URL(key, apiOrigin);
  const origin = new URL(apiOrigin).origin;
  return url.origin === origin && url.pathname.startsWith('/api/') ? url : undefined;
}

async function read(key: string, options: PageDataOptions): Promise<Response | undefined> {
  const doFetch = options.fetch ?? fetch;
  const url = apiUrlOf(key, options.apiOrigin);
  if (!url) return undefined;
  try {
    return await doFetch(url, {
      // Uncompressed: on the loopback, compressing in the BFF and inflating here only costs CPU.
      headers: { accept: 'application/json', 'accept-encoding': 'identity' },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch {
    return undefined;
  }
}

/**
 * The page's reads, made as the browser would make them (public API, no cookies), each key once.
 * A failed read becomes the error the page shows; it never stops the page from rendering. A
 * counted read keeps its answer as the page's own read keeps it (`countedAnswer`: an array with
 * its `X-Total-Count`, or the body as sent when the count is missing or not a whole number). A
 * key asked for both counted and not is kept as sent: a page that reads it uncounted would not
 * know the counted shape, while one that counts takes a bare list as "total unknown".
 */
export async function loadPageData(
  requests: readonly PageDataRequest[],
  options: PageDataOptions,
): Promise<PageData> {
  const byKey = new Map<string, PageDataRequest>();
  for (const request of requests) {
    const seen = byKey.get(request.key);
    byKey.set(request.key, {
      key: request.key,
      subject: Boolean(seen?.subject || request.subject),
      optional: Boolean(seen?.optional || request.optional),
      counted: Boolean((seen ? seen.counted : true) && request.counted),
    });
  }
  const data: Record<string, unknown> = {};
  const errors: Record<string, ServedError> = {};
  let status: PageData['status'] = 200;
  let keep = true;
  await Promise.all(
    [...byKey.values()].map(async ({ key, subject, optional, counted }) => {
      const response = await read(key, options);
      if (!response) {
        errors[key] = UNAVAILABLE;
        return;
      }
      if (response.ok) {
        if (/\bno-store\b/i.test(response.headers.get('cache-control') ?? '')) keep = false;
        try {
          const body: unknown = await response.json();
          data[key] = counted
            ? countedAnswer(body, response.headers.get(TOTAL_COUNT_HEADER))
            : body;
        } catch {
          errors[key] = UNAVAILABLE;
        }
        return;
      }
      const text = await response.text().catch(() => '');
      if (response.status === 404 && optional) {
        data[key] = null;
        return;
      }
      if (response.status === 404 && subject) status = 404;
      errors[key] = { status: response.status, message: text || response.statusText };
    }),
  );
  return { data: inKeyOrder(data), errors: inKeyOrder(errors), status, keep };
}

/**
 * The answers in the order of their keys, not of their arrival: the same page read twice is the
 * same text (and so has the same ETag).
 */
function inKeyOrder<T>(answers: Record<string, T>): Record<string, T> {
  return Object.fromEntries(
    Object.entries(answers).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}
