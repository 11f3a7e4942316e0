import express, { type Router } from 'express';
import type { BffConfig } from '../config';
import { siteOrigin } from './pages';

export const ROBOTS_CACHE_CONTROL = 'public, max-age=3600';

/**
 * Crawlers keep out of the admin screens and the API, and are pointed at the sitemap. The
 * listing photos under /api/files/ stay open: they are the pages' og:image previews and belong
 * in image search (the longest matching rule wins).
 */
export const robotsText = (origin: string): string =>
  [
    'User-agent: *',
    'Disallow: /admin',
    'Allow: /api/files/',
    'Disallow: /api/',
    'Allow: /',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');

/** `GET /robots.txt`. */
export function robotsRoutes(config: BffConfig): Router {
  const router = express.Router();
  router.get('/robots.txt', (req, res) => {
    res
      .set('cache-control', ROBOTS_CACHE_CONTROL)
      .set('content-type', 'text/plain; charset=utf-8')
      .send(robotsText(siteOrigin(req, config.publicOrigin)));
  });
  return router;
}
