import express, { type Express } from 'express';
import {
  decodeVisitorRegistry,
  recordRequests,
  refuseOddRequestTargets,
  requestLog,
  type Logger,
  type ProcessMetrics,
} from '@reedmere/service-kit';
import {
  DATA_VERSION_HEADER,
  REGISTRY_VERSION_HEADER,
  registryVersion,
  SHELL_VERSION_HEADER,
  SITE_ORIGIN_HEADER,
  ukDateIso,
  VISITOR_REGISTRY_HEADER,
} from '@reedmere/contracts';
import type { Federation } from './federation';
import type { PageDataOptions } from './page-data';
import { pageKey, type PageCache } from './page-cache';
import type { RemoteRenderRecorder } from './remote-render-metrics';
import { renderPage, type RenderedPage } from './render-page';
import type { VariantRenderers } from './variant-renderers';

/** A claimed origin goes into the page's absolute links only if it is one: scheme://host[:port]. */
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$|^https?:\/\/\[[0-9a-f:.]+\](?::\d{1,5})?$/i;

/** The registry as the renderer last read it, and a way to read it again. */
export interface RegistryReader {
  seen(): string | undefined;
  sync(): Promise<boolean>;
}

/** Whether the page came from the cache (`hit`) or was rendered for this request (`miss`). */
export const RENDER_CACHE_HEADER = 'x-render-cache';

export interface RendererAppOptions {
  federation: Federation;
  registry: RegistryReader;
  /** Whether the renderer has loaded the site's code (every process of it). */
  ready: () => boolean;
  cache: PageCache;
  data: PageDataOptions;
  renderTimeoutMs: number;
  logger: Logger;
  /** The pages of visitors given a canary, rendered from their own builds. */
  variants: Pick<VariantRenderers, 'render'>;
  /** The process's metrics, recording each request; none recorded when not given. */
  metrics?: ProcessMetrics;
  /** Records how each remote went in the pages rendered here; nothing when not given. */
  onRemoteRenders?: RemoteRenderRecorder;
}

/**
 * `GET /health`, `GET /ready`, and `GET <any page path>`: the page's body (`<div id="root">` and its payload)
 * with 200 or 404. 500 when it cannot be rendered: the BFF then serves the page without it.
 */
export function createRendererApp(options: RendererAppOptions): Express {
  const { federation, logger } = options;
  const app = express();
  app.disable('x-powered-by');
  // Served on the metrics port only (see serveRenderer and the primary's).
  if (options.metrics) app.use(recordRequests(options.metrics));
  app.use(requestLog(logger));
  app.use(refuseOddRequestTargets);
  app.get('/health', (_req, res) => {
    res.json({ status: 'ok', remotes: Object.keys(federation.current()) });
  });
  // The site counts as started only once its pages come rendered with their remotes.
  app.get('/ready', (_req, res) => {
    const ready = options.ready();
    res.status(ready ? 200 : 503).json({ status: ready ? 'ok' : 'starting' });
  });
  app.get(/.*/, async (req, res) => {
    const url = new URL(req.originalUrl, 'http://renderer.invalid');
    const location = { pathname: url.pathname, search: url.search };
    const claimed = req.get(SITE_ORIGIN_HEADER) ?? '';
    const origin = ORIGIN.test(claimed) ? claimed : '';
    const shellVersion = req.get(SHELL_VERSION_HEADER);
    const keyFor = (version: string | undefined) =>
      pageKey({
        url: req.originalUrl,
        origin,
        registryVersion: version,
        shellVersion,
        dataVersion: req.get(DATA_VERSION_HEADER),
        day: ukDateIso(),
      });

    let key: string | undefined;
    let render: () => Promise<RenderedPage>;
    const visitorHeader = req.get(VISITOR_REGISTRY_HEADER);
    if (visitorHeader !== undefined) {
      // A visitor given a canary: their page comes from their own builds, in a thread of its own.
      const visitorRegistry = decodeVisitorRegistry(visitorHeader);
      if (!visitorRegistry) {
        res.status(400).type('text').send('The visitor registry is not a registry.');
        return;
      }
      key = keyFor(registryVersion(visitorRegistry));
      render = () => options.variants.render(visitorRegistry, { location, origin, shellVersion });
    } else {
      // The site serves a registry this process has not read yet: read it before rendering, so
      // the page uses the remote versions the browser will load.
      const served = req.get(REGISTRY_VERSION_HEADER);
      if (served && served !== options.registry.seen()) await options.registry.sync();
      if (shellVersion) federation.useShell(shellVersion);
      // Kept only when rendered from the very registry the site serves.
      key = served === options.registry.seen() ? keyFor(served) : undefined;
      render = () =>
        renderPage(location, {
          federation,
          data: options.data,
          logger,
          origin,
          timeoutMs: options.renderTimeoutMs,
          onRemoteRenders: options.onRemoteRenders,
        });
    }

    const send = (page: RenderedPage, cache: 'hit' | 'miss') => {
      res
        .status(page.status)
        .type('html')
        .set('cache-control', 'no-store')
        .set(RENDER_CACHE_HEADER, cache)
        .send(page.html);
    };
    const kept = key ? options.cache.get(key) : undefined;
    if (kept) return send(kept, 'hit');
    try {
      const page = await render();
      if (key) options.cache.set(key, page);
      send(page, 'miss');
    } catch (error) {
      logger.error('page not rendered', {
        path: url.pathname,
        message: (error as Error).message,
        ...(visitorHeader !== undefined ? { variant: true } : {}),
      });
      res.status(500).type('text').send('The page could not be rendered.');
    }
  });
  app.use((_req, res) => {
    res.status(405).type('text').send('Only GET is served.');
  });
  return app;
}
