import { createJsonLogger, serveUntilStopped } from '@reedmere/service-kit';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { scheduleFileSweep } from './jobs/file-sweep';
import { bffServerLimits } from './server-limits';
import { createServices } from './services';

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
  await serveUntilStopped(app, {
    port: config.port,
    host: config.host,
    logger,
    limits: bffServerLimits(config),
    startBackground: () => scheduleFileSweep(services, config.sweepIntervalMs, logger),
  });
}

main().catch((error: unknown) => {
  createJsonLogger().error('start-up failed', {
    error: error instanceof Error ? error.stack : String(error),
  });
  process.exit(1);
});
