import Joi from 'joi';
import { serverLimitsEnvSchema } from './server-limits-env';
import { parseCallerTokens, type CallerTokens } from './service-token';

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
  /**
   * CALLER_TOKENS: the callers answered, each with its own token in `x-service-token` (every
   * request but /health); undefined, every caller is answered (never in production).
   */
  callerTokens: CallerTokens | undefined;
  production: boolean;
}

const CALLER_TOKENS_REQUIRED =
  'CALLER_TOKENS is required in production (name:token of each caller answered, tokens of at least 16 characters)';

/** CALLER_TOKENS, read into the callers (see parseCallerTokens). */
const callerTokensSchema = Joi.string()
  .trim()
  .custom((value: string, helpers) => {
    const parsed = parseCallerTokens(value);
    if ('problems' in parsed) {
      return helpers.error('callerTokens.invalid', { problems: parsed.problems.join('; ') });
    }
    return parsed;
  })
  .messages({ 'callerTokens.invalid': '{#problems}' });

export const baseEnvSchema = {
  PORT: Joi.number().integer().min(0).max(65535),
  HOST: Joi.string().default('127.0.0.1'),
  MONGODB_URI: Joi.string()
    .pattern(/^mongodb(\+srv)?:\/\/\S+$/)
    .required()
    .messages({
      'string.pattern.base': 'MONGODB_URI must start with mongodb:// or mongodb+srv://',
    }),
  // Services listen on every interface in a container: in production only the callers listed
  // may be answered, so starting without them is refused rather than left to the compose file.
  CALLER_TOKENS: Joi.when('NODE_ENV', {
    is: 'production',
    then: callerTokensSchema.required().messages({
      'any.required': CALLER_TOKENS_REQUIRED,
      'string.empty': CALLER_TOKENS_REQUIRED,
    }),
    otherwise: callerTokensSchema.allow(''),
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
  const callerTokens = (env.CALLER_TOKENS as CallerTokens | undefined) || undefined;
  return {
    port: (env.PORT as number | undefined) ?? defaultPort,
    host: env.HOST as string,
    mongodbUri: env.MONGODB_URI as string,
    callerTokens,
    production: env.NODE_ENV === 'production',
  };
}
