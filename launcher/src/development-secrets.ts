import { isLoopbackHost } from './loopback-host';
import { adminCredentials, DEV_ADMIN } from './service-env';

/** The BFF's session secret when JWT_SECRET is not set (bff/src/config.ts); it is public. */
export const DEVELOPMENT_JWT_SECRET = 'development-only-jwt-secret-change-me';
/**
 * The key identity encrypts second-factor secrets with outside production when
 * SECOND_FACTOR_KEY is not set (services/identity/src/config.ts); it is public.
 */
export const DEVELOPMENT_SECOND_FACTOR_KEY = 'development-only-second-factor-key-change-me';

export interface DevelopmentSecret {
  /** Which public secret would be in force, and why. */
  problem: string;
  /** The variables to set so it is not. */
  variables: string[];
}

const isUnset = (value: string | undefined): boolean => !value?.trim();

/** The public development secrets the site would run with, given the launcher's environment. */
export function developmentSecretsInForce(env: NodeJS.ProcessEnv): DevelopmentSecret[] {
  const found: DevelopmentSecret[] = [];
  if (isUnset(env.JWT_SECRET)) {
    found.push({
      problem:
        'JWT_SECRET is not set, so admin sessions would be signed with the public development secret',
      variables: ['JWT_SECRET'],
    });
  } else if (env.JWT_SECRET === DEVELOPMENT_JWT_SECRET) {
    found.push({
      problem: 'JWT_SECRET is the public development secret',
      variables: ['JWT_SECRET'],
    });
  }
  // In production identity refuses to start without a key of its own.
  if (env.NODE_ENV !== 'production') {
    if (isUnset(env.SECOND_FACTOR_KEY)) {
      found.push({
        problem:
          'SECOND_FACTOR_KEY is not set, so second-factor secrets would be encrypted with the public development key',
        variables: ['SECOND_FACTOR_KEY'],
      });
    } else if (env.SECOND_FACTOR_KEY === DEVELOPMENT_SECOND_FACTOR_KEY) {
      found.push({
        problem: 'SECOND_FACTOR_KEY is the public development key',
        variables: ['SECOND_FACTOR_KEY'],
      });
    }
  }
  const admin = adminCredentials(env);
  if (admin?.isDevelopmentDefault) {
    const missing = ['ADMIN_EMAIL', 'ADMIN_PASSWORD'].filter((name) => isUnset(env[name]));
    found.push({
      problem: `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set, so the development admin ${DEV_ADMIN.email} / ${DEV_ADMIN.password} would be created`,
      variables: missing,
    });
  } else if (admin?.password === DEV_ADMIN.password) {
    found.push({
      problem: 'ADMIN_PASSWORD is the public development password',
      variables: ['ADMIN_PASSWORD'],
    });
  }
  return found;
}

const HINTS: Record<string, string> = {
  JWT_SECRET: 'JWT_SECRET (a long random value, e.g. from `openssl rand -hex 32`)',
  SECOND_FACTOR_KEY: 'SECOND_FACTOR_KEY (another, 32+ characters)',
  ADMIN_PASSWORD: "ADMIN_PASSWORD (the admin's own password)",
};

/**
 * Why the site must not listen on `host`, or undefined when it may: a host other machines can
 * reach is never served with a public development secret.
 */
export function refusalToListen(host: string, env: NodeJS.ProcessEnv): string | undefined {
  if (isLoopbackHost(host)) return undefined;
  const secrets = developmentSecretsInForce(env);
  if (secrets.length === 0) return undefined;
  const variables = secrets.flatMap((secret) => secret.variables);
  const named = variables.map((name) => HINTS[name] ?? name);
  const list =
    named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}` : named[0];
  return [
    `refusing to listen on ${host}, which other machines may reach, with public development secrets:`,
    ...secrets.map((secret) => `  - ${secret.problem}.`),
    `Set ${list}, or listen on 127.0.0.1 (the default).`,
  ].join('\n');
}
