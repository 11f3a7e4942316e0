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

  /** The canary's figures, new (or as last written) when the canary is not the one counted. */
  const tallyOf = (remote: string, release: CanaryRelease): CanaryHealth => {
    const { url } = release.canary;
    let tally = tallies.get(remote);
    if (tally?.canaryUrl !== url) {
      const earlier = resumed[remote];
      tally =
        earlier?.canaryUrl === url
          ? structuredClone(earlier)
          : {
              canaryUrl: url,
              figures: { canary: { views: 0, errors: 0 }, stable: { views: 0, errors: 0 } },
            };
      tallies.set(remote, tally);
      changed = true;
    }
    return tally;
  };

  const act = async (remote: string, release: CanaryRelease, tally: CanaryHealth) => {
    const verdict = judgeCanary(release, tally.figures, now());
    if (verdict.action === 'wait') return;
    const common = {
      registryFile,
      name: remote,
      by: HEALTH_CHECK_ACTOR,
      reason: verdict.reason,
      figures: structuredClone(tally.figures),
      canaryUrl: release.canary.url,
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
      // A person promoted, rolled back or redeployed meanwhile: theirs stands.
      if (!(error instanceof ReleaseError)) throw error;
      log.info('canary changed before the health check acted', { remote, reason: error.message });
    }
  };

  /** Adds what was reported since the last check to the canary's or the stable build's figures. */
  const weigh = (registry: ReleaseRegistry) => {
    for (const { remote, version, views, errors } of unweighed.values()) {
      const entry = registry[remote];
      if (entry === undefined || typeof entry === 'string') continue;
      const { figures } = tallyOf(remote, entry);
      const side =
        version === remoteVersionOf(remote, entry.canary.url)
          ? figures.canary
          : version === remoteVersionOf(remote, entry.stable)
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
      log.error('the health check cannot read the registry', { message: (error as Error).message });
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
