import express, { type Express } from 'express';
import type { Logger } from './logger';
import { METRICS_PATH, metricsHandler, type MetricsSource, type ProcessMetrics } from './metrics';
import type { ExtraListener } from './serve';

/** The name of the metrics listener in the `listening` log line. */
export const METRICS_LISTENER = 'metrics';

/** An app answering `GET /metrics` and nothing else (a JSON 404). */
export function metricsApp(source: MetricsSource, logger?: Logger): Express {
  const app = express();
  app.disable('x-powered-by');
  app.get(METRICS_PATH, metricsHandler(source, logger));
  app.use((_req, res) => {
    res.status(404).json({ message: `Only ${METRICS_PATH} answers here` });
  });
  return app;
}

/**
 * The metrics listener of a process that answers for itself (one process, not a worker), for
 * `serveUntilStopped`'s `also`: none when no port is set.
 */
export function metricsListeners(
  metrics: ProcessMetrics,
  port: number | undefined,
  logger?: Logger,
): ExtraListener[] {
  if (port === undefined) return [];
  return [{ name: METRICS_LISTENER, app: metricsApp(metrics.registry, logger), port }];
}
