import type { Request, RequestHandler, Response } from 'express';

export interface DataVersion {
  /** Changes after every write that succeeded; unique to this BFF's life. */
  current(): string;
  /**
   * Counts the admin's writes under the mount point (anything but GET, HEAD and OPTIONS that an
   * admin check let through): a visitor's enquiry or a sign-out changes nothing a page shows,
   * and must not let anyone empty the caches at will.
   */
  track: RequestHandler;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

const isAdminWrite = (req: Request, res: Response): boolean =>
  !READS.has(req.method) && res.locals.admin !== undefined && res.statusCode < 400;

/**
 * Calls `count` for each of the admin's writes that succeeded and holds its answer until `count`
 * has settled: the admin's next read, on whatever connection, finds the new version in force.
 * The answer leaves all the same when counting fails.
 */
export function trackWrites(count: () => Promise<unknown> | void): RequestHandler {
  return (req, res, next) => {
    if (READS.has(req.method)) {
      next();
      return;
    }
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    let ended = false;
    res.end = ((...args: unknown[]) => {
      if (ended || !isAdminWrite(req, res)) return end(...args);
      ended = true;
      void Promise.resolve()
        .then(count)
        .catch(() => undefined)
        .then(() => end(...args));
      return res;
    }) as Response['end'];
    next();
  };
}

/**
 * The version of what the site shows, in a BFF of one process: a page rendered for one version
 * may be served again while it holds, and any change the agency makes through the site (a
 * property saved, an article published) starts a new one. A restarted BFF starts from a version
 * never used before.
 */
export function createDataVersion(now: () => number = Date.now): DataVersion {
  const life = now().toString(36);
  let writes = 0;
  return {
    current: () => `${life}.${writes}`,
    track: trackWrites(() => {
      writes += 1;
    }),
  };
}
