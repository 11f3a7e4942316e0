import Joi from 'joi';
import { SERVER_LIMIT_SETTINGS } from './server-limits-env';
import { optionalSetting, schemasOf, setting, type Settings } from './settings';
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

/** The variables every service reads, declared once; each service adds its own. */
export const BASE_SERVICE_SETTINGS = {
  PORT: optionalSetting(Joi.number().integer().min(0).max(65535), {
    meaning: '`0` picks a free port; the `listening` log line reports it',
    shownDefault: "the service's own (below)",
  }),
  HOST: setting(
    Joi.string().default('127.0.0.1'),
    'the address listened on: this machine only by default; `0.0.0.0` in a container',
  ),
  MONGODB_URI: setting(
    Joi.string()
      .pattern(/^mongodb(\+srv)?:\/\/\S+$/)
      .required()
      .messages({
        'string.pattern.base': 'MONGODB_URI must start with mongodb:// or mongodb+srv://',
      }),
    { meaning: "database; the stack passes the embedded server's", shownDefault: '(required)' },
  ),
  // Services listen on every interface in a container: in production only the callers listed
  // may be answered, so starting without them is refused rather than left to the compose file.
  CALLER_TOKENS: optionalSetting(
    Joi.when('NODE_ENV', {
      is: 'production',
      then: callerTokensSchema.required().messages({
        'any.required': CALLER_TOKENS_REQUIRED,
        'string.empty': CALLER_TOKENS_REQUIRED,
      }),
      otherwise: callerTokensSchema.allow(''),
    }),
    '`name:token` of each caller answered (`bff:<token>,content:<token>`); when set, one of those tokens is required on every request but `GET /health`; a service refuses to start in production without it',
  ),
  NODE_ENV: setting(
    Joi.string().valid('development', 'production', 'test').default('development'),
    '`development`, `test` or `production`',
  ),
  ...SERVER_LIMIT_SETTINGS,
} satisfies Settings;

export const baseEnvSchema = schemasOf(BASE_SERVICE_SETTINGS);

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
