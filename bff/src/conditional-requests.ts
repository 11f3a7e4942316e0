import type { RequestHandler } from 'express';

/**
 * `Cache-Control: no-cache` on a request tells caches on the way to ask the origin again; the
 * origin is what is being asked. Express reads it as "never 304", so a client that revalidates
 * with both (Node's fetch does) got the whole answer again. On a conditional GET or HEAD the
 * directive is dropped before the answer is made, and the validators decide.
 */
export const conditionalRequests: RequestHandler = (req, _res, next) => {
  const conditional =
    req.headers['if-none-match'] !== undefined || req.headers['if-modified-since'] !== undefined;
  if (conditional && (req.method === 'GET' || req.method === 'HEAD')) {
    delete req.headers['cache-control'];
    delete req.headers.pragma;
  }
  next();
};
