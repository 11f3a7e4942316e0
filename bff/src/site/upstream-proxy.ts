import { ServerResponse, type IncomingMessage } from 'node:http';
import path from 'node:path';
import type { NextFunction, RequestHandler } from 'express';
import { createProxyMiddleware, proxyEventsPlugin } from 'http-proxy-middleware';
import type { Logger } from '@reedmere/service-kit';
import { leaveOffDocumentOnlyHeaders } from './document-only-headers';

export interface UpstreamProxyOptions {
  /** Base URL of the server that holds the files (`http://mfe-news:8080`, may carry a path). */
  upstream: string;
  /** How long to wait for the upstream to connect and answer (and between body chunks). */
  timeoutMs: number;
  /** The 502 message when the upstream does not answer. */
  unavailableMessage: string;
  /** The cache-control sent on, from the file name and what the upstream said. */
  cacheControl(file: string, upstreamValue: string | undefined): string;
  logger?: Logger;
}

// What is passed between the browser and the upstream: content and validators only. Cookies and
// authorization never leave the BFF.
const REQUEST_HEADERS = ['accept', 'if-none-match', 'if-modified-since'] as const;
const RESPONSE_HEADERS = ['content-type', 'content-length', 'etag', 'last-modified'] as const;

/**
 * The request path as safe path segments, or undefined when a segment is (or decodes to) `.` or
 * `..`, or hides a slash, a backslash or a NUL: such a path never reaches the upstream.
 */
export function safeSegments(rawPath: string): string[] | undefined {
  const segments = rawPath.split('/').slice(1);
  for (const segment of segments) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return undefined;
    }
    if (decoded === '.' || decoded === '..' || /[/\\\0]/.test(decoded)) return undefined;
  }
  return segments;
}

/**
 * A streaming pass-through of GET and HEAD to one upstream (http-proxy-middleware): `/<rest>`
 * below the mount point is fetched from `<upstream>/<rest>`. Only the allow-listed headers pass
 * either way. Missing files fall through to the next handler (404); an upstream that is down,
 * slow or failing is a quick 502 JSON, never a hang.
 */
export function upstreamProxy(options: UpstreamProxyOptions): RequestHandler {
  const base = new URL(options.upstream);
  const basePath = base.pathname.replace(/\/+$/, '');
  /** Per request: its safe path upstream and where a missing file falls through to. */
  const pending = new WeakMap<IncomingMessage, { upstreamPath: string; next: NextFunction }>();

  const unavailable = (res: ServerResponse, reason: string) => {
    // Failing halfway through a body: the browser sees a broken transfer, not a wrong file.
    if (res.headersSent) {
      if (!res.writableEnded) res.destroy();
      return;
    }
    options.logger?.warn('upstream unavailable', { upstream: options.upstream, reason });
    res.statusCode = 502;
    res.setHeader('cache-control', 'no-store');
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.end(JSON.stringify({ message: options.unavailableMessage }));
  };

  const proxy = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: base.origin,
    changeOrigin: true,
    // Errors, logs and responses are handled here: of the library's default plugins only the one
    // that calls the handlers below.
    ejectPlugins: true,
    plugins: [proxyEventsPlugin],
    selfHandleResponse: true,
    // An idle socket (no connection, no answer, a stalled body) ends the wait.
    proxyTimeout: options.timeoutMs,
    pathRewrite: (_path, req) => pending.get(req)?.upstreamPath ?? '/',
    on: {
      proxyReq(proxyReq, _req, res) {
        for (const name of proxyReq.getHeaderNames()) {
          if (name !== 'host' && !(REQUEST_HEADERS as readonly string[]).includes(name)) {
            proxyReq.removeHeader(name);
          }
        }
        proxyReq.setHeader('accept-encoding', 'identity');
        // A browser that goes away stops the upstream transfer too.
        res.on('close', () => {
          if (!proxyReq.destroyed) proxyReq.destroy();
        });
      },
      proxyRes(upstreamRes, req, res) {
        const status = upstreamRes.statusCode ?? 502;
        if (status === 404 || status === 403 || status === 410) {
          upstreamRes.resume();
          pending.get(req)?.next();
          return;
        }
        if (status !== 200 && status !== 304) {
          upstreamRes.resume();
          unavailable(res, `status ${status}`);
          return;
        }
        res.statusCode = status;
        for (const name of RESPONSE_HEADERS) {
          const value = upstreamRes.headers[name];
          if (value !== undefined) res.setHeader(name, value);
        }
        const file = path.posix.basename((req.url ?? '/').split('?')[0] ?? '/');
        res.setHeader(
          'cache-control',
          options.cacheControl(file, upstreamRes.headers['cache-control']),
        );
        leaveOffDocumentOnlyHeaders(res, file);
        upstreamRes.on('error', () => res.destroy());
        upstreamRes.on('close', () => {
          if (!upstreamRes.complete) res.destroy();
        });
        upstreamRes.pipe(res);
      },
      error(error, _req, res) {
        if (res instanceof ServerResponse) unavailable(res, error.message);
      },
    },
  });

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const rawPath = req.url.split('?')[0] ?? '/';
    const segments = safeSegments(rawPath);
    if (!segments) return next();
    pending.set(req, { upstreamPath: `${basePath}/${segments.join('/')}`, next });
    void proxy(req, res, next);
  };
}
