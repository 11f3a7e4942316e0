import Joi from 'joi';
// The settings half of the service kit only: the create-admin command reads these and answers a
// usage error without loading the server and database code.
import { ConfigError } from '@reedmere/service-kit/env';
import { optionalSetting, setting, type Settings } from '@reedmere/service-kit/settings';
import { PRODUCTION_HASH_COST, type PasswordHashSettings } from './domain/password-hashing';
import { newPasswordProblem } from './domain/password-policy';
import {
  DEFAULT_ADMIN_NAME,
  emailSchema,
  nameSchema,
  newPasswordSchema,
  PASSWORD_MIN_LENGTH,
} from './domain/user-rules';

export const SERVICE_NAME = 'identity';
export const IDENTITY_DEFAULT_PORT = 4106;

/** The key second-factor secrets are encrypted with outside production, when none is set. */
export const DEVELOPMENT_SECOND_FACTOR_KEY = 'development-only-second-factor-key-change-me';
export const MIN_SECOND_FACTOR_KEY_LENGTH = 32;

export interface IdentityConfig extends PasswordHashSettings {
  /** The admin ensured at start-up, when `ADMIN_EMAIL` and `ADMIN_PASSWORD` are set. */
  bootstrapAdmin: { email: string; password: string; name: string } | undefined;
  /** Outside production only: the demo's staff accounts are ensured at start-up as well. */
  demoStaff: boolean;
  sessionLifetimeMs: number;
  /** A session not used for this long has ended. */
  sessionIdleMs: number;
  /** Failed sign-ins allowed for one (email, address) pair, or one known device, in the window. */
  maxFailedLogins: number;
  loginWindowMs: number;
  /**
   * Failed sign-ins on one account, from every address together, within the window, after which
   * each further attempt waits (a growing delay) and the account's owner is sent a notice.
   */
  accountBackoffAfter: number;
  /** The first of those waits; each further failure doubles it, up to the window. */
  accountBackoffBaseMs: number;
  /** Password hashes computed at once; sign-ins beyond these wait in a queue. */
  hashConcurrency: number;
  /** Sign-ins that may wait for a hash; beyond this they are refused with 503. */
  hashQueue: number;
  /** Every account must have a second factor: one without is asked to set it up at sign-in. */
  requireSecondFactor: boolean;
  /** The secret the key that encrypts second-factor secrets is derived from. */
  secondFactorKey: string;
}

const wholeNumber = (min: number, max: number, fallback: number) =>
  Joi.number().integer().min(min).max(max).default(fallback);
const minutes = (max: number, fallback: number) => wholeNumber(1, max, fallback);

/** The service's own variables, validated with the common ones at start-up. */
export const IDENTITY_SETTINGS = {
  ADMIN_EMAIL: optionalSetting(
    emailSchema.empty('').messages({ 'string.email': 'ADMIN_EMAIL must be a valid email address' }),
    'admin ensured at start-up (with `ADMIN_PASSWORD`; both or none)',
  ),
  ADMIN_PASSWORD: optionalSetting(
    newPasswordSchema.empty('').messages({
      'string.min': `ADMIN_PASSWORD must be at least ${PASSWORD_MIN_LENGTH} characters`,
      'password.common':
        'ADMIN_PASSWORD is one of the most common passwords; choose a less predictable one',
      'password.agency': "ADMIN_PASSWORD must not contain the agency's name",
    }),
    'its password (the password rules below; start-up stops otherwise); never overwrites one set',
  ),
  ADMIN_NAME: setting(
    nameSchema.empty('').default(DEFAULT_ADMIN_NAME),
    'its name when it is created',
  ),
  SESSION_LIFETIME_MINUTES: setting(
    minutes(60 * 24 * 30, 8 * 60),
    'sessions end this long after sign-in',
  ),
  SESSION_IDLE_MINUTES: setting(
    minutes(60 * 24 * 30, 30),
    'sessions end after this long without use',
  ),
  REQUIRE_SECOND_FACTOR: setting(
    Joi.boolean().empty('').default(false),
    'every account must have a second factor: one without sets it up at sign-in',
  ),
  SECOND_FACTOR_KEY: optionalSetting(Joi.string().empty(''), {
    meaning:
      'second-factor secrets are encrypted with a key derived from it; required in production (32+ characters)',
    shownDefault: 'dev default',
  }),
  LOGIN_MAX_FAILURES: setting(
    wholeNumber(1, 100, 5),
    'failures allowed per (email, address), or per known device, within the window',
  ),
  LOGIN_WINDOW_MINUTES: setting(minutes(24 * 60, 15), 'the throttling window'),
  LOGIN_ACCOUNT_MAX_FAILURES: setting(
    wholeNumber(1, 1000, 10),
    'failures on one account from all addresses before it slows down',
  ),
  LOGIN_ACCOUNT_BACKOFF_SECONDS: setting(
    wholeNumber(1, 3600, 1),
    'the first wait once an account slows down; doubles with each failure',
  ),
  LOGIN_HASH_CONCURRENCY: setting(
    wholeNumber(1, 64, 2),
    'password hashes computed at once (128 MiB each)',
  ),
  LOGIN_HASH_QUEUE: setting(
    wholeNumber(0, 1000, 8),
    'sign-ins that may wait for a hash; beyond them 503',
  ),
  DEMO_STAFF: setting(
    Joi.boolean().empty('').default(false),
    "also ensures the demo's staff accounts (a residential editor, a news editor); refused in production",
  ),
  PASSWORD_HASH_COST: setting(
    wholeNumber(10, 20, PRODUCTION_HASH_COST),
    "scrypt's N is 2 to this power; production refuses less (the tests run at 12: a hash in milliseconds)",
  ),
} satisfies Settings;

/** The hash cost the environment gives; production refuses one below the production cost. */
export function passwordHashCost(env: Record<string, unknown>, problems: string[]): number {
  const cost = env.PASSWORD_HASH_COST as number;
  if (env.NODE_ENV === 'production' && cost < PRODUCTION_HASH_COST) {
    problems.push(
      `PASSWORD_HASH_COST must be at least ${PRODUCTION_HASH_COST} in production (a lower cost is for tests)`,
    );
  }
  return cost;
}

const MINUTE = 60_000;

function secondFactorKey(env: Record<string, unknown>, problems: string[]): string {
  const key = env.SECOND_FACTOR_KEY as string | undefined;
  if (env.NODE_ENV !== 'production') return key ?? DEVELOPMENT_SECOND_FACTOR_KEY;
  if (!key || key === DEVELOPMENT_SECOND_FACTOR_KEY) {
    problems.push(
      'SECOND_FACTOR_KEY is required in production (at least 32 characters, e.g. openssl rand -hex 32)',
    );
  } else if (key.length < MIN_SECOND_FACTOR_KEY_LENGTH) {
    problems.push(
      `SECOND_FACTOR_KEY must be at least ${MIN_SECOND_FACTOR_KEY_LENGTH} characters in production`,
    );
  }
  return key ?? '';
}

export function identityConfig(env: Record<string, unknown>): IdentityConfig {
  const email = env.ADMIN_EMAIL as string | undefined;
  const password = env.ADMIN_PASSWORD as string | undefined;
  const problems: string[] = [];
  // One without the other is a mistake worth stopping for, not a silently skipped admin.
  if (email && !password) problems.push('ADMIN_PASSWORD is required when ADMIN_EMAIL is set');
  if (password && !email) problems.push('ADMIN_EMAIL is required when ADMIN_PASSWORD is set');
  const passwordProblem = email && password ? newPasswordProblem(password, email) : undefined;
  if (passwordProblem) problems.push(`ADMIN_PASSWORD: ${passwordProblem}`);
  const demoStaff = env.DEMO_STAFF as boolean;
  if (demoStaff && env.NODE_ENV === 'production') {
    problems.push('DEMO_STAFF must not be set in production: its passwords are published');
  }
  const key = secondFactorKey(env, problems);
  const hashCost = passwordHashCost(env, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    bootstrapAdmin:
      email && password ? { email, password, name: env.ADMIN_NAME as string } : undefined,
    demoStaff,
    sessionLifetimeMs: (env.SESSION_LIFETIME_MINUTES as number) * MINUTE,
    sessionIdleMs: (env.SESSION_IDLE_MINUTES as number) * MINUTE,
    maxFailedLogins: env.LOGIN_MAX_FAILURES as number,
    loginWindowMs: (env.LOGIN_WINDOW_MINUTES as number) * MINUTE,
    accountBackoffAfter: env.LOGIN_ACCOUNT_MAX_FAILURES as number,
    accountBackoffBaseMs: (env.LOGIN_ACCOUNT_BACKOFF_SECONDS as number) * 1000,
    hashConcurrency: env.LOGIN_HASH_CONCURRENCY as number,
    hashQueue: env.LOGIN_HASH_QUEUE as number,
    requireSecondFactor: env.REQUIRE_SECOND_FACTOR as boolean,
    secondFactorKey: key,
    passwordHashCost: hashCost,
  };
}
