// The part of the health reports every page carries: noting. The collector and the sending load
// with the first note, so a page that draws no remote (the home page) loads and runs neither.
import type { HealthEventKind, LoadPhase } from '@reedmere/contracts';
import type { RemoteName } from '@reedmere/mf-build/remotes';
import { manifestOf, manifestWhenRead } from '../remotes/registered-manifests';

/**
 * One thing that happened to a remote, with the manifest in force when it happened: a later
 * re-registration (a redeploy between pages) does not move it to the new version.
 */
export interface HealthNote {
  remote: RemoteName;
  /** Absolute manifest URL; undefined before the registry has been read. */
  manifest: string | undefined;
  kind: HealthEventKind;
  phase?: LoadPhase;
  /** A load failure's error: its phase is read from it once the reporting code is there. */
  cause?: unknown;
}

type Receiver = (note: HealthNote) => void;

/** Notes made before the reporting code has arrived: a page makes a handful. */
const MAX_WAITING = 100;
const waiting: HealthNote[] = [];
let receive: Receiver | undefined;
let loading: Promise<void> | undefined;

/** Hands a note to the collector, loading it with the first note. */
function deliver(note: HealthNote): void {
  if (receive) return receive(note);
  if (waiting.length < MAX_WAITING) waiting.push(note);
  loading ??= import('./health-reporting').then(
    ({ startHealthReporting }) => {
      const started = startHealthReporting();
      receive = started;
      for (const early of waiting.splice(0)) started(early);
    },
    () => {
      // Not loaded (a dropped connection): the next note tries again.
      loading = undefined;
    },
  );
}

/**
 * Notes an event of `remote` (its version: the manifest registered for it now). A page the
 * browser renders itself draws its sections while the registry is still being read: their views
 * are noted with the version that read gives, not as of no version, which no build's figures
 * would count.
 */
export function noteHealthEvent(
  remote: RemoteName,
  kind: HealthEventKind,
  phase?: LoadPhase,
): void {
  const manifest = manifestOf(remote);
  if (manifest !== undefined) return deliver({ remote, manifest, kind, phase });
  void manifestWhenRead(remote).then((read) => deliver({ remote, manifest: read, kind, phase }));
}

/** Notes a load that failed for good; `phase` when the loader knows it, else read from `cause`. */
export function noteLoadFailure(remote: RemoteName, cause: unknown, phase?: LoadPhase): void {
  claimError(cause);
  deliver({ remote, manifest: manifestOf(remote), kind: 'load-failed', phase, cause });
}

const claimed = new WeakSet<object>();

/**
 * True the first time an error is seen, false after: one failure is one event, though the same
 * error reaches the loader, the section's boundary and the page's error handlers in turn.
 */
export function claimError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return true;
  if (claimed.has(error)) return false;
  claimed.add(error);
  return true;
}

/** Settles once the reporting code has loaded (tests wait for it). */
export const healthReportingLoaded = (): Promise<void> => loading ?? Promise.resolve();
