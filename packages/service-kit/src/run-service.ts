import type { Express } from 'express';
import type { Connection } from 'mongoose';
import { connectDatabaseWithin } from './database';
import { baseConfig, baseEnvSchema, ConfigError, readEnv, type BaseServiceConfig } from './env';
import { createJsonLogger, type Logger } from './logger';
import { createProcessMetrics, type ProcessMetrics } from './metrics';
import { serveUntilStopped } from './serve';
import { serverLimitsFromEnv, type ServerLimits } from './server-limits-env';
import { schemasOf, type Settings, type SettingValues } from './settings';

export interface ServiceContext<C> {
  config: BaseServiceConfig & C;
  connection: Connection;
  logger: Logger;
  /** The process's metrics (`GET /metrics`), for createServiceApp and the service's own. */
  metrics?: ProcessMetrics | undefined;
}

export interface ServiceDefinition<C, S extends Settings = Settings> {
  name: string;
  defaultPort: number;
  /** The service's own environment variables (validated with the base ones). */
  settings?: S;
  /** Its settings from the validated environment. */
  config?: (env: SettingValues<S> & Record<string, unknown>) => C;
  createApp(context: ServiceContext<C>): Express | Promise<Express>;
  /** Background work (scheduled jobs, worker pools); returns how to stop it. */
  startBackground?(context: ServiceContext<C>): (() => Promise<void> | void) | undefined;
}

/**
 * The life of a service process: validated configuration, a fail-fast database connection, one
 * JSON `listening` line with the port (the stack reads it), graceful stop on SIGTERM/SIGINT.
 */
export function runService<C = object, S extends Settings = Settings>(
  definition: ServiceDefinition<C, S>,
): void {
  const logger = createJsonLogger(undefined, { service: definition.name });
  main(definition, logger).catch((error: unknown) => {
    logger.error('start-up failed', {
      error: error instanceof Error ? error.stack : String(error),
    });
    process.exit(1);
  });
}

async function main<C, S extends Settings>(
  definition: ServiceDefinition<C, S>,
  logger: Logger,
): Promise<void> {
  let config: BaseServiceConfig & C;
  let limits: ServerLimits;
  let databaseStartWaitMs: number;
  try {
    const env = readEnv<SettingValues<S> & Record<string, unknown>>({
      ...baseEnvSchema,
      ...schemasOf(definition.settings ?? {}),
    });
    config = {
      ...baseConfig(env, definition.defaultPort),
      ...(definition.config?.(env) ?? ({} as C)),
    };
    limits = serverLimitsFromEnv(env);
    databaseStartWaitMs = env.DATABASE_START_WAIT_MS as number;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    logger.error('invalid configuration', { problems: error.problems });
    process.exit(1);
  }

  let connection: Connection;
  try {
    connection = await connectDatabaseWithin(config.mongodbUri, databaseStartWaitMs);
  } catch (error) {
    logger.error('cannot connect to the database', { message: (error as Error).message });
    process.exit(1);
  }

  const context = { config, connection, logger, metrics: createProcessMetrics(definition.name) };
  const app = await definition.createApp(context);
  await serveUntilStopped(app, {
    port: config.port,
    host: config.host,
    logger,
    limits,
    startBackground: () => definition.startBackground?.(context),
    onStopped: () => connection.close(),
  });
}
