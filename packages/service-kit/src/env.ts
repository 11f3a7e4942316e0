import Joi from 'joi';
import { SERVER_LIMIT_SETTINGS } from './server-limits-env';
import { optionalSetting, schemasOf, setting, type Settings } from './settings';
import { parseCallerTokens, type CallerTokens } from './service-token';
import { readStaffKey } from './acting-staff';
import type { KeyObject } from 'node:crypto';

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
   * request but /health and /metrics); undefined, every caller is answered (never in production).
   */
  callerTokens: CallerTokens | undefined;
  /**
   * STAFF_ASSERTION_PUBLIC_KEY: the BFF's public key its assertions of the acting person are
   * checked with on staff routes; undefined, staff routes are not checked (never in production).
   */
  staffKey: KeyObject | undefined;
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

const STAFF_KEY_REQUIRED =
  "STAFF_ASSERTION_PUBLIC_KEY is required in production (the base64 of the BFF's EC P-256 public key, SPKI)";

/** STAFF_ASSERTION_PUBLIC_KEY, read into a key. */
const staffKeySchema = Joi.string()
  .trim()
  .custom((value: string, helpers) => {
    try {
      return readStaffKey(value, 'public', 'STAFF_ASSERTION_PUBLIC_KEY');
    } catch (error) {
      return helpers.error('staffKey.invalid', { problem: (error as Error).message });
    }
  })
  .messages({ 'staffKey.invalid': '{#problem}' });

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
    '`name:token` of each caller answered (`bff:<token>,content:<token>`); when set, one of those tokens is required on every request but `GET /health` and `GET /metrics`; a service refuses to start in production without it',
  ),
  // Staff routes change content: in production each must know who is acting and check their rights.
  STAFF_ASSERTION_PUBLIC_KEY: optionalSetting(
    Joi.when('NODE_ENV', {
      is: 'production',
      then: staffKeySchema.required().messages({
        'any.required': STAFF_KEY_REQUIRED,
        'string.empty': STAFF_KEY_REQUIRED,
      }),
      otherwise: staffKeySchema.allow(''),
    }),
    "the base64 of the BFF's EC P-256 public key (SPKI DER); when set, a staff route is answered only for a signed-in person whose rights cover it, named in the BFF's signed `x-acting-staff` header; a service refuses to start in production without it",
  ),
  NODE_ENV: setting(
    Joi.string().valid('development', 'production', 'test').default('development'),
    '`development`, `test` or `production`',
  ),
  // A database started beside the service may be slow to answer the first time on a busy
  // machine; one that never answers should stop the start soon, saying why.
  DATABASE_START_WAIT_MS: setting(
    Joi.number().integer().min(2000).max(600_000).default(10_000),
    'how long a starting service waits for its database to answer, in tries of 2 s; after it, the service stops and says why (the launcher gives services beside its embedded database 60 s)',
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
    staffKey: (env.STAFF_ASSERTION_PUBLIC_KEY as KeyObject | undefined) || undefined,
    production: env.NODE_ENV === 'production',
  };
}
