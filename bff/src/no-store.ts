import type { RequestHandler } from 'express';

/** Kept by no cache, the browser's included: the admin's data, the session, refusals. */
export const NO_STORE = 'no-store';

/**
 * Marks an answer `no-store` before anything can answer it. Mounted on /api ahead of the body
 * parser and the origin check, so their refusals (a malformed body, a foreign origin on an
 * admin's write) say it too; the public reads replace it with their own header.
 */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set('cache-control', NO_STORE);
  next();
};
