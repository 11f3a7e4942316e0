import cluster from 'node:cluster';
import {
  createJsonLogger,
  ConfigError,
  runWorkerProcesses,
  serveClusterMetrics,
} from '@reedmere/service-kit';
import { loadConfig } from './config';
import { announceWhenAllWarm } from './readiness';

async function main(): Promise<void> {
  const logger = createJsonLogger(
    undefined,
    cluster.worker ? { service: 'renderer', worker: cluster.worker.id } : { service: 'renderer' },
  );
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      logger.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // The primary of several workers only hands out connections: it never loads the rendering code.
  if (cluster.isPrimary && config.workers > 1) {
    // Bound before any worker starts: a port taken stops the renderer at once.
    if (config.metricsPort !== undefined) {
      await serveClusterMetrics({ port: config.metricsPort, host: config.host, logger });
    }
    announceWhenAllWarm(config.workers);
    runWorkerProcesses({ count: config.workers, name: 'renderer', logger });
    return;
  }
  const { serveRenderer } = await import('./render-worker.js');
  await serveRenderer(config, logger);
}

void main();
