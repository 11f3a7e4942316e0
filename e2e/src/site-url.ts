/** The stacks the harness starts: with the demo content, and on an empty database. */
export type SiteVariant = 'demo' | 'empty';

/**
 * Where globalSetup leaves each stack's URL. There is a demo stack for each jest worker (the
 * variable's name ends in the worker's number), so the test files that write to it, stop its
 * services or repoint its remotes never share it with a file running beside them; the empty
 * stack, which the tests only read, is shared.
 */
export const SITE_URL_ENV: Record<SiteVariant, string> = {
  demo: 'E2E_SITE_URL',
  empty: 'E2E_EMPTY_SITE_URL',
};

/** The same for each stack's admin site. */
export const ADMIN_URL_ENV: Record<SiteVariant, string> = {
  demo: 'E2E_ADMIN_URL',
  empty: 'E2E_EMPTY_ADMIN_URL',
};

/** The jest worker this file runs in, from 1 (1 too when jest runs the files in its own process). */
export const workerNumber = (): number => Number(process.env.JEST_WORKER_ID ?? '1');

/** The name of a demo stack's variable for worker `worker`. */
export const demoStackVariable = (name: string, worker = workerNumber()): string =>
  `${name}_${worker}`;

const urlVariable = (variant: SiteVariant, names = SITE_URL_ENV): string =>
  variant === 'demo' ? demoStackVariable(names.demo) : names.empty;

/** Base URL (no trailing slash) of the running site of that variant. */
export function siteUrl(variant: SiteVariant = 'demo'): string {
  return urlOf(urlVariable(variant));
}

/** Origin of the admin site of that variant's stack: the admin panel and signing in. */
export function adminUrl(variant: SiteVariant = 'demo'): string {
  return urlOf(urlVariable(variant, ADMIN_URL_ENV));
}

function urlOf(name: string): string {
  const url = process.env[name];
  if (!url) {
    throw new Error(
      `${name} is not set: run the browser tests with jest (npm test -w @reedmere/e2e)`,
    );
  }
  return url.replace(/\/+$/, '');
}
