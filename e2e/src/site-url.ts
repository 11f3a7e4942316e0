/** The two stacks the harness starts: with the demo content, and on an empty database. */
export type SiteVariant = 'demo' | 'empty';

export const SITE_URL_ENV: Record<SiteVariant, string> = {
  demo: 'E2E_SITE_URL',
  empty: 'E2E_EMPTY_SITE_URL',
};

/** Base URL (no trailing slash) of the running site of that variant. */
export function siteUrl(variant: SiteVariant = 'demo'): string {
  const name = SITE_URL_ENV[variant];
  const url = process.env[name];
  if (!url) {
    throw new Error(
      `${name} is not set: run the browser tests with jest (npm test -w @reedmere/e2e)`,
    );
  }
  return url.replace(/\/+$/, '');
}
