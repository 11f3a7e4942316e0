import path from 'node:path';
import { readFile, stat } from 'node:fs/promises';
import type { Request, RequestHandler, Response } from 'express';
import {
  AGENCY,
  articleMeta,
  developmentMeta,
  pageMeta,
  propertyMeta,
  type DetailMeta,
} from '@reedmere/agency';
import {
  canonicalPath,
  fingerprint,
  normalizePagePath,
  registryVersion,
  resolveRoute,
  type Development,
  type NewsArticle,
  type Property,
  type RemoteRegistry,
  type RouteMatch,
  type SeoPage,
} from '@reedmere/contracts';
import {
  createServiceClient,
  type Logger,
  type RequestOptions,
  type ServiceClient,
} from '@reedmere/service-kit';
import { escapeHtml } from '../escape-html';
import type { BffConfig, ServiceName } from '../config';
import { NO_STORE } from '../no-store';
import type { RemoteRegistrySource } from '../remote-registry';
import { requestIdOf } from '../service-call';
import { parseTemplate, renderPage, type PageTemplate } from './page-head';
import type { DataVersion } from './data-version';
import { requestRender, ROOT_ELEMENT, type RenderedBody } from './server-render';
import { createUpstreamTemplateSource } from './upstream-template';

export interface SiteCspOptions {
  /** Behind a trusted TLS proxy in production. */
  upgradeInsecure?: boolean;
  /** Other origins the registry loads remotes from (manifests, scripts, images and fonts). */
  remoteOrigins?: readonly string[];
}

/**
 * The policy of every page of the site: the shell and the remotes run from this origin and from
 * the origins the registry names (a remote's imported images and fonts are files under its own
 * public path, so those origins serve them too); emotion (MUI) injects <style> elements, hence
 * 'unsafe-inline' for styles and nothing else.
 */
export function siteCsp({
  upgradeInsecure = false,
  remoteOrigins = [],
}: SiteCspOptions = {}): string {
  const sources = ["'self'", ...remoteOrigins].join(' ');
  const remotes = remoteOrigins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `script-src ${sources}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${remotes}`,
    `font-src 'self' data:${remotes}`,
    `connect-src ${sources}`,
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(upgradeInsecure ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

// What a CSP source may be: scheme, host (or bracketed IPv6) and port, nothing that could end the
// directive (a URL's host may legally hold `;` or `'`).
const ORIGIN_SOURCE = /^https?:\/\/(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

const originOf = (url: string, base?: string): string | undefined => {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The origins, other than the site's, that the registry's manifest URLs point at (sorted, each
 * once). Same-origin paths add nothing; a protocol-relative URL takes the site's scheme.
 */
export function remoteOriginsOf(registry: RemoteRegistry | undefined, site: string): string[] {
  const own = originOf(site);
  const scheme = own?.startsWith('https:') ? 'https:' : 'http:';
  // A placeholder base tells paths (same origin, whatever the site's host) from absolute URLs.
  const base = `${scheme}//site.invalid`;
  const origins = new Set<string>();
  for (const url of Object.values(registry ?? {})) {
    const origin = originOf(url, base);
    if (!origin || origin === base || origin === own || !ORIGIN_SOURCE.test(origin)) continue;
    origins.add(origin);
  }
  return [...origins].sort();
}

/** The site's own origin: PUBLIC_ORIGIN, else the request's (its scheme per the trusted proxy). */
export const siteOrigin = (req: Request, publicOrigin: string | undefined): string =>
  publicOrigin ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;

/** For an answer whose URLs are on PUBLIC_ORIGIN: any cache may keep it for an hour. */
export const PUBLIC_ORIGIN_CACHE_CONTROL = 'public, max-age=3600';
/** For an answer whose URLs echo the request's Host: only the asker's own cache may keep it. */
export const REQUEST_ORIGIN_CACHE_CONTROL = 'private, max-age=3600';

/**
 * The caching of an answer that spells absolute URLs with siteOrigin. Without PUBLIC_ORIGIN those
 * URLs come from the Host header, which anyone can set: a shared cache keeping them would serve
 * one caller's host to everybody.
 */
export function setOriginCaching(res: Response, publicOrigin: string | undefined): void {
  if (publicOrigin) {
    res.set('cache-control', PUBLIC_ORIGIN_CACHE_CONTROL);
    return;
  }
  res.set('cache-control', REQUEST_ORIGIN_CACHE_CONTROL).vary('host');
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

/**
 * The admin panel's pages, known or not: a shared computer's browser must not keep them (its
 * back button would show the panel after sign-out), so they are never stored, unlike the public
 * pages, which browsers keep and revalidate.
 */
const ADMIN_PAGE = /^\/admin(?:\/|$)/i;
const PUBLIC_PAGE_CACHE_CONTROL = 'no-cache';

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

/** The shell build a template belongs to: the fingerprint of its index.html. */
const shellVersions = new WeakMap<PageTemplate, string>();
function shellVersionOf(template: PageTemplate): string {
  let version = shellVersions.get(template);
  if (!version) {
    version = fingerprint(template.before + template.after);
    shellVersions.set(template, version);
  }
  return version;
}

export interface PageOptions {
  config: BffConfig;
  logger: Logger;
  /** The remote registry: the origins it names join the pages' CSP. */
  registry: RemoteRegistrySource;
  /** The version of the public data, so the renderer may serve a page it rendered before. */
  dataVersion: DataVersion;
}

/**
 * Page requests: the shell's index.html with the page's title, meta and Open Graph tags already
 * in it (from the content service's SEO record, fallbacks otherwise), 200 for a route of the
 * table and 404 for anything else (the shell renders its 404 page). The SEO lookup waits at most
 * `seoLookupTimeoutMs`; when content does not answer the page is served with the fallbacks.
 */
export function pageRoutes({ config, logger, registry, dataVersion }: PageOptions): RequestHandler {
  const templates = config.shellUpstream
    ? createUpstreamTemplateSource({
        url: `${config.shellUpstream}/index.html`,
        logger,
        timeoutMs: config.upstreamTimeoutMs,
      })
    : createTemplateSource(path.join(config.siteDir, 'index.html'), logger);
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
  const upgradeInsecure = config.production && config.trustProxy;

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

  /** The headers of every page. */
  const pageHeaders = (res: Response, csp: string, status: number, cacheControl: string) =>
    res
      .status(status)
      .set('content-security-policy', csp)
      .set('x-frame-options', 'DENY')
      .set('cache-control', cacheControl)
      .vary('accept')
      .type('html');

  const send = (res: Response, csp: string, status: number, html: string, cacheControl: string) => {
    pageHeaders(res, csp, status, cacheControl).send(html);
  };

  /** The page with the renderer's body in the shell's root element, streamed as it comes. */
  const sendRendered = (
    res: Response,
    csp: string,
    html: string,
    rendered: RenderedBody,
    cacheControl: string,
  ): boolean => {
    const at = html.indexOf(ROOT_ELEMENT);
    if (at < 0) {
      rendered.body.resume();
      return false;
    }
    pageHeaders(res, csp, rendered.status, cacheControl);
    res.write(html.slice(0, at));
    const rest = html.slice(at + ROOT_ELEMENT.length);
    rendered.body.pipe(res, { end: false });
    rendered.body.on('end', () => res.end(rest));
    // A visitor who leaves stops the render's stream too.
    res.on('close', () => rendered.body.destroy());
    rendered.body.on('error', (error) => {
      logger.warn('server-rendered page cut short', { message: error.message });
      res.end(rest);
    });
    return true;
  };

  return async (req, res, next) => {
    if (!isPageRequest(req)) return next();
    const origin = siteOrigin(req, config.publicOrigin);
    const match = resolveRoute(req.path);
    // The registry is re-read when its file changes, so the policy (and the renderer) follow a
    // redeployed remote.
    const [remotes, template] = await Promise.all([registry.current(), templates.current()]);
    // The admin panel is never rendered on the server; HEAD needs no body; without a shell build
    // there is nothing to render.
    const rendering =
      config.rendererUrl && template && req.method === 'GET' && match.owner !== 'mfe-admin'
        ? requestRender({
            rendererUrl: config.rendererUrl,
            url: req.originalUrl,
            origin,
            registryVersion: remotes ? registryVersion(remotes) : undefined,
            shellVersion: shellVersionOf(template),
            dataVersion: dataVersion.current(),
            requestId: requestIdOf(req),
            budgetMs: config.renderBudgetMs,
            logger,
          })
        : Promise.resolve(undefined);
    const csp = siteCsp({ upgradeInsecure, remoteOrigins: remoteOriginsOf(remotes, origin) });
    if (!template) {
      res.set('retry-after', '30');
      send(res, csp, 503, renderBuildingPage(), NO_STORE);
      return;
    }
    const cacheControl = ADMIN_PAGE.test(req.path) ? NO_STORE : PUBLIC_PAGE_CACHE_CONTROL;
    const notFoundMeta = () => pageMeta('404', undefined, origin, req.path);
    if (match.screen === '404') {
      const rendered = await rendering;
      const html = renderPage(template, notFoundMeta());
      if (rendered && sendRendered(res, csp, html, rendered, cacheControl)) return;
      send(res, csp, 404, html, cacheControl);
      return;
    }
    const canonical = canonicalPath(match) ?? '/';
    const [record, detail, rendered] = await Promise.all([
      lookUp<SeoPage>(req, clients.content, '/seo-pages/by-path', {
        path: normalizePagePath(canonical),
      }),
      detailOf(req, match),
      rendering,
    ]);
    // A page about a record that does not exist is the not-found page, with its tags.
    const meta =
      rendered?.status === 404
        ? notFoundMeta()
        : pageMeta(match.screen, record, origin, canonical, detail);
    const html = renderPage(template, meta);
    if (rendered && sendRendered(res, csp, html, rendered, cacheControl)) return;
    send(res, csp, 200, html, cacheControl);
  };
}
