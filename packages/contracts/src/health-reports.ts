import { isRemoteName, type RemoteName } from './remote-names';

/**
 * What a visitor's browser tells the site about the remotes a page ran: how many pages used each
 * remote version, and what failed in it. Names, versions, kinds and counts only: nothing a visitor
 * typed, no address, no message text.
 */
export const HEALTH_REPORTS_PATH = '/api/health-reports';

/**
 * - `view`: a page drew a section of the remote (the denominator of its error rate);
 * - `load-failed`: its code did not load, at `phase`;
 * - `section-error`: its section threw while drawing and shows the section's error state;
 * - `uncaught-error`: an error or rejected promise nothing caught, thrown from its files;
 * - `hydration-error`: React could not take over its served markup and drew it again.
 */
export const HEALTH_EVENT_KINDS = Object.freeze([
  'view',
  'load-failed',
  'section-error',
  'uncaught-error',
  'hydration-error',
] as const);
export type HealthEventKind = (typeof HEALTH_EVENT_KINDS)[number];

/**
 * Where loading a remote's module failed: reading the registry, its manifest, its entry script,
 * the container's start, the exposed module's chunks, its factory, or a shared module it needs.
 */
export const LOAD_PHASES = Object.freeze([
  'registry',
  'manifest',
  'entry',
  'init',
  'expose',
  'factory',
  'shared',
  'unknown',
] as const);
export type LoadPhase = (typeof LOAD_PHASES)[number];

/** The version of the build the site came with, served from `/remotes/<name>/`. */
export const BUILT_IN_VERSION = 'built-in';
/** A manifest elsewhere (a development server, another host). */
export const EXTERNAL_VERSION = 'external';

/** A deployed build's id: its time and the first 8 hex digits of its content hash. */
export const DEPLOYED_BUILD_ID = /^\d{8}T\d{6}Z-[0-9a-f]{8}$/;

/** `/remotes/news/20261122T061500Z-0a1b2c3d/mf-manifest.json` -> `20261122T061500Z-0a1b2c3d`. */
export function remoteVersionOf(name: string, manifestUrl: string): string {
  let pathname: string;
  try {
    pathname = new URL(manifestUrl, 'http://site.invalid').pathname;
  } catch {
    return EXTERNAL_VERSION;
  }
  const parts = pathname.split('/');
  if (parts.length === 4 && parts[1] === 'remotes' && parts[2] === name) return BUILT_IN_VERSION;
  if (parts.length === 5 && parts[1] === 'remotes' && parts[2] === name) {
    const id = parts[3] ?? '';
    if (DEPLOYED_BUILD_ID.test(id)) return id;
  }
  return EXTERNAL_VERSION;
}

/**
 * The name of the component the shell draws each remote's section in (`RemoteScope(news)`): React
 * gives it in the component stack of an error inside the section, minified or not, so the browser
 * and the renderer alike know whose section failed.
 */
export const remoteScopeName = (remote: RemoteName): string => `RemoteScope(${remote})`;

/** The remote whose section the innermost frame of React's component stack lies in, if any. */
export function remoteInComponentStack(stack: string | null | undefined): RemoteName | undefined {
  const remote = /\bRemoteScope\(([a-z][a-z-]*)\)/.exec(stack ?? '')?.[1];
  return remote !== undefined && isRemoteName(remote) ? remote : undefined;
}

export interface HealthEvent {
  remote: RemoteName;
  version: string;
  kind: HealthEventKind;
  /** Only for `load-failed`. */
  phase?: LoadPhase;
  /** How many times since the last report (at least 1). */
  count: number;
}

export interface HealthReport {
  events: HealthEvent[];
}

/** Events of one report: a browser sums repeats, so a report this long is already unusual. */
export const HEALTH_REPORT_MAX_EVENTS = 40;
/** A count above this in one report is not a visitor's page: it is refused. */
export const HEALTH_EVENT_MAX_COUNT = 100;
/** A report's body, as `navigator.sendBeacon` sends it. */
export const HEALTH_REPORT_MAX_BYTES = 8 * 1024;
