import type { RequestHandler } from 'express';

export interface DataVersion {
  /** Changes after every write that succeeded; unique to this process's life. */
  current(): string;
  /**
   * Counts the admin's writes under the mount point (anything but GET, HEAD and OPTIONS that an
   * admin check let through): a visitor's enquiry or a sign-out changes nothing a page shows,
   * and must not let anyone empty the caches at will.
   */
  track: RequestHandler;
}

/**
 * The version of what the site shows: a page rendered for one version may be served again while
 * it holds, and any change the agency makes through the site (a property saved, an article
 * published) starts a new one. A restarted BFF starts from a version never used before.
 */
export function createDataVersion(now: () => number = Date.now): DataVersion {
  const life = now().toString(36);
  let writes = 0;
  return {
    current: () => `${life}.${writes}`,
    track: (req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS') {
        // Counted as the answer leaves, before the admin's next read can arrive; 'close' alone
        // comes when the connection dropped first: the write may have been made all the same.
        let counted = false;
        const count = () => {
          if (counted) return;
          counted = true;
          if (res.locals.admin !== undefined && res.statusCode < 400) writes += 1;
        };
        res.once('finish', count);
        res.once('close', count);
      }
      next();
    },
  };
}
