import type { RemoteRegistry } from './entities';
import { fingerprint } from './server-render';

/**
 * A remote's release while a new build is tried on a share of visitors: `stable` is what everyone
 * else gets, `canary` the new build and the share of visitors (1-100 %) who get it.
 */
export interface CanaryRelease {
  stable: string;
  canary: {
    url: string;
    /** Per cent of visitors, 0-100. 0 serves nobody (a release stopped but not yet ended). */
    share: number;
    /** When the canary was published (ISO 8601). */
    since: string;
  };
}

/**
 * One remote in the registry file: its manifest URL (everyone gets that build), or a release with
 * a canary.
 */
export type RegistryEntry = string | CanaryRelease;

/** The registry file: remote name -> entry. A file of plain URLs is a registry with no canary. */
export type ReleaseRegistry = Record<string, RegistryEntry>;

export class RegistryFileError extends Error {
  override name = 'RegistryFileError';
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== '';

function parseEntry(name: string, value: unknown): RegistryEntry {
  if (nonEmpty(value)) return value;
  if (!isObject(value)) {
    throw new RegistryFileError(
      `the entry of remote "${name}" must be a manifest URL or { stable, canary }`,
    );
  }
  const { stable, canary } = value;
  if (!nonEmpty(stable)) {
    throw new RegistryFileError(`the stable URL of remote "${name}" must be a non-empty string`);
  }
  if (!isObject(canary) || !nonEmpty(canary.url)) {
    throw new RegistryFileError(`the canary of remote "${name}" must name its URL`);
  }
  const { share, since } = canary;
  if (typeof share !== 'number' || !Number.isInteger(share) || share < 0 || share > 100) {
    throw new RegistryFileError(
      `the canary share of remote "${name}" must be a whole number from 0 to 100`,
    );
  }
  if (typeof since !== 'string' || Number.isNaN(Date.parse(since))) {
    throw new RegistryFileError(`the canary of remote "${name}" must say since when (ISO 8601)`);
  }
  return { stable, canary: { url: canary.url, share, since } };
}

/** The registry file's JSON, checked entry by entry; throws a readable RegistryFileError. */
export function parseReleaseRegistry(value: unknown): ReleaseRegistry {
  if (!isObject(value)) throw new RegistryFileError('the registry must be a JSON object');
  return Object.fromEntries(
    Object.entries(value).map(([name, entry]) => [name, parseEntry(name, entry)]),
  );
}

/**
 * A visitor's bucket for one remote's canary, 1-100: the same visitor and canary always give the
 * same bucket, so a visitor keeps their version while the share grows (1-10 stay in at 25 %).
 */
export function bucketOf(visitorId: string, remote: string, canaryUrl: string): number {
  return (Number.parseInt(fingerprint(`${visitorId}\n${remote}\n${canaryUrl}`), 16) % 100) + 1;
}

/** Whether a visitor (none yet: no) gets the canary of this release. */
export function getsCanary(release: CanaryRelease, remote: string, visitorId?: string): boolean {
  if (!visitorId || release.canary.share === 0) return false;
  return bucketOf(visitorId, remote, release.canary.url) <= release.canary.share;
}

/** The manifest URL one visitor gets for each remote. Without a visitor id: the stable builds. */
export function registryFor(registry: ReleaseRegistry, visitorId?: string): RemoteRegistry {
  return Object.fromEntries(
    Object.entries(registry).map(([name, entry]) => [
      name,
      typeof entry === 'string'
        ? entry
        : getsCanary(entry, name, visitorId)
          ? entry.canary.url
          : entry.stable,
    ]),
  );
}

/** Whether any remote has a canary that serves somebody. */
export const hasLiveCanary = (registry: ReleaseRegistry): boolean =>
  Object.values(registry).some((entry) => typeof entry !== 'string' && entry.canary.share > 0);

/** The manifest URLs an entry may serve: its stable build, and its canary's. */
export const urlsOf = (entry: RegistryEntry): string[] =>
  typeof entry === 'string' ? [entry] : [entry.stable, entry.canary.url];

/** What happened to a remote's release, as its history records it. */
export const RELEASE_ACTIONS = Object.freeze([
  'deploy',
  'canary',
  'share',
  'promote',
  'rollback',
] as const);
export type ReleaseAction = (typeof RELEASE_ACTIONS)[number];

/**
 * One line of the release history: a build given to everyone (`deploy`), a canary started, its
 * share changed, or the canary ended either way. Versions as `remoteVersionOf` names them.
 */
export interface ReleaseEvent {
  /** ISO 8601. */
  at: string;
  remote: string;
  action: ReleaseAction;
  /** The build the action concerns: the new build, the canary, or the build kept. */
  version: string;
  /** The build everyone else had, where one is replaced or kept beside it. */
  stable?: string;
  /** The canary's share after the action. */
  share?: number;
  /** Who or what did it: `command line`, a person, or the site's own health check. */
  by: string;
  /** Why, in words (an automatic rollback's figures). */
  reason?: string;
}
