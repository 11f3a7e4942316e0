import {
  HEALTH_CHECK_ACTOR,
  remoteVersionOf,
  type CanaryRelease,
  type HealthEventKind,
  type ReleaseRegistry,
  type VersionFigures,
} from '@reedmere/contracts';
import { judgeCanary } from './canary-judgement';
import { readCanaryHealth, writeCanaryHealth, type CanaryHealth } from './canary-health-file';
import { readRegistry } from './registry-file';
import { promoteCanary, rollbackCanary, setCanaryShare } from './release-commands';
import { ReleaseError } from './release-error';

/** How often a canary's plan is looked at by default: a step is minutes long. */
export const DEFAULT_WATCH_INTERVAL_MS = 5000;

/** Reports are added up for a moment before they are weighed: one registry read per burst. */
const SETTLE_MS = 100;

/** One count of a browser report, its version as the registry names it. */
export interface HealthObservation {
  remote: string;
  version: string;
  kind: HealthEventKind;
  count: number;
}

export interface WatchLog {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export interface CanaryWatchOptions {
  registryFile: string;
  log: WatchLog;
  intervalMs?: number;
  now?: () => Date;
}

export interface CanaryWatch {
  /** Counts one report's event against the canary or the stable build it names. */
  observe(event: HealthObservation): void;
  /** Weighs every live canary now and acts on it; resolves once any change is written. */
  check(): Promise<void>;
  stop(): Promise<void>;
}

const ACTIONS = { rollback: rollbackCanary, promote: promoteCanary } as const;

/**
 * The site's health check of canaries. It counts the browsers' reports per canary and stable
 * build, from the canary's start (resuming the figures it last wrote when the site restarts),
 * judges them with `judgeCanary` as reports arrive and every `intervalMs` (for a plan's steps),
 * and rolls back, steps up or promotes through the same commands as the command line, recording
 * its figures and reason in the release history.
 */
export async function startCanaryWatch(options: CanaryWatchOptions): Promise<CanaryWatch> {
  const { registryFile, log } = options;
  const now = options.now ?? (() => new Date());
  const resumed = (await readCanaryHealth(registryFile)).remotes;
  const tallies = new Map<string, CanaryHealth>();
  // Reported since the last check, by remote and version: weighed against the registry as the
  // check reads it, so a report right after a deploy counts for the canary it names.
  const unweighed = new Map<string, { remote: string; version: string } & VersionFigures>();
  let changed = false;

  const isCounted = (tally: CanaryHealth, { url, since }: CanaryRelease['canary']) =>
    tally.canaryUrl === url && tally.since === since;

  /**
   * The canary's figures: as counted, as last written before a restart, or new for a canary not
   * counted yet (one started again with the same build starts again from nothing).
   */
  const tallyOf = (remote: string, release: CanaryRelease): CanaryHealth => {
    const counted = tallies.get(remote);
    if (counted && isCounted(counted, release.canary)) return counted;
    const earlier = resumed[remote];
    delete resumed[remote];
    const tally =
      earlier && isCounted(earlier, release.canary)
        ? structuredClone(earlier)
        : {
            canaryUrl: release.canary.url,
            since: release.canary.since,
            figures: { canary: { views: 0, errors: 0 }, stable: { views: 0, errors: 0 } },
          };
    tallies.set(remote, tally);
    changed = true;
    return tally;
  };

  /** The two builds' versions, when reports can tell them apart. */
  const versionsOf = (remote: string, release: CanaryRelease) => {
    const canary = remoteVersionOf(remote, release.canary.url);
    const stable = remoteVersionOf(remote, release.stable);
    return canary === stable ? undefined : { canary, stable };
  };

  // Said once per problem, not at every check.
  const said = new Set<string>();
  const errorOnce = (message: string, fields: Record<string, unknown>) => {
    const key = `${message}\n${JSON.stringify(fields)}`;
    if (said.has(key)) return;
    said.add(key);
    log.error(message, fields);
  };

  const act = async (remote: string, release: CanaryRelease, tally: CanaryHealth) => {
    if (!versionsOf(remote, release)) {
      errorOnce('canary not judged: its build and the stable one have the same version', {
        remote,
        canary: release.canary.url,
        stable: release.stable,
      });
      return;
    }
    const verdict = judgeCanary(release, tally.figures, now());
    if (verdict.action === 'wait') return;
    const common = {
      registryFile,
      name: remote,
      by: HEALTH_CHECK_ACTOR,
      reason: verdict.reason,
      figures: structuredClone(tally.figures),
      // What was judged: a person's change of build or share meanwhile stands.
      canaryUrl: release.canary.url,
      canaryShare: release.canary.share,
      now,
    };
    try {
      const { event } =
        verdict.action === 'share'
          ? await setCanaryShare({ ...common, share: verdict.share })
          : await ACTIONS[verdict.action](common);
      log.info(`canary ${verdict.action} by the health check`, { ...event });
      if (verdict.action !== 'share') {
        tallies.delete(remote);
        changed = true;
      }
    } catch (error) {
      // A person changed the release meanwhile (theirs stands), or the registry stayed locked:
      // the next check judges again.
      if (!(error instanceof ReleaseError)) throw error;
      log.info('the health check did not act', { remote, reason: error.message });
    }
  };

  /** Adds what was reported since the last check to the canary's or the stable build's figures. */
  const weigh = (registry: ReleaseRegistry) => {
    for (const { remote, version, views, errors } of unweighed.values()) {
      const entry = registry[remote];
      if (entry === undefined || typeof entry === 'string') continue;
      const versions = versionsOf(remote, entry);
      if (!versions) continue;
      const { figures } = tallyOf(remote, entry);
      const side =
        version === versions.canary
          ? figures.canary
          : version === versions.stable
            ? figures.stable
            : undefined;
      if (!side) continue;
      side.views += views;
      side.errors += errors;
      changed = true;
    }
    unweighed.clear();
  };

  const checkOnce = async () => {
    let registry: ReleaseRegistry;
    try {
      registry = await readRegistry(registryFile);
    } catch (error) {
      errorOnce('the health check cannot read the registry', {
        message: (error as Error).message,
      });
      return;
    }
    weigh(registry);
    for (const [remote, entry] of Object.entries(registry)) {
      if (typeof entry === 'string') {
        if (tallies.delete(remote)) changed = true;
        continue;
      }
      await act(remote, entry, tallyOf(remote, entry));
    }
    if (!changed) return;
    changed = false;
    await writeCanaryHealth(registryFile, {
      updatedAt: now().toISOString(),
      remotes: Object.fromEntries(tallies),
    });
  };

  // One check at a time; a check asked for meanwhile runs once the current one ends.
  let running: Promise<void> | undefined;
  let again = false;
  const check = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await checkOnce().catch((error: unknown) => {
          log.error('the health check failed', { message: (error as Error).message });
        });
      } while (again);
    })().finally(() => {
      running = undefined;
    });
    return running;
  };

  let soon: NodeJS.Timeout | undefined;
  const interval = setInterval(() => void check(), options.intervalMs ?? DEFAULT_WATCH_INTERVAL_MS);
  interval.unref();
  await check();

  return {
    observe({ remote, version, kind, count }) {
      const key = `${remote}\n${version}`;
      const figures = unweighed.get(key) ?? { remote, version, views: 0, errors: 0 };
      if (kind === 'view') figures.views += count;
      else figures.errors += count;
      unweighed.set(key, figures);
      soon ??= setTimeout(() => {
        soon = undefined;
        void check();
      }, SETTLE_MS);
    },
    check,
    async stop() {
      clearInterval(interval);
      if (soon) clearTimeout(soon);
      soon = undefined;
      await running;
    },
  };
}
