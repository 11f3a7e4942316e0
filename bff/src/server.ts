import type { AddressInfo } from 'node:net';
import { createJsonLogger } from '@reedmere/service-kit';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { scheduleFileSweep } from './jobs/file-sweep';
import { createServices } from './services';

const SHUTDOWN_GRACE_MS = 5000;

async function main(): Promise<void> {
  const logger = createJsonLogger(undefined, { service: 'bff' });
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      logger.error('invalid configuration', { problems: error.problems });
      process.exitCode = 1;
      return;
    }
    throw error;
  }

  const services = createServices(config);
  const app = createApp({ config, logger, services });
  const server = app.listen(config.port, config.host);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
  } catch (error) {
    // Usually EADDRINUSE: say which address, so the fix (another PORT) is obvious.
    logger.error(`cannot listen on ${config.host}:${config.port}`, {
      message: error instanceof Error ? error.message : String(error),
    });
    process.exitCode = 1;
    return;
  }
  const stopSweep = scheduleFileSweep(services, config.sweepIntervalMs, logger);
  const { port } = server.address() as AddressInfo;
  const shownHost = config.host.includes(':') ? `[${config.host}]` : config.host;
  // The stack launcher reads this line to learn the port when PORT=0.
  logger.info('listening', { url: `http://${shownHost}:${port}`, port });

  let stopping = false;
  const shutdown = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    logger.info('stopping', { signal });
    stopSweep();
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    server.close(() => {
      clearTimeout(force);
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  createJsonLogger().error('start-up failed', {
    error: error instanceof Error ? error.stack : String(error),
  });
  process.exit(1);
});
