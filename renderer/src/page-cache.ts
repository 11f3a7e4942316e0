import { LRUCache } from 'lru-cache';
import type { RenderedPage } from './render-page';

export interface PageCacheOptions {
  /** How long a page is served again at most (data can change outside the site: a restore). */
  ttlMs: number;
  maxEntries?: number;
  maxBytes?: number;
}

/**
 * Rendered pages by everything they depend on: the path and query, the origin, the registry, the
 * shell build, the version of the public data the site named, and the UK date. Any edit through
 * the site makes a new data version, so a page is never served again after what it shows has
 * changed there; nor is a page of yesterday's (a calculator starts at today's date).
 */
export function createPageCache({
  ttlMs,
  maxEntries = 500,
  maxBytes = 64 * 1024 * 1024,
}: PageCacheOptions) {
  const pages =
    ttlMs > 0
      ? new LRUCache<string, RenderedPage>({
          max: maxEntries,
          maxSize: maxBytes,
          sizeCalculation: (page) => Math.max(1, page.html.length),
          ttl: ttlMs,
        })
      : undefined;
  return {
    get: (key: string) => pages?.get(key),
    set(key: string, page: RenderedPage) {
      if (page.complete) pages?.set(key, page);
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/** The cache key of a page, or undefined when the site did not name every version. */
export function pageKey(parts: {
  url: string;
  origin: string;
  registryVersion: string | undefined;
  shellVersion: string | undefined;
  dataVersion: string | undefined;
  /** The UK date the page is rendered on: a page may show today's date (a calculator's). */
  day: string;
}): string | undefined {
  const { url, origin, registryVersion, shellVersion, dataVersion, day } = parts;
  if (!registryVersion || !shellVersion || !dataVersion) return undefined;
  return JSON.stringify([registryVersion, shellVersion, dataVersion, day, origin, url]);
}
