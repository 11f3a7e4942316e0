import Joi from 'joi';
import { serverLimitsEnvSchema } from './server-limits-env';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/** Settings every service reads. */
export interface BaseServiceConfig {
  port: number;
  host: string;
  mongodbUri: string;
  /** When set, every request except /health must carry it in `x-service-token`. */
  serviceToken: string | undefined;
  production: boolean;
}

export const baseEnvSchema = {
  PORT: Joi.number().integer().min(0).max(65535),
  HOST: Joi.string().default('127.0.0.1'),
  MONGODB_URI: Joi.string()
    .pattern(/^mongodb(\+srv)?:\/\/\S+$/)
    .required()
    .messages({
      'string.pattern.base': 'MONGODB_URI must start with mongodb:// or mongodb+srv://',
    }),
  // Services listen on every interface in a container: in production only holders of the token
  // may be answered, so starting without one is refused rather than left to the compose file.
  SERVICE_TOKEN: Joi.when('NODE_ENV', {
    is: 'production',
    then: Joi.string().min(16).required().messages({
      'any.required': 'SERVICE_TOKEN is required in production (at least 16 characters)',
      'string.empty': 'SERVICE_TOKEN is required in production (at least 16 characters)',
    }),
    otherwise: Joi.string().min(16).allow(''),
  }),
  NODE_ENV: Joi.string().valid('development', 'production', 'test').default('development'),
  ...serverLimitsEnvSchema,
};

/**
 * Reads and validates environment variables once at start-up, so a bad value stops the process
 * with a clear message instead of failing on the first request. Unrelated variables are ignored.
 */
export function readEnv<T>(
  schema: Record<string, Joi.Schema>,
  env: NodeJS.ProcessEnv = process.env,
): T {
  const { error, value } = Joi.object(schema)
    .unknown(true)
    .validate(env, { abortEarly: false, convert: true });
  if (error) throw new ConfigError(error.details.map((d) => d.message.replace(/"/g, '')));
  return value as T;
}

export function baseConfig(env: Record<string, unknown>, defaultPort: number): BaseServiceConfig {
  return {
    port: (env.PORT as number | undefined) ?? defaultPort,
    host: env.HOST as string,
    mongodbUri: env.MONGODB_URI as string,
    serviceToken: (env.SERVICE_TOKEN as string | undefined) || undefined,
    production: env.NODE_ENV === 'production',
  };
}
