import cluster from 'node:cluster';
import {
  createJsonLogger,
  createProcessMetrics,
  metricsListeners,
  reportMetricsToPrimary,
  serveClusterMetrics,
  serveUntilStopped,
  type Logger,
} from '@reedmere/service-kit';
import { startCanaryWatch, type CanaryWatch } from '@reedmere/releases';
import { createApp } from './app';
import { toPrimary } from './releases/canary-health-messages';
import { countHealthEvents } from './remote-health/health-counters';
import type { HealthReportSink } from './remote-health/health-report-routes';
import { createDataVersion } from './site/data-version';
import type { Surface } from './site/surfaces';
import { runPrimary } from './cluster/primary';
import { sharedDataVersion } from './cluster/shared-data-version';
import { workerShare } from './cluster/worker-share';
import { ConfigError, loadConfig, type BffConfig } from './config';
import { scheduleFileSweep } from './jobs/file-sweep';
import { bffServerLimits } from './server-limits';
import { createServices } from './services';

function configOrExit(logger: Logger): BffConfig | undefined {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      logger.error('invalid configuration', { problems: error.problems });
      process.exitCode = 1;
      return undefined;
    }
    throw error;
  }
}

/**
 * One process answering requests: the only one when BFF_WORKERS is 1, else one of the primary's
 * workers, which share the data version and the rate limits through it, split the connection
 * limits between them, and leave the background jobs to the first. The only process answers
 * METRICS_PORT itself; a worker's metrics are read by the primary, which answers it.
 */
async function serve(config: BffConfig, logger: Logger, slot: number): Promise<void> {
  const worker = cluster.isWorker;
  // One registry for both sites.
  const metrics = createProcessMetrics('bff');
  reportMetricsToPrimary(metrics);
  // Made before the first await: nothing the primary sends from now on is missed. One for both
  // sites: an admin's write shows on the public pages at once.
  const dataVersion = worker
    ? sharedDataVersion(process.env.BFF_DATA_VERSION ?? '0', process)
    : createDataVersion();
  // Reports are counted here and weighed by the canaries' health check: the primary's, for a
  // worker.
  const healthEvents = countHealthEvents(metrics);
  const watch = worker ? undefined : await canaryWatchOf(config, logger);
  const healthReports: HealthReportSink = worker
    ? toPrimary(process.send?.bind(process))
    : (events) => {
        for (const event of events) watch?.observe(event);
      };
  const services = createServices(config);
  // The ports each site names the other's by: with PORT or ADMIN_PORT 0, the ones bound.
  const sites = { ...config };
  // A worker keeps no live-session answers: a sign-out through another worker counts at once.
  const site = (surface: Surface) =>
    createApp({
      config: sites,
      surface,
      logger,
      services,
      dataVersion,
      sessionCacheMs: worker ? 0 : undefined,
      metrics,
      healthEvents,
      healthReports,
    });
  const limits = bffServerLimits(config);
  await serveUntilStopped(site('public'), {
    port: config.port,
    also: [
      { name: 'admin', app: site('admin'), port: config.adminPort },
      ...(worker ? [] : metricsListeners(metrics, config.metricsPort, logger)),
    ],
    onListening: ([port, adminPort]) => Object.assign(sites, { port, adminPort }),
    host: config.host,
    logger,
    limits: worker ? workerShare(limits, config.workers) : limits,
    // A check under way finishes, so the registry's lock is never left behind.
    onStopped: async () => {
      await watch?.stop();
    },
    startBackground: () =>
      slot === 0 ? scheduleFileSweep(services, config.sweepIntervalMs, logger) : undefined,
  });
}

/**
 * The health check of the canaries in the registry file, which it rewrites when one must be
 * rolled back, stepped up or promoted; none when the registry is fixed (no REMOTES_FILE).
 */
const canaryWatchOf = (config: BffConfig, logger: Logger): Promise<CanaryWatch | undefined> =>
  config.remotesFile
    ? startCanaryWatch({ registryFile: config.remotesFile, log: logger })
    : Promise.resolve(undefined);

async function main(): Promise<void> {
  // Given by the primary to each of its workers; 0 in a process of its own.
  const slot = Number(process.env.BFF_WORKER_SLOT ?? 0);
  const context = cluster.isWorker ? { service: 'bff', worker: slot } : { service: 'bff' };
  const logger = createJsonLogger(undefined, context);
  const config = configOrExit(logger);
  if (!config) return;
  if (cluster.isPrimary && config.workers > 1) {
    // Bound before any worker starts: a port taken stops the BFF at once.
    if (config.metricsPort !== undefined) {
      await serveClusterMetrics({
        port: config.metricsPort,
        host: config.host,
        logger,
        limits: bffServerLimits(config),
      });
    }
    runPrimary(config.workers, logger, await canaryWatchOf(config, logger));
    return;
  }
  await serve(config, logger, slot);
}

main().catch((error: unknown) => {
  createJsonLogger().error('start-up failed', {
    error: error instanceof Error ? error.stack : String(error),
  });
  process.exit(1);
});
