import express, { type Router } from 'express';
import type { BffConfig } from '../config';
import { setOriginCaching, siteOrigin } from './site-origin';

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

/** `GET /robots.txt`; cached by shared caches only when PUBLIC_ORIGIN is set (setOriginCaching). */
export function robotsRoutes(config: BffConfig): Router {
  const router = express.Router();
  router.get('/robots.txt', (req, res) => {
    setOriginCaching(res, config.publicOrigin);
    res
      .set('content-type', 'text/plain; charset=utf-8')
      .send(robotsText(siteOrigin(req, config.publicOrigin)));
  });
  return router;
}

/** The admin site is nobody's search result: `GET /robots.txt` there keeps every crawler out. */
export function adminRobotsRoutes(): Router {
  const router = express.Router();
  router.get('/robots.txt', (_req, res) => {
    res
      .set('cache-control', 'public, max-age=3600')
      .set('content-type', 'text/plain; charset=utf-8')
      .send('User-agent: *\nDisallow: /\n');
  });
  return router;
}
