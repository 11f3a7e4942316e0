import type { Request, RequestHandler } from 'express';
import { match } from 'path-to-regexp';
import type { ApiOperation } from './api-document/operation';
import { API_OPERATIONS } from './api-document/operations';
import { SESSION_TAG } from './api-document/operations/session';

/** Headers a page on another site may read from a public answer. */
const EXPOSED = 'X-Total-Count, Link, ETag';
/** Request headers such a page may send: a conditional read. */
const ALLOWED_HEADERS = new Set(['if-none-match']);
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * The reads another site's page may make: the documented GETs that need no session. The admin's
 * operations and the sign-in pages never answer across origins.
 */
const reads = API_OPERATIONS.filter((operation) => operation.method === 'get');
const matcher = (operation: ApiOperation) => match(operation.path, { decode: false });
const PUBLIC_READS = reads
  .filter((operation) => !operation.admin && operation.tag !== SESSION_TAG)
  .map(matcher);
// `/news/admin` would also match the public `/news/:slug`: an admin path is never public.
const ADMIN_READS = reads.filter((operation) => operation.admin).map(matcher);

const isPublicRead = (req: Request) =>
  !ADMIN_READS.some((matches) => matches(req.path) !== false) &&
  PUBLIC_READS.some((matches) => matches(req.path) !== false);

/**
 * CORS for the public API, mounted under /api: a configured origin may read (GET, HEAD) the public
 * operations, without credentials; anything else gets no CORS header, so the browser keeps the
 * answer from the other site. With no origins configured, nothing is added.
 */
export function crossOriginReads(origins: readonly string[]): RequestHandler {
  const allowed = new Set(origins);
  return (req, res, next) => {
    if (allowed.size === 0 || !isPublicRead(req)) return next();
    // A shared cache keeps one answer per Origin: the header differs between them.
    res.vary('Origin');
    const origin = req.get('origin');
    if (origin === undefined || !allowed.has(origin)) return next();
    res.set('access-control-allow-origin', origin);
    if (req.method !== 'OPTIONS') {
      res.set('access-control-expose-headers', EXPOSED);
      return next();
    }
    const method = req.get('access-control-request-method');
    const headers = (req.get('access-control-request-headers') ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean);
    if ((method !== 'GET' && method !== 'HEAD') || headers.some((h) => !ALLOWED_HEADERS.has(h))) {
      res.status(403).json({ message: 'Only reads are allowed from other sites' });
      return;
    }
    res
      .status(204)
      .set('access-control-allow-methods', 'GET, HEAD')
      .set('access-control-allow-headers', 'If-None-Match')
      .set('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS))
      .end();
  };
}
