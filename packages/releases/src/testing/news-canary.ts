import type { CanaryRelease } from '@reedmere/contracts';

/** The news remote's stable build, of 29 November 2026. */
export const NEWS_STABLE_VERSION = '20261129T090000Z-00000001';
export const NEWS_STABLE_URL = `/remotes/news/${NEWS_STABLE_VERSION}/mf-manifest.json`;
/** The news remote's next build, of 30 November 2026. */
export const NEWS_CANARY_VERSION = '20261130T090000Z-00000002';
export const NEWS_CANARY_URL = `/remotes/news/${NEWS_CANARY_VERSION}/mf-manifest.json`;

/**
 * The news remote's registry entry with its next build as a canary for 10 % of visitors since
 * 09:00 on 30 November 2026; `canary` changes or adds any of the canary's fields.
 */
export function newsCanaryRelease(canary: Partial<CanaryRelease['canary']> = {}): CanaryRelease {
  return {
    stable: NEWS_STABLE_URL,
    canary: { url: NEWS_CANARY_URL, share: 10, since: '2026-11-30T09:00:00.000Z', ...canary },
  };
}
