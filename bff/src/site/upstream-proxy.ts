import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import type { RequestHandler } from 'express';
import type { Logger } from '@reedmere/service-kit';

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
 * A streaming pass-through of GET and HEAD to one upstream: `/<rest>` below the mount point is
 * fetched from `<upstream>/<rest>`. Missing files fall through to the next handler (404); an
 * upstream that is down, slow or failing is a quick 502 JSON, never a hang.
 */
export function upstreamProxy(options: UpstreamProxyOptions): RequestHandler {
  const base = new URL(options.upstream);
  const basePath = base.pathname.replace(/\/+$/, '');
  const client = base.protocol === 'https:' ? https : http;

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const rawPath = req.url.split('?')[0] ?? '/';
    const segments = safeSegments(rawPath);
    if (!segments) return next();

    const headers: http.OutgoingHttpHeaders = { 'accept-encoding': 'identity' };
    for (const name of REQUEST_HEADERS) {
      const value = req.headers[name];
      if (value !== undefined) headers[name] = value;
    }
    let answered = false;
    const unavailable = (reason: string) => {
      // Failing halfway through a body: the browser sees a broken transfer, not a wrong file.
      if (res.headersSent) {
        if (!res.writableEnded) res.destroy();
        return;
      }
      if (answered) return;
      answered = true;
      options.logger?.warn('upstream unavailable', { upstream: options.upstream, reason });
      res
        .status(502)
        .set('cache-control', 'no-store')
        .json({ message: options.unavailableMessage });
    };

    const upstreamReq = client.request(
      {
        protocol: base.protocol,
        hostname: base.hostname,
        port: base.port,
        method: req.method,
        path: `${basePath}/${segments.join('/')}`,
        headers,
      },
      (upstreamRes) => {
        const status = upstreamRes.statusCode ?? 502;
        if (status === 404 || status === 403 || status === 410) {
          upstreamRes.resume();
          answered = true;
          return next();
        }
        if (status !== 200 && status !== 304) {
          upstreamRes.resume();
          return unavailable(`status ${status}`);
        }
        answered = true;
        res.status(status);
        for (const name of RESPONSE_HEADERS) {
          const value = upstreamRes.headers[name];
          if (value !== undefined) res.setHeader(name, value);
        }
        const upstreamCache = upstreamRes.headers['cache-control'];
        res.setHeader(
          'cache-control',
          options.cacheControl(path.posix.basename(rawPath), upstreamCache),
        );
        upstreamRes.on('error', () => res.destroy());
        upstreamRes.pipe(res);
      },
    );
    // An idle socket (no connection, no answer, a stalled body) ends the wait.
    upstreamReq.setTimeout(options.timeoutMs, () =>
      upstreamReq.destroy(new Error(`no answer within ${options.timeoutMs} ms`)),
    );
    upstreamReq.on('error', (error) => unavailable(error.message));
    // A browser that goes away stops the upstream transfer too.
    res.on('close', () => {
      if (!upstreamReq.destroyed) upstreamReq.destroy();
    });
    upstreamReq.end();
  };
}
