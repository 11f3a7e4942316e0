import path from 'node:path';
import { readFile, stat } from 'node:fs/promises';
import type { Request, RequestHandler, Response } from 'express';
import { AGENCY } from '@reedmere/agency';
import {
  normalizePagePath,
  resolveRoute,
  ROUTES,
  type Development,
  type NewsArticle,
  type Property,
  type RouteMatch,
  type SeoPage,
} from '@reedmere/contracts';
import {
  createServiceClient,
  type Logger,
  type RequestOptions,
  type ServiceClient,
} from '@reedmere/service-kit';
import { escapeHtml } from '../auth/login-page';
import type { BffConfig, ServiceName } from '../config';
import { requestIdOf } from '../service-call';
import {
  articleMeta,
  developmentMeta,
  pageMeta,
  parseTemplate,
  propertyMeta,
  renderPage,
  type DetailMeta,
  type PageTemplate,
} from './page-head';

/**
 * The policy of every page of the site: the shell and the remotes run from this origin only;
 * emotion (MUI) injects <style> elements, hence 'unsafe-inline' for styles and nothing else.
 */
export function siteCsp(upgradeInsecure: boolean): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(upgradeInsecure ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

export const BUILDING_TITLE = 'The site is being built';

/** The answer to a page request while the shell has no build (the API works meanwhile). */
export function renderBuildingPage(): string {
  const agency = escapeHtml(AGENCY.name);
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${BUILDING_TITLE} - ${agency}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1c2430}</style>
</head>
<body>
<main>
<h1>${BUILDING_TITLE}</h1>
<p>The ${agency} website has not been built yet. Run <code>npm run build</code>, then reload this page.</p>
</main>
</body>
</html>
`;
}

/** A navigation: GET/HEAD for an HTML document, outside /api and /remotes, no file extension. */
export function isPageRequest(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (/^\/(?:api|remotes)(?:\/|$)/i.test(req.path)) return false;
  const last = req.path.split('/').pop() ?? '';
  if (path.extname(last) !== '') return false;
  // Browsers ask for text/html; crawlers and simple clients often send */* (or nothing).
  return req.accepts('html') === 'html';
}

/** The shell's index.html, parsed once and again whenever its modification time or size changes. */
export interface TemplateSource {
  current(): Promise<PageTemplate | undefined>;
}

export function createTemplateSource(file: string, logger: Logger): TemplateSource {
  let seen: string | undefined;
  let template: PageTemplate | undefined;
  return {
    async current() {
      let version: string;
      try {
        const info = await stat(file);
        if (!info.isFile()) throw new Error('not a file');
        version = `${info.mtimeMs}:${info.size}`;
      } catch {
        if (seen !== 'missing') logger.warn('site template missing', { file });
        seen = 'missing';
        template = undefined;
        return undefined;
      }
      if (version === seen && template) return template;
      try {
        template = parseTemplate(await readFile(file, 'utf8'));
        seen = version;
        logger.info('site template loaded', { file });
      } catch (error) {
        logger.error('site template unreadable', { file, message: (error as Error).message });
        template = undefined;
        seen = undefined;
      }
      return template;
    },
  };
}

/** The canonical path of a matched route: the table's own spelling, the parameters as given. */
function canonicalPathOf(match: RouteMatch): string {
  const route = ROUTES.find((r) => r.screen === match.screen);
  if (!route) return '/';
  return route.path.replace(/:([A-Za-z]+)/g, (_m, name: string) =>
    encodeURIComponent(match.params[name] ?? ''),
  );
}

export interface PageOptions {
  config: BffConfig;
  logger: Logger;
}

/**
 * Page requests: the shell's index.html with the page's title, meta and Open Graph tags already
 * in it (from the content service's SEO record, fallbacks otherwise), 200 for a route of the
 * table and 404 for anything else (the shell renders its 404 page). The SEO lookup waits at most
 * `seoLookupTimeoutMs`; when content does not answer the page is served with the fallbacks.
 */
export function pageRoutes({ config, logger }: PageOptions): RequestHandler {
  const templates = createTemplateSource(path.join(config.siteDir, 'index.html'), logger);
  // Own clients with the short timeout: a page never waits the API's 2 s for its tags.
  const quick = (name: ServiceName) =>
    createServiceClient({
      name,
      baseUrl: config.serviceUrls[name],
      token: config.serviceToken,
      timeoutMs: config.seoLookupTimeoutMs,
    });
  const clients = {
    content: quick('content'),
    listings: quick('listings'),
    developments: quick('developments'),
    news: quick('news'),
  };
  const csp = siteCsp(config.production && config.trustProxy);

  /** A record for the page's tags; undefined when there is none or its service does not answer. */
  async function lookUp<T>(
    req: Request,
    client: ServiceClient,
    servicePath: string,
    query: RequestOptions['query'],
  ): Promise<T | undefined> {
    try {
      const answer = await client.request<T>('GET', servicePath, {
        query,
        requestId: requestIdOf(req),
      });
      if (answer.status === 200 && answer.body && typeof answer.body === 'object') {
        return answer.body;
      }
      // 404 (no such record) and 400 (not a valid id) just mean the fallbacks.
      if (answer.status !== 404 && answer.status !== 400) {
        logger.warn('page meta lookup failed; serving fallbacks', {
          service: client.name,
          status: answer.status,
        });
      }
    } catch (error) {
      logger.warn('page meta lookup failed; serving fallbacks', {
        service: client.name,
        message: (error as Error).message,
      });
    }
    return undefined;
  }

  /** The detail pages describe their own record (title, text, first image). */
  async function detailOf(req: Request, match: RouteMatch): Promise<DetailMeta | undefined> {
    const id = encodeURIComponent(match.params.id ?? '');
    switch (match.screen) {
      case 'property-detail': {
        const p = await lookUp<Property>(req, clients.listings, `/properties/${id}`, {});
        return p && propertyMeta(p);
      }
      case 'development-detail': {
        const d = await lookUp<Development>(req, clients.developments, `/developments/${id}`, {});
        return d && developmentMeta(d);
      }
      case 'news-article': {
        const slug = encodeURIComponent(match.params.slug ?? '');
        const a = await lookUp<NewsArticle>(req, clients.news, `/articles/${slug}`, {
          published: true,
        });
        return a && articleMeta(a);
      }
      default:
        return undefined;
    }
  }

  const send = (res: Response, status: number, html: string, cacheControl = 'no-cache') => {
    res
      .status(status)
      .set('content-security-policy', csp)
      .set('x-frame-options', 'DENY')
      .set('cache-control', cacheControl)
      .vary('accept')
      .type('html')
      .send(html);
  };

  return async (req, res, next) => {
    if (!isPageRequest(req)) return next();
    const template = await templates.current();
    if (!template) {
      res.set('retry-after', '30');
      send(res, 503, renderBuildingPage(), 'no-store');
      return;
    }
    const match = resolveRoute(req.path);
    const origin = config.publicOrigin ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    if (match.screen === '404') {
      send(res, 404, renderPage(template, pageMeta('404', undefined, origin, req.path)));
      return;
    }
    const canonicalPath = canonicalPathOf(match);
    const [record, detail] = await Promise.all([
      lookUp<SeoPage>(req, clients.content, '/seo-pages/by-path', {
        path: normalizePagePath(canonicalPath),
      }),
      detailOf(req, match),
    ]);
    const meta = pageMeta(match.screen, record, origin, canonicalPath, detail);
    send(res, 200, renderPage(template, meta));
  };
}
