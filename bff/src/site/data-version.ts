import type { RequestHandler } from 'express';

export interface DataVersion {
  /** Changes after every write that succeeded; unique to this process's life. */
  current(): string;
  /** Counts the writes under the mount point (anything but GET, HEAD and OPTIONS). */
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
        res.on('finish', () => {
          if (res.statusCode < 400) writes += 1;
        });
      }
      next();
    },
  };
}
