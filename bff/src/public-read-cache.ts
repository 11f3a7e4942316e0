import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { countAsRoute, routePatternOf } from '@reedmere/service-kit';
import { NO_STORE } from './no-store';

/**
 * The public reads: the same answer for every visitor while the agency's data stays the same.
 * Everything else under /api (the admin's reads, the session, enquiries) is never stored.
 * `/news/admin` is the admin's list, not an article.
 */
const PUBLIC_READS: readonly RegExp[] = [
  /^\/home$/i,
  /^\/properties(?:\/[^/]+)?$/i,
  /^\/developments(?:\/[^/]+)?$/i,
  /^\/developments-summary$/i,
  /^\/news(?:\/(?!admin$)[^/]+)?$/i,
  /^\/seo-pages\/path\/.+$/i,
];

/**
 * Browsers ask again on every read (`no-cache`: they get 304 while the ETag holds, and never show
 * an answer older than the last edit, as `stale-while-revalidate` would let them). A CDN reads its
 * own header (RFC 9213): it may answer for 5 s and then, while it asks again, for 10 s more, so an
 * edit reaches every visitor behind one within 15 s.
 */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';
export const CDN_CACHE_CONTROL = 'max-age=5, stale-while-revalidate=10';
const CDN_HEADER = 'cdn-cache-control';
export const PRIVATE_CACHE_CONTROL = NO_STORE;

/** Headers that belong to a stored answer besides its body. */
const KEPT_HEADERS = ['x-total-count', 'link'] as const;

const CACHE_STATUS_HEADER = 'x-cache';

export interface PublicReadCacheOptions {
  /** Changes after every write through this BFF: what was stored before is dropped at once. */
  dataVersion: () => string;
  /**
   * How long an answer is served from memory at most: the bound on staleness after a write made
   * elsewhere (another BFF, a script against a service). 0 stores nothing.
   */
  ttlMs: number;
  maxEntries?: number;
  maxBytes?: number;
  /** The clock the TTL is counted on, in milliseconds (tests); the process's own by default. */
  now?: () => number;
}

interface StoredAnswer {
  body: string;
  headers: Record<string, string>;
  /** The route that gave it: a hit is counted as that route's request in the metrics. */
  route: string | undefined;
}

function isPublicRead(req: Request): boolean {
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    PUBLIC_READS.some((pattern) => pattern.test(req.path))
  );
}

/** The path and its query with the parameters sorted: `?b=1&a=2` and `?a=2&b=1` are one read. */
function keyOf(req: Request): string {
  const at = req.originalUrl.indexOf('?');
  const query = new URLSearchParams(at < 0 ? '' : req.originalUrl.slice(at + 1));
  query.sort();
  const search = query.toString();
  return search ? `${req.path}?${search}` : req.path;
}

/**
 * Cache headers for every /api answer, and the public reads kept in memory: bounded by entries
 * and bytes, keyed by path and normalized query, dropped by any write that passes through the
 * BFF and after `ttlMs` in any case. Only complete answers are kept: 200s that no handler marked
 * `no-store` (a list whose service is down, a home page with a failed section) and that no admin
 * check took part in.
 */
export function publicReadCache(options: PublicReadCacheOptions): RequestHandler {
  const answers =
    options.ttlMs > 0
      ? new LRUCache<string, StoredAnswer>({
          max: options.maxEntries ?? 500,
          maxSize: options.maxBytes ?? 16 * 1024 * 1024,
          sizeCalculation: (answer) => Buffer.byteLength(answer.body) + 256,
          ttl: options.ttlMs,
          ...(options.now ? { perf: { now: options.now } } : {}),
        })
      : undefined;
  let version = options.dataVersion();
  // Reads of a key on their way to the services: the same read arriving meanwhile waits for that
  // answer instead of asking again (500 visitors on an expired list make one service call).
  const inFlight = new Map<string, Promise<StoredAnswer | undefined>>();

  const sendStored = (res: Response, stored: StoredAnswer) => {
    // res.send adds the ETag and answers a matching If-None-Match with 304.
    res.set(stored.headers).set(CACHE_STATUS_HEADER, 'hit');
    if (stored.route) countAsRoute(res, stored.route);
    res.type('application/json').send(stored.body);
  };

  return (req, res, next) => {
    if (!isPublicRead(req)) {
      res.set('cache-control', PRIVATE_CACHE_CONTROL);
      next();
      return;
    }
    res.set('cache-control', PUBLIC_CACHE_CONTROL).set(CDN_HEADER, CDN_CACHE_CONTROL);
    // A not-found, an outage or a partial answer is not for a shared cache to repeat.
    const send = res.json.bind(res);
    res.json = (body: unknown) => {
      if (res.statusCode !== 200) res.set('cache-control', PRIVATE_CACHE_CONTROL);
      if (res.get('cache-control') !== PUBLIC_CACHE_CONTROL) res.removeHeader(CDN_HEADER);
      return send(body);
    };
    if (!answers) {
      next();
      return;
    }
    const asked = options.dataVersion();
    if (asked !== version) {
      answers.clear();
      version = asked;
    }
    const key = keyOf(req);
    const stored = answers.get(key);
    if (stored) {
      sendStored(res, stored);
      return;
    }
    const pending = inFlight.get(key);
    if (pending) {
      void pending.then((answer) => {
        if (answer) sendStored(res, answer);
        else next();
      });
      return;
    }
    let settle: (answer: StoredAnswer | undefined) => void = () => undefined;
    const leading = new Promise<StoredAnswer | undefined>((resolve) => {
      settle = (answer) => {
        if (inFlight.get(key) === leading) inFlight.delete(key);
        resolve(answer);
      };
    });
    inFlight.set(key, leading);
    // An error answer, or a request that ended otherwise: the waiting reads ask for themselves.
    res.on('close', () => settle(undefined));

    res.set(CACHE_STATUS_HEADER, 'miss');
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      const complete =
        res.statusCode === 200 &&
        res.get('cache-control') === PUBLIC_CACHE_CONTROL &&
        res.locals.admin === undefined &&
        // A write finished while this was read: the answer may predate it.
        options.dataVersion() === asked;
      if (complete && body !== undefined) {
        const headers: Record<string, string> = {};
        for (const name of KEPT_HEADERS) {
          const value = res.get(name);
          if (value !== undefined) headers[name] = value;
        }
        const answer = { body: JSON.stringify(body), headers, route: routePatternOf(req) };
        answers.set(key, answer);
        settle(answer);
      } else {
        settle(undefined);
      }
      return json(body);
    };
    next();
  };
}
