import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import createCache, { type EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import {
  localeDataModulesOf,
  remoteInComponentStack,
  RENDERED_HEAD_END,
  resolveRoute,
  scriptSafeJson,
  SERVER_PAYLOAD_ELEMENT_ID,
  staticModulesOf,
  type PageDataRequest,
  type PageLoader,
  type PageLocation,
  type RemoteRegistry,
  type ServerData,
  type ServerPagePayload,
} from '@reedmere/contracts';
import { REQUEST_ORIGIN_SLOT } from '@reedmere/web-kit/site-origin';
import type { Logger } from '@reedmere/service-kit';
import type { Federation } from './federation';
import { hoistLeadingLinks } from './hoisted-links';
import { loadPageData, type PageDataOptions } from './page-data';
import { remoteOfModule, remoteRendersOf, type RemoteRender } from './remote-renders';

/** What the shell's server build (`shell/server`) exposes. */
export interface ShellServer {
  remoteModulesFor(pathname: string): string[];
  shellDataRequests(location: PageLocation): PageDataRequest[];
  renderPage(options: {
    location: PageLocation;
    modules: Record<string, unknown>;
    serverData: ServerData;
    styleCache?: EmotionCache;
  }): ReactElement;
}

interface RemoteModule {
  default: unknown;
  loader?: PageLoader;
}

export interface RenderedPage {
  status: 200 | 404;
  /**
   * The links React wrote ahead of the markup and the page's style elements, RENDERED_HEAD_END,
   * then `<div id="root">…</div>` and the page's payload script.
   */
  html: string;
  /**
   * Every read answered, every module loaded and rendered: the page is what any visitor gets
   * for the same data (one with a failed part is never kept for another visitor).
   */
  complete: boolean;
}

/** The page origin remote code asks for (absolute links) while it renders. */
const requestOrigin = new AsyncLocalStorage<string>();
(globalThis as Record<symbol, unknown>)[REQUEST_ORIGIN_SLOT] = () => requestOrigin.getStore() ?? '';

export interface RenderOptions {
  federation: Federation;
  data: PageDataOptions;
  logger: Logger;
  /** The page's public origin, for its absolute links. */
  origin: string;
  /** How long rendering may take before the page is given up (the BFF then serves its own). */
  timeoutMs: number;
  /**
   * The registry the browser is told to load from: the federation's unless given (a visitor's
   * own builds, including one that did not load here and is left to the browser).
   */
  registry?: RemoteRegistry;
  /** Told how each remote of the page went, once it is rendered (the render metrics). */
  onRemoteRenders?: (renders: RemoteRender[]) => void;
}

/**
 * One page: the shell says which remote modules it is made of, their loaders say what it reads,
 * the reads are made, and the whole page is rendered once everything is ready (a page a crawler
 * reads without JavaScript is complete). A remote module that fails to load is left to the
 * browser: its section renders its fallback on the server and itself in the browser.
 */
export async function renderPage(
  location: PageLocation,
  options: RenderOptions,
): Promise<RenderedPage> {
  const { federation, logger } = options;
  const started = performance.now();
  const registry = options.registry ?? federation.current();
  /** The remotes that failed here and are left to the browser. */
  const failed = new Set<string>();
  const shell = await federation.load<ShellServer>('shell/server');
  const ids = shell.remoteModulesFor(location.pathname);
  const settled = await Promise.allSettled(ids.map((id) => federation.load<RemoteModule>(id)));
  const modules: Record<string, RemoteModule> = {};
  settled.forEach((result, index) => {
    const id = ids[index]!;
    if (result.status === 'fulfilled') {
      modules[id] = result.value;
      return;
    }
    // Its section throws in the render as well (the shell leaves it to the browser): one failure.
    failed.add(remoteOfModule(id));
    logger.warn('remote module not rendered on the server', {
      id,
      message: String(result.reason),
    });
  });
  const requests = [
    ...shell.shellDataRequests(location),
    ...Object.values(modules).flatMap((module) => module.loader?.(location) ?? []),
  ];
  const { status: dataStatus, keep, ...serverData } = await loadPageData(requests, options.data);
  const status = resolveRoute(location.pathname).screen === '404' ? 404 : dataStatus;
  const payload: ServerPagePayload = {
    ...serverData,
    registry,
    modules: Object.keys(modules),
    staticModules: staticModulesOf(modules),
    localeDataModules: localeDataModulesOf(modules),
  };
  // The page's styles are collected and written once, for the page's head: a handful of style
  // elements, not one per component, which emotion in the browser finds there and keeps.
  const styleCache = createCache({ key: 'css' });
  const styles = createEmotionServer(styleCache);
  const element = shell.renderPage({ location, modules, serverData, styleCache });

  const body = await requestOrigin.run(options.origin, () =>
    renderWhole(element, options, logger, (remote) => failed.add(remote)),
  );
  const { head: links, body: rendered } = hoistLeadingLinks(body.html);
  const { html: markup, ...collected } = styles.extractCriticalToChunks(rendered);
  // A page drawn in plain markup has no styles of emotion's: no empty style element either.
  const styleTags = collected.styles.some(({ css }) => css !== '')
    ? styles.constructStyleTagsFromChunks({ html: markup, ...collected })
    : '';
  options.onRemoteRenders?.(
    remoteRendersOf({
      moduleIds: ids,
      seconds: (performance.now() - started) / 1000,
      failed,
      // The visitor's builds when given (one that did not load here is not in force); otherwise
      // where the federation loads the remote from.
      manifestOf: (remote) => options.registry?.[remote] ?? federation.loadedFrom(remote),
    }),
  );
  return {
    status,
    html: `${links}${styleTags}${RENDERED_HEAD_END}<div id="root">${markup}</div>\n<script type="application/json" id="${SERVER_PAYLOAD_ELEMENT_ID}">${scriptSafeJson(payload)}</script>`,
    complete:
      keep &&
      !body.failed &&
      Object.keys(serverData.errors).length === 0 &&
      Object.keys(modules).length === ids.length,
  };
}

/**
 * The HTML of the element once every part of it is ready, and whether a part failed (and was
 * left to the browser, `sectionFailed` told which remote's section it was); rejects if the page
 * cannot render at all.
 */
function renderWhole(
  element: ReactElement,
  options: RenderOptions,
  logger: Logger,
  sectionFailed: (remote: string) => void,
): Promise<{ html: string; failed: boolean }> {
  return new Promise((resolve, reject) => {
    let failed = false;
    const chunks: Buffer[] = [];
    const collector = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve({ html: Buffer.concat(chunks).toString('utf8'), failed });
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every boundary inline, however large: the page needs no script to show its content.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(timer);
        stream.pipe(collector);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error, errorInfo) {
        // A section that throws renders its fallback here and itself in the browser.
        failed = true;
        const remote = remoteInComponentStack(errorInfo.componentStack);
        if (remote) sectionFailed(remote);
        logger.warn('part of a page failed to render on the server', {
          message: error instanceof Error ? error.message : String(error),
          ...(remote ? { remote } : {}),
        });
      },
    });
    const timer = setTimeout(() => {
      stream.abort(new Error('rendering took too long'));
      reject(new Error('rendering took too long'));
    }, options.timeoutMs);
  });
}
