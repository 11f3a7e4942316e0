import type { Express } from 'express';
import type Joi from 'joi';
import type { Connection } from 'mongoose';
import { connectDatabase } from './database';
import { baseConfig, baseEnvSchema, ConfigError, readEnv, type BaseServiceConfig } from './env';
import { createJsonLogger, type Logger } from './logger';
import { serveUntilStopped } from './serve';
import { serverLimitsFromEnv, type ServerLimits } from './server-limits-env';

export interface ServiceContext<C> {
  config: BaseServiceConfig & C;
  connection: Connection;
  logger: Logger;
}

export interface ServiceDefinition<C> {
  name: string;
  defaultPort: number;
  /** The service's own environment variables (validated with the base ones). */
  env?: Record<string, Joi.Schema>;
  /** Its settings from the validated environment. */
  config?: (env: Record<string, unknown>) => C;
  createApp(context: ServiceContext<C>): Express | Promise<Express>;
  /** Background work (scheduled jobs, worker pools); returns how to stop it. */
  startBackground?(context: ServiceContext<C>): (() => Promise<void> | void) | undefined;
}

/**
 * The life of a service process: validated configuration, a fail-fast database connection, one
 * JSON `listening` line with the port (the stack reads it), graceful stop on SIGTERM/SIGINT.
 */
export function runService<C = object>(definition: ServiceDefinition<C>): void {
  const logger = createJsonLogger(undefined, { service: definition.name });
  main(definition, logger).catch((error: unknown) => {
    logger.error('start-up failed', {
      error: error instanceof Error ? error.stack : String(error),
    });
    process.exit(1);
  });
}

async function main<C>(definition: ServiceDefinition<C>, logger: Logger): Promise<void> {
  let config: BaseServiceConfig & C;
  let limits: ServerLimits;
  try {
    const env = readEnv<Record<string, unknown>>({ ...baseEnvSchema, ...definition.env });
    config = {
      ...baseConfig(env, definition.defaultPort),
      ...(definition.config?.(env) ?? ({} as C)),
    };
    limits = serverLimitsFromEnv(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    logger.error('invalid configuration', { problems: error.problems });
    process.exit(1);
  }

  let connection: Connection;
  try {
    connection = await connectDatabase(config.mongodbUri);
  } catch (error) {
    logger.error('cannot connect to the database', { message: (error as Error).message });
    process.exit(1);
  }

  const context = { config, connection, logger };
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
