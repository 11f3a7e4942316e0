import type { RemoteRegistry } from './entities';
import { madeOnFirstUse } from './made-on-first-use';
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
    /** When its share last changed (ISO 8601); `since` until it does. */
    shareSince?: string;
    /** The health check it must pass; `DEFAULT_CANARY_CHECK` when the entry names none. */
    check?: CanaryCheck;
    /** Its rollout plan: without one it stays at its share until promoted or rolled back. */
    plan?: RolloutPlan;
  };
}

/**
 * When a canary is rolled back by itself: once it has had `minViews` page views, if its errors
 * per view exceed the stable build's by more than `marginPercent` points (2: 3 % against 0.5 %
 * is over, 2 % against 0.5 % is not). Rates are per view, so they can pass 100 %.
 */
export interface CanaryCheck {
  minViews: number;
  marginPercent: number;
}

export const DEFAULT_CANARY_CHECK: Readonly<CanaryCheck> = Object.freeze({
  minViews: 50,
  marginPercent: 2,
});

/**
 * A canary's way to everyone: each share in `steps` (rising, the last 100) is reached once the
 * share before has lasted `stepMinutes` while healthy; reaching 100 promotes it.
 */
export interface RolloutPlan {
  steps: number[];
  stepMinutes: number;
}

/** Page views and errors of one build, as visitors' browsers reported them. */
export interface VersionFigures {
  views: number;
  errors: number;
}

/** What a canary's health check weighs: its figures and the stable build's, over the same time. */
export interface CanaryFigures {
  canary: VersionFigures;
  stable: VersionFigures;
}

/** Who the release history names for what the site's own health check did. */
export const HEALTH_CHECK_ACTOR = 'health check';

/**
 * Errors per page view, as the health check weighs them; with errors and no view yet, the errors
 * themselves (3 errors in 0 views is 300 %). Per view, so it can pass 100 %.
 */
export const errorRate = ({ views, errors }: VersionFigures): number => errors / Math.max(views, 1);

/** '33.3 %': a rate as a per cent with one decimal. */
export const rateText = (rate: number): string => `${(rate * 100).toFixed(1)} %`;

const wholeNumbers = madeOnFirstUse(() => new Intl.NumberFormat('en-GB'));

/** '1 view', '1,204 views'. */
export const countText = (count: number, one: string, many: string): string =>
  `${wholeNumbers().format(count)} ${count === 1 ? one : many}`;

/** '3 errors in 1,204 views (0.2 %)'. */
export const describeFigures = (figures: VersionFigures): string =>
  `${countText(figures.errors, 'error', 'errors')} in ${countText(figures.views, 'view', 'views')} (${rateText(errorRate(figures))})`;

/** 'canary 3 errors in 3 views (100.0 %) against stable 0 errors in 12 views (0.0 %)'. */
export const compareFigures = ({ canary, stable }: CanaryFigures): string =>
  `canary ${describeFigures(canary)} against stable ${describeFigures(stable)}`;

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
  const { share, since, shareSince, check, plan } = canary;
  if (!isShare(share)) {
    throw new RegistryFileError(
      `the canary share of remote "${name}" must be a whole number from 0 to 100`,
    );
  }
  if (!isTime(since)) {
    throw new RegistryFileError(`the canary of remote "${name}" must say since when (ISO 8601)`);
  }
  if (shareSince !== undefined && !isTime(shareSince)) {
    throw new RegistryFileError(`the canary's shareSince of remote "${name}" must be ISO 8601`);
  }
  return {
    stable,
    canary: {
      url: canary.url,
      share,
      since,
      ...(shareSince === undefined ? {} : { shareSince }),
      ...(check === undefined ? {} : { check: parseCheck(name, check) }),
      ...(plan === undefined ? {} : { plan: parsePlan(name, plan) }),
    },
  };
}

const isShare = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100;

const isTime = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** What is wrong with a canary's check, if anything. */
export function canaryCheckProblem({
  minViews,
  marginPercent,
}: Partial<Record<keyof CanaryCheck, unknown>>): string | undefined {
  if (typeof minViews !== 'number' || !Number.isInteger(minViews) || minViews < 1) {
    return 'the minimum views must be a whole number from 1';
  }
  if (typeof marginPercent !== 'number' || !(marginPercent >= 0)) {
    return 'the margin must be 0 or more points';
  }
  return undefined;
}

function parseCheck(name: string, value: unknown): CanaryCheck {
  const check = isObject(value) ? value : {};
  const problem = canaryCheckProblem(check);
  if (problem) throw new RegistryFileError(`the canary check of remote "${name}": ${problem}`);
  return { minViews: check.minViews as number, marginPercent: check.marginPercent as number };
}

/** What is wrong with a plan's steps, if anything: they rise from `startShare` and end at 100. */
function planProblem(steps: readonly unknown[], startShare = 0): string | undefined {
  if (steps.length === 0 || steps.some((step) => !isShare(step) || step === 0)) {
    return 'the steps must be whole per cents from 1 to 100';
  }
  const shares = steps as number[];
  if (shares.some((step, index) => step <= (index === 0 ? startShare : shares[index - 1]!))) {
    return startShare > 0
      ? `the steps must rise from the canary's share (${startShare})`
      : 'the steps must rise';
  }
  if (steps[steps.length - 1] !== 100) return 'the last step must be 100 (the promotion)';
  return undefined;
}

/**
 * What is wrong with a rollout plan, if anything: each step lasts more than 0 minutes, and the
 * steps rise (from `startShare`, the canary's first share, when given) to 100.
 */
export function rolloutPlanProblem(
  { steps, stepMinutes }: Partial<Record<keyof RolloutPlan, unknown>>,
  startShare = 0,
): string | undefined {
  if (typeof stepMinutes !== 'number' || !(stepMinutes > 0)) {
    return 'a step must last more than 0 minutes';
  }
  return Array.isArray(steps) ? planProblem(steps, startShare) : 'the steps are missing';
}

function parsePlan(name: string, value: unknown): RolloutPlan {
  const plan = isObject(value) ? value : {};
  const problem = rolloutPlanProblem(plan);
  if (problem) throw new RegistryFileError(`the plan of remote "${name}": ${problem}`);
  return { steps: plan.steps as number[], stepMinutes: plan.stepMinutes as number };
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

/**
 * The registry's stable builds, whoever asks and with no visitor id given: what the renderer
 * renders every page from but those of a visitor given a canary (which come with their builds).
 * Without it, the renderer would be a new visitor on every read, given a canary by chance.
 */
export const STABLE_REGISTRY_PATH = '/api/remotes?builds=stable';

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
  /** The figures the health check decided on, when it acted. */
  figures?: CanaryFigures;
}
