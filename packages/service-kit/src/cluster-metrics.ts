import cluster from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import { createLimitedServer } from './limited-server';
import type { Logger } from './logger';
import type { MetricsSource, ProcessMetrics } from './metrics';
import { METRICS_LISTENER, metricsApp } from './metrics-listener';
import { listening, logListening } from './serve';
import { DEFAULT_SERVER_LIMITS, type ServerLimits } from './server-limits-env';

/**
 * In a worker of a cluster: answers the primary's requests for this process's metrics (over the
 * cluster's IPC channel), so one scrape of the primary sees every worker's counts. Does nothing in
 * a process of its own.
 */
export function reportMetricsToPrimary(metrics: ProcessMetrics): void {
  if (!cluster.isWorker) return;
  // prom-client sets up a worker's answers when the process makes its first aggregator.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([metrics.registry]);
}

export interface ClusterMetricsOptions {
  port: number;
  host: string;
  logger: Logger;
  /** Timeouts and the connection cap; the defaults when not given. */
  limits?: ServerLimits;
}

/**
 * In the primary of a cluster (which answers no request of the site's): `GET /metrics` on a port
 * of its own, the workers' metrics summed (counters and histograms by identical labels; prom-client
 * picks a sum, a minimum, a maximum or an average for each process metric). A worker that does
 * not answer within prom-client's 5 s makes that scrape a 500. Logs the `listening` line named
 * `metrics` and resolves with the port bound; exits 1 when the port cannot be had, before any
 * worker starts.
 */
export async function serveClusterMetrics(options: ClusterMetricsOptions): Promise<number> {
  const { host, logger } = options;
  const aggregator = new AggregatorRegistry();
  const source: MetricsSource = {
    contentType: aggregator.contentType,
    metrics: () => aggregator.clusterMetrics(),
  };
  const server = createLimitedServer(
    metricsApp(source, logger),
    options.limits ?? DEFAULT_SERVER_LIMITS,
    logger,
  );
  try {
    const port = await listening(server, options.port, host);
    logListening(logger, host, port, METRICS_LISTENER);
    return port;
  } catch (error) {
    logger.error(`cannot listen on ${host}:${options.port}`, {
      name: METRICS_LISTENER,
      message: (error as Error).message,
    });
    process.exit(1);
  }
}
