import type { RequestHandler } from 'express';

/**
 * A request target in origin form: one `/`, then anything but a second `/` or a `\` (which
 * URL parsers read as a slash), and no backslash anywhere in the path. Anything else (`//host/…`,
 * `/\host/…`, an absolute URL, `*`) would name another host wherever the path is resolved against
 * a base URL, so it is refused before any route sees it.
 */
export function isOriginFormTarget(target: string): boolean {
  const end = target.search(/[?#]/);
  const path = end < 0 ? target : target.slice(0, end);
  return /^\/(?![/\\])/.test(path) && !path.includes('\\');
}

export const BAD_REQUEST_TARGET_MESSAGE =
  'Bad request: the path must start with a single "/" and contain no backslash';

/** Refuses (400) a request whose target is not in origin form; see isOriginFormTarget. */
export const refuseOddRequestTargets: RequestHandler = (req, res, next) => {
  if (isOriginFormTarget(req.url)) return next();
  res.status(400).set('cache-control', 'no-store').json({ message: BAD_REQUEST_TARGET_MESSAGE });
};
