import {
  remoteVersionOf,
  urlsOf,
  type ReleaseRegistry,
  type RemoteName,
} from '@reedmere/contracts';

/** What a report's version is counted as when the registry no longer (or never) names it. */
export const OTHER_VERSION = 'other';

/**
 * The version a report is counted under: its own when the registry in force names it for that
 * remote (its stable build or its canary), `other` otherwise (a page loaded before a deploy, or a
 * made-up value). Counts are kept per version, so this bounds how many there can be.
 */
export function reportedVersion(
  registry: ReleaseRegistry | undefined,
  remote: RemoteName,
  version: string,
): string {
  const entry = registry?.[remote];
  const known = entry ? urlsOf(entry).map((url) => remoteVersionOf(remote, url)) : [];
  return known.includes(version) ? version : OTHER_VERSION;
}
