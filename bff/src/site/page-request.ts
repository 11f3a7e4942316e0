import path from 'node:path';
import type { Request } from 'express';

/** A navigation: GET/HEAD for an HTML document, outside /api and /remotes, no file extension. */
export function isPageRequest(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (/^\/(?:api|remotes)(?:\/|$)/i.test(req.path)) return false;
  const last = req.path.split('/').pop() ?? '';
  if (path.extname(last) !== '') return false;
  // Browsers ask for text/html; crawlers and simple clients often send */* (or nothing).
  return req.accepts('html') === 'html';
}
