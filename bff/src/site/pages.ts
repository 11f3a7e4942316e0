import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import { detailPageOf, pageMeta, type DetailMeta } from '@reedmere/agency';
import {
  canonicalPath,
  fingerprint,
  isAdminPath,
  normalizePagePath,
  registryVersion,
  resolveRoute,
  type RouteMatch,
  type SeoPage,
} from '@reedmere/contracts';
import {
  countAsRoute,
  createServiceClient,
  type Logger,
  type RequestOptions,
  type ServiceClient,
} from '@reedmere/service-kit';
import type { BffConfig, ServiceName } from '../config';
import { NO_STORE } from '../no-store';
import type { RemoteRegistrySource } from '../remote-registry';
import { buildsForVisitor } from '../releases/visitor-registry';
import { requestIdOf } from '../service-call';
import { renderPage, type PageTemplate } from './page-head';
import { renderBuildingPage } from './building-page';
import { isPageRequest } from './page-request';
import { remoteOriginsOf, siteCsp } from './site-csp';
import { siteOrigin } from './site-origin';
import { createTemplateSource } from './template-source';
import type { DataVersion } from './data-version';
import { placeRenderedBody, requestRender, ROOT_ELEMENT, type RenderedBody } from './server-render';
import { createUpstreamTemplateSource } from './upstream-template';

/**
 * The admin panel's pages, known or not: a shared computer's browser must not keep them (its
 * back button would show the panel after sign-out), so they are never stored, unlike the public
 * pages, which browsers keep and revalidate.
 */
const PUBLIC_PAGE_CACHE_CONTROL = 'no-cache';
/** A rendered body beyond this is not a page of this site (the largest is about 200 KB). */
const MAX_RENDERED_BODY_BYTES = 8 * 1024 * 1024;

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
/** A page's record that its service says is not there. */
const MISSING = Symbol('missing');

/** A detail page's tags from its record, or why there are none. */
function described<T>(
  record: T | typeof MISSING | undefined,
  describe: (found: T) => DetailMeta,
): DetailMeta | typeof MISSING | undefined {
  if (record === MISSING || record === undefined) return record as typeof MISSING | undefined;
  return describe(record as T);
}

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

  /**
   * A record for the page's tags: the record, MISSING when its service says there is no such
   * record (404, or 400 for an id that cannot be one), undefined when the service does not answer.
   */
  async function lookUp<T>(
    req: Request,
    client: ServiceClient,
    servicePath: string,
    query: RequestOptions['query'],
  ): Promise<T | typeof MISSING | undefined> {
    try {
      const answer = await client.request<T>('GET', servicePath, {
        query,
        requestId: requestIdOf(req),
      });
      if (answer.status === 200 && answer.body && typeof answer.body === 'object') {
        return answer.body;
      }
      if (answer.status === 404 || answer.status === 400) return MISSING;
      logger.warn('page meta lookup failed; serving fallbacks', {
        service: client.name,
        status: answer.status,
      });
    } catch (error) {
      logger.warn('page meta lookup failed; serving fallbacks', {
        service: client.name,
        message: (error as Error).message,
      });
    }
    return undefined;
  }

  /**
   * The detail pages describe their own record (title, text, first image); MISSING when the
   * record is not there for the public (unknown, hidden, a draft).
   */
  async function detailOf(
    req: Request,
    match: RouteMatch,
  ): Promise<DetailMeta | typeof MISSING | undefined> {
    const page = detailPageOf(match);
    if (!page) return undefined;
    const record = await lookUp<unknown>(
      req,
      clients[page.service],
      page.servicePath(match.params),
      page.serviceQuery ?? {},
    );
    return described(record, page.describe);
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

  /**
   * The page with the renderer's body in the shell's root element; undefined when that body does
   * not arrive whole. The renderer answers once the whole page is rendered, so nothing is gained
   * by streaming it on, and a whole page gets an ETag: a browser revalidating it gets a 304.
   */
  const withRenderedBody = async (
    res: Response,
    html: string,
    rendered: RenderedBody,
  ): Promise<string | undefined> => {
    const at = html.indexOf(ROOT_ELEMENT);
    // A visitor who leaves stops the render's stream too.
    const stop = () => rendered.body.destroy();
    res.on('close', stop);
    try {
      // One who left while the page's other reads were on their way has closed already.
      if (at < 0 || res.destroyed) return undefined;
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of rendered.body as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > MAX_RENDERED_BODY_BYTES) throw new Error('the rendered body is too large');
        chunks.push(chunk);
      }
      return placeRenderedBody(html, at, Buffer.concat(chunks).toString('utf8'));
    } catch (error) {
      if (!res.destroyed) {
        logger.warn('server-rendered page cut short', { message: (error as Error).message });
      }
      return undefined;
    } finally {
      res.off('close', stop);
      rendered.body.destroy();
    }
  };

  return async (req, res, next) => {
    if (!isPageRequest(req)) return next();
    const origin = siteOrigin(req, config.publicOrigin);
    const match = resolveRoute(req.path);
    // In the request metrics by screen (`page:property-detail`), a label per route of the site.
    countAsRoute(res, `page:${match.screen}`);
    // The registry is re-read when its file changes, so the policy (and the renderer) follow a
    // redeployed remote.
    const [releases, template] = await Promise.all([registry.current(), templates.current()]);
    // The builds this visitor gets: the stable ones, or a canary's for those of its share.
    const builds = releases && buildsForVisitor(req, res, releases, config.production);
    const remotes = builds?.registry;
    // The admin panel is never rendered on the server; without a shell build there is nothing to
    // render. HEAD needs no body, so nothing is rendered for it.
    const rendererUrl = match.owner === 'mfe-admin' ? undefined : config.rendererUrl;
    const renderedOnServer = rendererUrl !== undefined && template !== undefined;
    const rendering =
      rendererUrl && template && req.method === 'GET'
        ? requestRender({
            rendererUrl,
            url: req.originalUrl,
            origin,
            registryVersion: remotes ? registryVersion(remotes) : undefined,
            // A visitor given a canary: the renderer renders from these builds, not its own.
            visitorRegistry: builds?.withCanary ? builds.registry : undefined,
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
    const cacheControl = isAdminPath(req.path) ? NO_STORE : PUBLIC_PAGE_CACHE_CONTROL;
    // HEAD describes the page GET would serve, which is rendered for GET alone: its length and
    // ETag are not known, so HEAD states none rather than those of the bare template.
    const answer = (...args: Parameters<typeof send>) => {
      // The visitor left while the page was being rendered.
      if (res.destroyed) return;
      if (req.method === 'HEAD' && renderedOnServer) {
        pageHeaders(args[0], args[1], args[2], args[4]).end();
      } else {
        send(...args);
      }
    };
    const notFoundMeta = () => pageMeta('404', undefined, origin, req.path);
    if (match.screen === '404') {
      const rendered = await rendering;
      const html = renderPage(template, notFoundMeta());
      const whole = rendered && (await withRenderedBody(res, html, rendered));
      answer(res, csp, 404, whole || html, cacheControl);
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
    // A page about a record that is not there is the not-found page, with its tags and its 404,
    // whether the renderer said so or, when it did not answer in time, the record's service.
    const missing = rendered?.status === 404 || (rendered === undefined && detail === MISSING);
    const meta = missing
      ? notFoundMeta()
      : pageMeta(
          match.screen,
          record === MISSING ? undefined : record,
          origin,
          canonical,
          detail === MISSING ? undefined : detail,
        );
    const html = renderPage(template, meta);
    const whole = rendered && (await withRenderedBody(res, html, rendered));
    answer(res, csp, missing ? 404 : 200, whole || html, cacheControl);
  };
}
