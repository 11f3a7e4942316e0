import http, { type IncomingMessage } from 'node:http';
import {
  DATA_VERSION_HEADER,
  REGISTRY_VERSION_HEADER,
  RENDERED_HEAD_END,
  SHELL_VERSION_HEADER,
  SITE_ORIGIN_HEADER,
  VISITOR_REGISTRY_HEADER,
  type RemoteRegistry,
} from '@reedmere/contracts';
import { encodeVisitorRegistry, type Logger } from '@reedmere/service-kit';

/** Where the shell's index.html leaves the page's body. */
export const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The page with the renderer's answer in it: the part for the head (the page's styles) at the
 * end of the head, the root element and payload in place of the empty root at `rootAt`.
 */
export function placeRenderedBody(html: string, rootAt: number, rendered: string): string {
  const split = rendered.indexOf(RENDERED_HEAD_END);
  const head = split < 0 ? '' : rendered.slice(0, split);
  const body = split < 0 ? rendered : rendered.slice(split + RENDERED_HEAD_END.length);
  const headEnd = html.indexOf('</head>');
  const beforeRoot =
    head && headEnd >= 0 && headEnd < rootAt
      ? html.slice(0, headEnd) + head + html.slice(headEnd, rootAt)
      : html.slice(0, rootAt) + head;
  return beforeRoot + body + html.slice(rootAt + ROOT_ELEMENT.length);
}

export interface RenderedBody {
  /** 200, or 404 for a page whose record does not exist. */
  status: 200 | 404;
  /** The page's styles, RENDERED_HEAD_END, then `<div id="root">…</div>` and the page's data. */
  body: IncomingMessage;
}

export interface RenderRequest {
  rendererUrl: string;
  /** The page's path and query. */
  url: string;
  origin: string;
  /** The registry the page is served with (the renderer reads it first if it has not yet). */
  registryVersion?: string;
  /** The builds of a visitor given a canary, which the page is rendered from. */
  visitorRegistry?: RemoteRegistry;
  /** The shell build the page is served with (the renderer loads it if it holds another). */
  shellVersion?: string;
  /** The version of the public data (the renderer may serve a page it rendered for it). */
  dataVersion?: string;
  requestId?: string;
  /** How long the renderer has to start answering. */
  budgetMs: number;
  logger: Logger;
}

/**
 * The renderer's URL for a page: its fixed origin with only the page's path and query copied in.
 * Never resolved against the base, where `//host/…` would replace the renderer's host.
 */
export function rendererTarget(rendererUrl: string, pageUrl: string): URL {
  const target = new URL(rendererUrl);
  const queryAt = pageUrl.indexOf('?');
  target.pathname = queryAt < 0 ? pageUrl : pageUrl.slice(0, queryAt);
  target.search = queryAt < 0 ? '' : pageUrl.slice(queryAt);
  return target;
}

/**
 * Asks the renderer for a page's body. Undefined when it is down, answers anything but 200 or
 * 404, or has not started answering within the budget: the page is then served as the browser
 * renders it, never later than the budget.
 */
export function requestRender(request: RenderRequest): Promise<RenderedBody | undefined> {
  const { logger } = request;
  return new Promise((resolve) => {
    let done = false;
    const finish = (value: RenderedBody | undefined, reason?: string) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      if (reason) logger.warn('page served without server rendering', { reason, url: request.url });
      resolve(value);
    };
    const outgoing = http.get(
      rendererTarget(request.rendererUrl, request.url),
      {
        headers: {
          accept: 'text/html',
          [SITE_ORIGIN_HEADER]: request.origin,
          ...(request.registryVersion
            ? { [REGISTRY_VERSION_HEADER]: request.registryVersion }
            : {}),
          ...(request.visitorRegistry
            ? { [VISITOR_REGISTRY_HEADER]: encodeVisitorRegistry(request.visitorRegistry) }
            : {}),
          ...(request.shellVersion ? { [SHELL_VERSION_HEADER]: request.shellVersion } : {}),
          ...(request.dataVersion ? { [DATA_VERSION_HEADER]: request.dataVersion } : {}),
          ...(request.requestId ? { 'x-request-id': request.requestId } : {}),
        },
      },
      (response) => {
        const status = response.statusCode;
        if (status !== 200 && status !== 404) {
          response.resume();
          finish(undefined, `the renderer answered ${String(status)}`);
          return;
        }
        if (done) {
          response.destroy();
          return;
        }
        finish({ status, body: response });
      },
    );
    outgoing.on('error', (error) => finish(undefined, error.message));
    const timer = setTimeout(() => {
      outgoing.destroy();
      finish(undefined, `no answer within ${request.budgetMs} ms`);
    }, request.budgetMs);
  });
}
