import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CanaryRelease, HealthEventKind } from '@reedmere/contracts';
import { readCanaryHealth } from '../src/canary-health-file';
import { startCanaryWatch, type CanaryWatch } from '../src/canary-watch';
import { readRegistry, writeRegistryAtomically } from '../src/registry-file';
import { readReleaseHistory } from '../src/release-history';
import {
  NEWS_CANARY_URL as CANARY,
  NEWS_CANARY_VERSION as CANARY_VERSION,
  NEWS_STABLE_URL as STABLE,
  NEWS_STABLE_VERSION as STABLE_VERSION,
  newsCanaryRelease,
} from '../src/testing';

const dirs: string[] = [];
const watches: CanaryWatch[] = [];
afterEach(async () => {
  await Promise.all(watches.splice(0).map((watch) => watch.stop()));
  log.error.mockClear();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function registryWith(canary: Partial<CanaryRelease['canary']> = {}): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'canary-watch-'));
  dirs.push(dir);
  const file = path.join(dir, 'remotes.json');
  await writeRegistryAtomically(file, {
    listings: '/remotes/listings/mf-manifest.json',
    news: newsCanaryRelease({ check: { minViews: 4, marginPercent: 10 }, ...canary }),
  });
  return file;
}

/** A clock the test moves. */
function clock(iso: string) {
  let now = new Date(iso);
  return {
    now: () => now,
    set: (next: string) => {
      now = new Date(next);
    },
  };
}

const log = { info: () => {}, error: jest.fn() };

async function watching(registryFile: string, now: () => Date): Promise<CanaryWatch> {
  // A long interval: the test says when a plan is looked at.
  const watch = await startCanaryWatch({ registryFile, log, now, intervalMs: 3_600_000 });
  watches.push(watch);
  return watch;
}

const report = (watch: CanaryWatch, version: string, kind: HealthEventKind, count = 1) =>
  watch.observe({ remote: 'news', version, kind, count });

async function until<T>(what: string, value: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = await value();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`waited 10 s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("the site's canary health check", () => {
  it('rolls a failing canary back by itself as reports arrive, recording its figures', async () => {
    const file = await registryWith();
    const time = clock('2026-11-30T09:30:00.000Z');
    const watch = await watching(file, time.now);
    report(watch, STABLE_VERSION, 'view', 20);
    report(watch, CANARY_VERSION, 'view', 3);
    report(watch, CANARY_VERSION, 'section-error', 3);
    await watch.check();
    // Three views are under the minimum of four: nothing yet.
    expect((await readRegistry(file)).news).toMatchObject({ canary: { url: CANARY } });
    report(watch, CANARY_VERSION, 'view');
    // No check asked for: the report itself leads to the decision.
    const rolledBack = await until('the rollback', async () =>
      (await readRegistry(file)).news === STABLE ? true : undefined,
    );
    expect(rolledBack).toBe(true);
    // The check that rolled it back goes on to record it: wait for it to end.
    await watch.check();
    const history = await readReleaseHistory(file);
    expect(history).toEqual([
      {
        at: '2026-11-30T09:30:00.000Z',
        remote: 'news',
        action: 'rollback',
        version: CANARY_VERSION,
        stable: STABLE_VERSION,
        by: 'health check',
        reason:
          'canary 3 errors in 4 views (75.0 %) against stable 0 errors in 20 views (0.0 %): more than 10 points above, over at least 4 views',
        figures: { canary: { views: 4, errors: 3 }, stable: { views: 20, errors: 0 } },
      },
    ]);
    expect((await readCanaryHealth(file)).remotes).toEqual({});
    expect(log.error).not.toHaveBeenCalled();
  });

  it('ignores versions the registry does not name for the remote, and other remotes', async () => {
    const file = await registryWith({ check: { minViews: 1, marginPercent: 0 } });
    const watch = await watching(file, clock('2026-11-30T09:30:00.000Z').now);
    report(watch, 'other', 'section-error', 5);
    report(watch, 'built-in', 'load-failed', 5);
    watch.observe({ remote: 'listings', version: 'built-in', kind: 'uncaught-error', count: 9 });
    report(watch, CANARY_VERSION, 'view', 2);
    await watch.check();
    expect((await readRegistry(file)).news).toMatchObject({ canary: { url: CANARY } });
    expect((await readCanaryHealth(file)).remotes).toEqual({
      news: {
        canaryUrl: CANARY,
        since: '2026-11-30T09:00:00.000Z',
        figures: { canary: { views: 2, errors: 0 }, stable: { views: 0, errors: 0 } },
      },
    });
  });

  it('moves a healthy canary through its plan and promotes it at 100', async () => {
    const file = await registryWith({ plan: { steps: [50, 100], stepMinutes: 5 } });
    const time = clock('2026-11-30T09:04:00.000Z');
    const watch = await watching(file, time.now);
    report(watch, CANARY_VERSION, 'view', 4);
    report(watch, STABLE_VERSION, 'view', 30);
    await watch.check();
    expect((await readRegistry(file)).news).toMatchObject({ canary: { share: 10 } });

    time.set('2026-11-30T09:05:00.000Z');
    await watch.check();
    expect((await readRegistry(file)).news).toMatchObject({
      canary: { share: 50, shareSince: '2026-11-30T09:05:00.000Z' },
    });
    time.set('2026-11-30T09:09:59.000Z');
    await watch.check();
    expect((await readRegistry(file)).news).toMatchObject({ canary: { share: 50 } });
    time.set('2026-11-30T09:10:00.000Z');
    await watch.check();
    expect((await readRegistry(file)).news).toBe(CANARY);

    const history = await readReleaseHistory(file);
    expect(history.map(({ action, share, by }) => ({ action, share, by }))).toEqual([
      { action: 'share', share: 50, by: 'health check' },
      { action: 'promote', share: undefined, by: 'health check' },
    ]);
    expect(history[1]).toMatchObject({
      at: '2026-11-30T09:10:00.000Z',
      version: CANARY_VERSION,
      stable: STABLE_VERSION,
      reason:
        'canary 0 errors in 4 views (0.0 %) against stable 0 errors in 30 views (0.0 %), within 10 points, after 5 min at 50 %',
      figures: { canary: { views: 4, errors: 0 }, stable: { views: 30, errors: 0 } },
    });
  });

  it('resumes the figures it wrote after a restart, for the same canary only', async () => {
    const file = await registryWith({ check: { minViews: 4, marginPercent: 50 } });
    const time = clock('2026-11-30T09:30:00.000Z');
    const first = await watching(file, time.now);
    report(first, CANARY_VERSION, 'view', 3);
    report(first, CANARY_VERSION, 'hydration-error');
    await first.check();
    await first.stop();

    const second = await watching(file, time.now);
    report(second, CANARY_VERSION, 'view');
    await second.check();
    expect((await readCanaryHealth(file)).remotes.news?.figures.canary).toEqual({
      views: 4,
      errors: 1,
    });
    await second.stop();

    // A new canary starts from nothing.
    const NEXT = '/remotes/news/20261130T120000Z-00000003/mf-manifest.json';
    const registry = await readRegistry(file);
    await writeRegistryAtomically(file, {
      ...registry,
      news: { stable: STABLE, canary: { url: NEXT, share: 10, since: '2026-11-30T12:00:00Z' } },
    });
    const third = await watching(file, time.now);
    await third.check();
    expect((await readCanaryHealth(file)).remotes.news).toEqual({
      canaryUrl: NEXT,
      since: '2026-11-30T12:00:00Z',
      figures: { canary: { views: 0, errors: 0 }, stable: { views: 0, errors: 0 } },
    });
  });

  it('starts the figures again for a canary started again with the same build', async () => {
    const file = await registryWith({ check: { minViews: 50, marginPercent: 2 } });
    const watch = await watching(file, clock('2026-11-30T09:30:00.000Z').now);
    report(watch, CANARY_VERSION, 'section-error', 5);
    await watch.check();
    const registry = await readRegistry(file);
    const release = registry.news as CanaryRelease;
    await writeRegistryAtomically(file, {
      ...registry,
      news: { ...release, canary: { ...release.canary, since: '2026-11-30T10:00:00.000Z' } },
    });
    await watch.check();
    expect((await readCanaryHealth(file)).remotes.news?.figures.canary).toEqual({
      views: 0,
      errors: 0,
    });
  });

  it("leaves a person's change of share made while it waited for the lock", async () => {
    const file = await registryWith({
      check: { minViews: 1, marginPercent: 0 },
      plan: { steps: [50, 100], stepMinutes: 5 },
    });
    const now = jest.fn(clock('2026-11-30T10:00:00.000Z').now);
    const watch = await watching(file, now);
    // Another release holds the lock: the check judges (50 % is due), dates its change and
    // waits for the lock.
    const lock = `${file}.lock`;
    writeFileSync(lock, '');
    const before = now.mock.calls.length;
    report(watch, CANARY_VERSION, 'view', 3);
    const checked = watch.check();
    await until('the check to judge and wait for the lock', async () =>
      now.mock.calls.length >= before + 2 ? true : undefined,
    );
    // Meanwhile a person stops the canary; then the lock is let go.
    const registry = await readRegistry(file);
    const release = registry.news as CanaryRelease;
    await writeRegistryAtomically(file, {
      ...registry,
      news: { ...release, canary: { ...release.canary, share: 0 } },
    });
    rmSync(lock);
    await checked;
    expect((await readRegistry(file)).news).toMatchObject({ canary: { share: 0 } });
    expect(await readReleaseHistory(file)).toEqual([]);
  });

  it('judges nothing when the canary and the stable build cannot be told apart', async () => {
    const file = await registryWith({ check: { minViews: 1, marginPercent: 0 } });
    const registry = await readRegistry(file);
    const release = registry.news as CanaryRelease;
    // Both elsewhere: each is `external` to the reports.
    await writeRegistryAtomically(file, {
      ...registry,
      news: {
        stable: 'https://a.example/news/mf-manifest.json',
        canary: { ...release.canary, url: 'https://b.example/news/mf-manifest.json' },
      },
    });
    const watch = await watching(file, clock('2026-11-30T09:30:00.000Z').now);
    report(watch, 'external', 'view', 5);
    report(watch, 'external', 'section-error', 5);
    await watch.check();
    await watch.check();
    expect(typeof (await readRegistry(file)).news).toBe('object');
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith(
      'canary not judged: its build and the stable one have the same version',
      expect.objectContaining({ remote: 'news' }),
    );
  });
});
