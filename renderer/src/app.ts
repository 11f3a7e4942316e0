import express, { type Express } from 'express';
import { requestLog, type Logger } from '@reedmere/service-kit';
import { REGISTRY_VERSION_HEADER } from '@reedmere/contracts';
import type { Federation } from './federation';
import type { PageDataOptions } from './page-data';
import { renderPage } from './render-page';

/** The header the BFF names the page's public origin in (for the page's absolute links). */
export const SITE_ORIGIN_HEADER = 'x-site-origin';
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$|^https?:\/\/\[[0-9a-f:.]+\](?::\d{1,5})?$/i;

/** The registry as the renderer last read it, and a way to read it again. */
export interface RegistryReader {
  seen(): string | undefined;
  sync(): Promise<boolean>;
}

export interface RendererAppOptions {
  federation: Federation;
  registry: RegistryReader;
  data: PageDataOptions;
  renderTimeoutMs: number;
  logger: Logger;
}

/**
 * `GET /health`, and `GET <any page path>`: the page's body (`<div id="root">` and its payload)
 * with 200 or 404. 500 when it cannot be rendered: the BFF then serves the page without it.
 */
export function createRendererApp(options: RendererAppOptions): Express {
  const { federation, logger } = options;
  const app = express();
  app.disable('x-powered-by');
  app.use(requestLog(logger));
  app.get('/health', (_req, res) => {
    res.json({ status: 'ok', remotes: Object.keys(federation.current()) });
  });
  app.get(/.*/, async (req, res) => {
    const url = new URL(req.originalUrl, 'http://renderer.invalid');
    const claimed = req.get(SITE_ORIGIN_HEADER) ?? '';
    // The site serves a registry this process has not read yet: read it before rendering, so the
    // page uses the remote versions the browser will load.
    const served = req.get(REGISTRY_VERSION_HEADER);
    if (served && served !== options.registry.seen()) await options.registry.sync();
    try {
      const page = await renderPage(
        { pathname: url.pathname, search: url.search },
        {
          federation,
          data: options.data,
          logger,
          origin: ORIGIN.test(claimed) ? claimed : '',
          timeoutMs: options.renderTimeoutMs,
        },
      );
      res.status(page.status).type('html').set('cache-control', 'no-store');
      page.pipe(res);
    } catch (error) {
      logger.error('page not rendered', { path: url.pathname, message: (error as Error).message });
      res.status(500).type('text').send('The page could not be rendered.');
    }
  });
  app.use((_req, res) => {
    res.status(405).type('text').send('Only GET is served.');
  });
  return app;
}
