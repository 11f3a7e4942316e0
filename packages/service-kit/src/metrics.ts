import type { Request, RequestHandler, Response } from 'express';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { Logger } from './logger';

/** Where Prometheus reads a process's metrics. */
export const METRICS_PATH = '/metrics';

/** The route label of a request no route answered (static files, pages, unknown paths). */
export const UNMATCHED_ROUTE = 'unmatched';

/** From 5 ms (a cached read) to 10 s (an upload, a sign-in waiting for a hash). */
export const REQUEST_DURATION_BUCKETS = [
  0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
] as const;

type RequestLabel = 'method' | 'route' | 'status';

/**
 * One process's metrics: its registry, on which every metric carries the `service` label, and the
 * request metrics the middleware records. Code of the process registers its own metrics on
 * `registry`.
 */
export interface ProcessMetrics {
  readonly registry: Registry;
  readonly requests: Counter<RequestLabel>;
  readonly requestDuration: Histogram<RequestLabel>;
}

export interface ProcessMetricsOptions {
  /**
   * Whether prom-client's process metrics (CPU, memory, event loop, GC) are collected. Each
   * collection keeps an event-loop monitor running for the life of the process, so it is done
   * once per process, not for every app a test builds. Default true.
   */
  processMetrics?: boolean;
}

/** The registry of one process named `service` (the `service` label of each of its metrics). */
export function createProcessMetrics(
  service: string,
  options: ProcessMetricsOptions = {},
): ProcessMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  if (options.processMetrics ?? true) collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  return {
    registry,
    requests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames,
      registers: [registry],
    }),
    requestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request reaching the app to its answer being sent, by method, route pattern and status',
      labelNames,
      buckets: [...REQUEST_DURATION_BUCKETS],
      registers: [registry],
    }),
  };
}

/** Answers given for a route by code that ran before it (a cache), with that route's label. */
const answeredAs = new WeakMap<Response, string>();
/** The metrics handler's own answers: a scrape is not a request of the site's. */
const scrapes = new WeakSet<Response>();

/**
 * The matched route's pattern (`/api/properties/:id`), or undefined when no route matched. Only
 * patterns are labels: ids, queries and probing paths would make a new series each.
 */
export function routePatternOf(req: Request): string | undefined {
  const route = req.route as { path?: unknown } | undefined;
  return route ? `${req.baseUrl}${String(route.path)}` : undefined;
}

/** Counts an answer given before the route ran (a cached one) as that route's. */
export function countAsRoute(res: Response, route: string): void {
  answeredAs.set(res, route);
}

/**
 * Records each request once it is answered: `http_requests_total` and
 * `http_request_duration_seconds` by method, route pattern and status. Mounted first, so the
 * time includes every other middleware. A request whose connection closes before its answer is
 * sent is not counted.
 */
export function recordRequests(metrics: ProcessMetrics): RequestHandler {
  return (req, res, next) => {
    const stop = metrics.requestDuration.startTimer();
    res.once('finish', () => {
      if (scrapes.has(res)) return;
      const labels = {
        method: req.method,
        route: answeredAs.get(res) ?? routePatternOf(req) ?? UNMATCHED_ROUTE,
        status: String(res.statusCode),
      };
      stop(labels);
      metrics.requests.inc(labels);
    });
    next();
  };
}

/** What a scrape reads: one registry, or the sum of a cluster's workers. */
export interface MetricsSource {
  readonly contentType: string;
  metrics(): Promise<string>;
}

/**
 * `GET /metrics`: the source in Prometheus's text format. A source that fails (a worker that does
 * not answer) gives a 500 with a short message, logged, never a crash.
 */
export function metricsHandler(source: MetricsSource, logger?: Logger): RequestHandler {
  return async (_req, res) => {
    scrapes.add(res);
    res.set('cache-control', 'no-store');
    try {
      const text = await source.metrics();
      res.type(source.contentType).send(text);
    } catch (error) {
      logger?.warn('metrics unavailable', {
        message: error instanceof Error ? error.message : String(error),
      });
      res.status(500).type('text/plain').send('Metrics unavailable\n');
    }
  };
}
