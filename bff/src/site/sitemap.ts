import express, { type Request, type Router } from 'express';
import {
  canonicalPath,
  MAX_LIST_LIMIT,
  resolveRoute,
  ROUTES,
  type Development,
  type NewsArticle,
  type Property,
} from '@reedmere/contracts';
import type { Logger } from '@reedmere/service-kit';
import type { BffConfig } from '../config';
import { everyPage } from '../routes/every-page';
import { callService } from '../service-call';
import type { Services } from '../services';
import { setOriginCaching, siteOrigin } from './site-origin';

/** The sitemap protocol allows at most 50,000 URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;
/** How long a rendered sitemap is served from memory before the services are read again. */
export const SITEMAP_CACHE_TTL_MS = 5 * 60 * 1000;
/** Origins kept at once: without PUBLIC_ORIGIN each Host is one, and anyone can send a Host. */
export const SITEMAP_CACHE_ORIGINS = 8;
export const SITEMAP_UNAVAILABLE =
  'The sitemap is temporarily unavailable. Please try again shortly.';
const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Paths kept out of the sitemap (robots.txt disallows them too). */
const PRIVATE_PATH = /^\/admin(?:\/|$)/i;

export interface SitemapEntry {
  /** The canonical path, as the page's own canonical link spells it. */
  path: string;
  /** YYYY-MM-DD. */
  lastmod?: string;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export const escapeXml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** The date part of the latest valid date given, or undefined when none is. */
export function lastmodOf(...dates: (string | null | undefined)[]): string | undefined {
  const times = dates.map((d) => (d ? Date.parse(d) : NaN)).filter((t) => Number.isFinite(t));
  if (times.length === 0) return undefined;
  return new Date(Math.max(...times)).toISOString().slice(0, 10);
}

/** The public screens without parameters: every static route but the admin's. */
export const staticEntries = (): SitemapEntry[] =>
  ROUTES.filter((r) => !r.path.includes(':') && !PRIVATE_PATH.test(r.path)).map((r) => ({
    path: r.path,
  }));

/** A record's page, spelt exactly as that page's canonical link; undefined if it has none. */
function entryFor(pattern: string, value: unknown, lastmod?: string): SitemapEntry | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  const path = canonicalPath(resolveRoute(`${pattern}/${encodeURIComponent(value)}`));
  if (!path) return undefined;
  return lastmod ? { path, lastmod } : { path };
}

export function renderSitemap(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
    return `<url><loc>${escapeXml(origin + entry.path)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${XMLNS}">`,
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

function listOf<T>(body: unknown, what: string): T[] {
  if (!Array.isArray(body)) throw new Error(`${what}: the service did not answer a list`);
  return body as T[];
}

/**
 * Every visible property, a page of the largest allowed size at a time (the service sorts by
 * creation and id, so pages do not overlap unless a property is added meanwhile: ids are
 * de-duplicated), and no more than `budget`.
 */
async function visibleProperties(services: Services, req: Request, budget: number) {
  const seen = new Map<string, Property>();
  const maxPages = Math.ceil(budget / MAX_LIST_LIMIT) + 1;
  for (let page = 1; page <= maxPages && seen.size < budget; page += 1) {
    const answer = await callService<unknown>(
      services.listings,
      'properties',
      req,
      'GET',
      '/properties',
      {
        query: { page, limit: MAX_LIST_LIMIT },
      },
    );
    const items = listOf<Property>(answer.body, 'properties');
    const before = seen.size;
    for (const p of items) if (!seen.has(p.id)) seen.set(p.id, p);
    // A short page is the last; a page with nothing new means paging is not moving on.
    if (items.length < MAX_LIST_LIMIT || seen.size === before) break;
    const total = Number(answer.headers.get('x-total-count') ?? NaN);
    if (Number.isFinite(total) && page * MAX_LIST_LIMIT >= total) break;
  }
  return [...seen.values()].slice(0, budget);
}

/**
 * The entries of the whole site, read through the same public calls as the API (hidden
 * properties and unpublished articles are never listed). Any service failing fails it all: a
 * partial sitemap would tell crawlers that the missing pages are gone.
 */
export async function collectEntries(
  services: Services,
  req: Request,
  maxUrls = SITEMAP_MAX_URLS,
): Promise<SitemapEntry[]> {
  const statics = staticEntries();
  const room = Math.max(0, maxUrls - statics.length);
  const [properties, developments, articles] = await Promise.all([
    visibleProperties(services, req, room),
    // The services answer a page at a time: pages are read until the sitemap is full.
    everyPage<Development>(services.developments, 'developments', req, '/developments', {}, room),
    everyPage<NewsArticle>(services.news, 'news', req, '/articles', { published: true }, room),
  ]);
  const records = [
    ...properties.map((p) => entryFor('/property', p.id, lastmodOf(p.updatedAt))),
    ...developments.map((d) => entryFor('/developments', d.id, lastmodOf(d.updatedAt))),
    ...articles.map((a) => entryFor('/news', a.slug, lastmodOf(a.updatedAt, a.publishedAt))),
  ].filter((e): e is SitemapEntry => e !== undefined);
  return [...statics, ...records].slice(0, maxUrls);
}

/** Rendered sitemaps by origin, each for `ttlMs`; at most `maxOrigins`, the oldest dropped first. */
export interface SitemapCache {
  get(origin: string): string | undefined;
  set(origin: string, xml: string): void;
}

export function createSitemapCache(
  now: () => number = Date.now,
  ttlMs = SITEMAP_CACHE_TTL_MS,
  maxOrigins = SITEMAP_CACHE_ORIGINS,
): SitemapCache {
  const kept = new Map<string, { xml: string; expires: number }>();
  return {
    get(origin) {
      const entry = kept.get(origin);
      if (!entry) return undefined;
      if (now() < entry.expires) return entry.xml;
      kept.delete(origin);
      return undefined;
    },
    set(origin, xml) {
      // Re-inserted at the end, so the map's order is the order of age.
      kept.delete(origin);
      kept.set(origin, { xml, expires: now() + ttlMs });
      for (const oldest of kept.keys()) {
        if (kept.size <= maxOrigins) break;
        kept.delete(oldest);
      }
    },
  };
}

export interface SitemapOptions {
  config: BffConfig;
  services: Services;
  logger: Logger;
  /** At most this many URLs (default: the protocol's 50,000). */
  maxUrls?: number;
  /** The clock of the sitemap cache (tests). */
  now?: () => number;
}

/**
 * `GET /sitemap.xml`: every public page on the site's public origin; 503 text when a service is
 * down. Building it reads every record through many service calls, so the XML is kept in memory
 * for a few minutes per origin; a failure is never kept.
 */
export function sitemapRoutes({ config, services, logger, maxUrls, now }: SitemapOptions): Router {
  const router = express.Router();
  const cache = createSitemapCache(now);
  router.get('/sitemap.xml', async (req, res) => {
    const origin = siteOrigin(req, config.publicOrigin);
    let xml = cache.get(origin);
    if (xml === undefined) {
      let entries: SitemapEntry[];
      try {
        entries = await collectEntries(services, req, maxUrls);
      } catch (error) {
        logger.warn('sitemap unavailable', { message: (error as Error).message });
        res
          .status(503)
          .set('cache-control', 'no-store')
          .set('retry-after', '60')
          .set('content-type', 'text/plain; charset=utf-8')
          .send(SITEMAP_UNAVAILABLE);
        return;
      }
      xml = renderSitemap(origin, entries);
      cache.set(origin, xml);
    }
    setOriginCaching(res, config.publicOrigin);
    res.set('content-type', 'application/xml; charset=utf-8').send(xml);
  });
  return router;
}
