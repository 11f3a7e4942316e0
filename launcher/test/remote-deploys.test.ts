import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { SAME_ORIGIN_REGISTRY } from '@reedmere/contracts';
import { DeployError, deployRemote, type RemoteBuilder } from '../src/deploy-remote';
import { DEPLOY_REMOTE_CLI } from '../src/paths';
import {
  promoteCanary,
  readRegistry,
  readReleaseHistory,
  rollbackCanary,
  setCanaryShare,
  updateRegistry,
  writeRegistryAtomically,
} from '@reedmere/releases';
import { NEWS_CANARY_URL, newsCanaryRelease } from '@reedmere/releases/testing';
import { BUILD_ID, buildIdOf, hashFolder, listBuilds, pruneBuilds } from '../src/remote-builds';
import { ensureRegistryFile, registryFileIn } from '../src/remote-registry-file';

const tempDirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'stack-deploys-'));
  tempDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

/** Writes what a remote's build writes (a manifest naming the remote, its entry, a chunk). */
function fakeBuild(name: string, chunk = 'chunk'): RemoteBuilder {
  return async ({ outDir }) => {
    mkdirSync(outDir, { recursive: true });
    writeFileSync(
      path.join(outDir, 'mf-manifest.json'),
      JSON.stringify({ id: name, name, metaData: { name, publicPath: 'auto' } }),
    );
    writeFileSync(path.join(outDir, 'remoteEntry.js'), `var ${name};`);
    writeFileSync(path.join(outDir, '412.0123456789ab.js'), chunk);
  };
}

describe('build ids', () => {
  it('are the UTC build time and the first 8 hex of the content hash', () => {
    const id = buildIdOf(new Date('2026-11-22T06:15:09.123Z'), 'ab12cd34ef56');
    expect(id).toBe('20261122T061509Z-ab12cd34');
    expect(BUILD_ID.test(id)).toBe(true);
    for (const bad of ['20261122T061509Z-AB12CD34', '..', '20261122T061509Z-ab12cd3', 'latest']) {
      expect(BUILD_ID.test(bad)).toBe(false);
    }
  });

  it('hash the file names and contents: same files, same hash; one byte, another', async () => {
    const a = tempDir();
    const b = tempDir();
    for (const dir of [a, b]) {
      mkdirSync(path.join(dir, 'assets'));
      writeFileSync(path.join(dir, 'remoteEntry.js'), 'var news;');
      writeFileSync(path.join(dir, 'assets', 'logo.svg'), '<svg/>');
    }
    expect(await hashFolder(a)).toBe(await hashFolder(b));
    writeFileSync(path.join(b, 'assets', 'logo.svg'), '<svg />');
    expect(await hashFolder(a)).not.toBe(await hashFolder(b));
  });
});

describe('the registry file', () => {
  it('is created from the shipped default the first time, and left alone after', async () => {
    const dataDir = path.join(tempDir(), 'data');
    const file = ensureRegistryFile(dataDir);
    expect(file).toBe(registryFileIn(dataDir));
    expect(await readRegistry(file)).toEqual(SAME_ORIGIN_REGISTRY);
    writeFileSync(file, JSON.stringify({ news: '/elsewhere/mf-manifest.json' }));
    ensureRegistryFile(dataDir);
    expect(await readRegistry(file)).toEqual({ news: '/elsewhere/mf-manifest.json' });
  });

  it('refuses an invalid registry with a message saying what is wrong', async () => {
    const file = path.join(tempDir(), 'remotes.json');
    writeFileSync(file, '{ "news": ');
    await expect(readRegistry(file)).rejects.toThrow(/is not valid JSON .*fix it or delete it/);
    writeFileSync(file, '["news"]');
    await expect(readRegistry(file)).rejects.toThrow(/must be a JSON object/);
    writeFileSync(file, '{ "news": 42 }');
    await expect(readRegistry(file)).rejects.toThrow(
      /is not valid: the entry of remote "news" must be a manifest URL or \{ stable, canary \}/,
    );
    writeFileSync(
      file,
      JSON.stringify({
        news: { stable: '/a/mf-manifest.json', canary: { url: '/b', share: 120 } },
      }),
    );
    await expect(readRegistry(file)).rejects.toThrow(
      /the canary share of remote "news" must be a whole number from 0 to 100/,
    );
  });

  it('holds a release with a canary beside plain URLs', async () => {
    const file = path.join(tempDir(), 'remotes.json');
    const registry = {
      listings: '/remotes/listings/mf-manifest.json',
      news: {
        stable: '/remotes/news/mf-manifest.json',
        canary: {
          url: '/remotes/news/b/mf-manifest.json',
          share: 10,
          since: '2026-11-30T10:00:00.000Z',
        },
      },
    };
    await writeRegistryAtomically(file, registry);
    expect(await readRegistry(file)).toEqual(registry);
  });

  it('is replaced atomically: a concurrent reader only ever sees a whole registry', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'remotes.json');
    // Large enough that a plain write would be seen half-done.
    const version = (n: number) =>
      Object.fromEntries(
        Array.from({ length: 2000 }, (_, i) => [
          `remote${i}`,
          `/remotes/r${i}/v${n}/mf-manifest.json`,
        ]),
      );
    await writeRegistryAtomically(file, version(0));
    let reading = true;
    let reads = 0;
    const problems: string[] = [];
    const reader = (async () => {
      while (reading) {
        const text = await readFile(file, 'utf8');
        reads += 1;
        try {
          const parsed = JSON.parse(text) as Record<string, string>;
          const versions = new Set(Object.values(parsed).map((url) => url.split('/')[3]));
          if (Object.keys(parsed).length !== 2000 || versions.size !== 1) problems.push('mixed');
        } catch (error) {
          problems.push((error as Error).message);
        }
      }
    })();
    for (let n = 1; n <= 40; n++) await writeRegistryAtomically(file, version(n));
    reading = false;
    await reader;
    expect(reads).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    expect(Object.values(await readRegistry(file))[0]).toBe('/remotes/r0/v40/mf-manifest.json');
    // No temporary file is left behind.
    expect(readdirSync(dir)).toEqual(['remotes.json']);
  });

  it('a failed write leaves the old registry as it was and no temporary file', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'remotes.json');
    await writeRegistryAtomically(file, { news: '/remotes/news/mf-manifest.json' });
    const unserialisable = { news: 1n } as unknown as Record<string, string>;
    await expect(writeRegistryAtomically(file, unserialisable)).rejects.toThrow(/BigInt/);
    expect(await readRegistry(file)).toEqual({ news: '/remotes/news/mf-manifest.json' });
    expect(readdirSync(dir)).toEqual(['remotes.json']);
  });
});

describe('pruning', () => {
  const ids = [
    '20261101T000000Z-00000001',
    '20261102T000000Z-00000002',
    '20261103T000000Z-00000003',
    '20261104T000000Z-00000004',
    '20261105T000000Z-00000005',
  ];
  function remoteDir(): string {
    const dir = path.join(tempDir(), 'news');
    for (const id of ids) mkdirSync(path.join(dir, id), { recursive: true });
    mkdirSync(path.join(dir, '.staging-abc'));
    return dir;
  }

  it('keeps the newest builds and never the one the registry points at', async () => {
    const dir = remoteDir();
    const registry = { news: `/remotes/news/${ids[0]}/mf-manifest.json` };
    const removed = await pruneBuilds(dir, 'news', registry, 3);
    expect(removed.sort()).toEqual([ids[1]]);
    expect(await listBuilds(dir)).toEqual([ids[4], ids[3], ids[2], ids[0]]);
    // Other entries in the folder are not builds and are not touched.
    expect(existsSync(path.join(dir, '.staging-abc'))).toBe(true);
  });

  it('keeps exactly `keep` builds when the newest is in use', async () => {
    const dir = remoteDir();
    const registry = { news: `/remotes/news/${ids[4]}/mf-manifest.json` };
    expect((await pruneBuilds(dir, 'news', registry, 2)).sort()).toEqual([ids[0], ids[1], ids[2]]);
    expect(await listBuilds(dir)).toEqual([ids[4], ids[3]]);
  });
});

describe('deployRemote', () => {
  const at = (iso: string) => () => new Date(iso);

  it('builds into a new build-id folder, repoints the registry, keeps the other remotes', async () => {
    const dataDir = tempDir();
    const result = await deployRemote({
      name: 'news',
      dataDir,
      build: fakeBuild('news'),
      now: at('2026-11-22T06:15:00Z'),
    });
    expect(result.buildId).toMatch(/^20261122T061500Z-[0-9a-f]{8}$/);
    expect(result.buildDir).toBe(path.join(dataDir, 'remotes', 'news', result.buildId));
    expect(result.manifestUrl).toBe(`/remotes/news/${result.buildId}/mf-manifest.json`);
    expect(result.previousUrl).toBe(SAME_ORIGIN_REGISTRY.news);
    expect(readdirSync(result.buildDir).sort()).toEqual([
      '412.0123456789ab.js',
      'mf-manifest.json',
      'remoteEntry.js',
    ]);
    expect(await readRegistry(registryFileIn(dataDir))).toEqual({
      ...SAME_ORIGIN_REGISTRY,
      news: result.manifestUrl,
    });
    // The staging folder is gone.
    expect(readdirSync(path.join(dataDir, 'remotes', 'news'))).toEqual([result.buildId]);
  });

  it('keeps the last three builds per remote', async () => {
    const dataDir = tempDir();
    const results = [];
    for (let n = 1; n <= 5; n++) {
      results.push(
        await deployRemote({
          name: 'news',
          dataDir,
          keep: 3,
          build: fakeBuild('news', `chunk ${n}`),
          now: at(`2026-11-22T06:1${n}:00Z`),
        }),
      );
    }
    const kept = results.slice(2).map((r) => r.buildId);
    expect(await listBuilds(path.join(dataDir, 'remotes', 'news'))).toEqual(kept.reverse());
    expect(results[3]!.removed).toEqual([results[0]!.buildId]);
    expect((await readRegistry(registryFileIn(dataDir))).news).toBe(results[4]!.manifestUrl);
  });

  it('two deploys finishing together both land in the registry', async () => {
    const dataDir = tempDir();
    const [news, listings] = await Promise.all([
      deployRemote({ name: 'news', dataDir, build: fakeBuild('news') }),
      deployRemote({ name: 'listings', dataDir, build: fakeBuild('listings') }),
    ]);
    const registry = await readRegistry(registryFileIn(dataDir));
    expect(registry.news).toBe(news.manifestUrl);
    expect(registry.listings).toBe(listings.manifestUrl);
    expect(existsSync(`${registryFileIn(dataDir)}.lock`)).toBe(false);
  });

  it('takes over a lock left by a crashed deploy', async () => {
    const dataDir = tempDir();
    const lock = `${ensureRegistryFile(dataDir)}.lock`;
    writeFileSync(lock, '');
    const old = new Date(Date.now() - 120000);
    utimesSync(lock, old, old);
    await updateRegistry(registryFileIn(dataDir), (r) => ({ ...r, news: '/x/mf-manifest.json' }));
    expect((await readRegistry(registryFileIn(dataDir))).news).toBe('/x/mf-manifest.json');
    expect(existsSync(lock)).toBe(false);
  });

  it('refuses an unknown remote before doing anything', async () => {
    const dataDir = path.join(tempDir(), 'data');
    let built = false;
    const attempt = deployRemote({
      name: 'blog',
      dataDir,
      build: async () => {
        built = true;
      },
    });
    await expect(attempt).rejects.toThrow(
      'Unknown remote "blog": one of listings, developments, news, calculators, admin.',
    );
    await expect(attempt).rejects.toBeInstanceOf(DeployError);
    expect(built).toBe(false);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('refuses to deploy onto an invalid registry, and leaves it as it was', async () => {
    const dataDir = tempDir();
    writeFileSync(registryFileIn(dataDir), '{ "news": ');
    await expect(deployRemote({ name: 'news', dataDir, build: fakeBuild('news') })).rejects.toThrow(
      /not valid JSON/,
    );
    expect(readFileSync(registryFileIn(dataDir), 'utf8')).toBe('{ "news": ');
  });

  it('a failed build leaves the registry untouched and no folder behind', async () => {
    const dataDir = tempDir();
    const before = readFileSync(ensureRegistryFile(dataDir), 'utf8');
    await expect(
      deployRemote({
        name: 'news',
        dataDir,
        build: async () => {
          throw new DeployError('The build failed (exit code 1)');
        },
      }),
    ).rejects.toThrow('The build failed');
    // A build of another remote under this name is refused too.
    await expect(
      deployRemote({ name: 'news', dataDir, build: fakeBuild('listings') }),
    ).rejects.toThrow('The build is the remote "listings", not "news".');
    expect(readFileSync(registryFileIn(dataDir), 'utf8')).toBe(before);
    expect(readdirSync(path.join(dataDir, 'remotes', 'news'))).toEqual([]);
  });

  it('a real webpack build that fails exits with its error, the registry untouched', async () => {
    const dataDir = tempDir();
    // Inside the repository, so webpack-cli and the workspace's packages resolve as they would.
    const source = mkdtempSync(path.join(__dirname, '..', 'dist', '.deploy-source-'));
    tempDirs.push(source);
    writeFileSync(path.join(source, 'webpack.config.cjs'), "throw new Error('broken config');\n");
    const before = readFileSync(ensureRegistryFile(dataDir), 'utf8');
    await expect(deployRemote({ name: 'news', dataDir, sourceDir: source })).rejects.toThrow(
      /The build failed \(exit code \d+\)[\s\S]*broken config/,
    );
    expect(readFileSync(registryFileIn(dataDir), 'utf8')).toBe(before);
  }, 60000);
});

describe('a canary', () => {
  const at = (iso: string) => () => new Date(iso);
  const deployNews = (dataDir: string, when: string, canary?: number, chunk = when) =>
    deployRemote({
      name: 'news',
      dataDir,
      build: fakeBuild('news', chunk),
      now: at(when),
      ...(canary === undefined ? {} : { canary }),
    });

  /** A data folder where news's build of the 29th serves all but the 10 % given the 30th's canary. */
  const newsWithCanary = async () => {
    const dataDir = tempDir();
    const stable = await deployNews(dataDir, '2026-11-29T09:00:00Z');
    const canary = await deployNews(dataDir, '2026-11-30T09:00:00Z', 10);
    return { dataDir, stable, canary };
  };

  it('is published beside the build everyone else keeps, and recorded', async () => {
    const { dataDir, stable, canary } = await newsWithCanary();
    expect(canary.canary).toBe(10);
    expect(canary.previousUrl).toBe(stable.manifestUrl);
    const registry = await readRegistry(registryFileIn(dataDir));
    expect(registry.news).toEqual({
      stable: stable.manifestUrl,
      canary: { url: canary.manifestUrl, share: 10, since: '2026-11-30T09:00:00.000Z' },
    });
    expect(registry.listings).toBe(SAME_ORIGIN_REGISTRY.listings);
    expect(await readReleaseHistory(registryFileIn(dataDir))).toEqual([
      {
        at: '2026-11-29T09:00:00.000Z',
        remote: 'news',
        action: 'deploy',
        version: stable.buildId,
        stable: 'built-in',
        by: 'command line',
      },
      {
        at: '2026-11-30T09:00:00.000Z',
        remote: 'news',
        action: 'canary',
        version: canary.buildId,
        stable: stable.buildId,
        share: 10,
        by: 'command line',
      },
    ]);
  });

  it('keeps both its build and the stable one when older builds are pruned', async () => {
    const dataDir = tempDir();
    const stable = await deployNews(dataDir, '2026-11-28T09:00:00Z');
    await deployNews(dataDir, '2026-11-29T09:00:00Z', 10);
    const canary = await deployNews(dataDir, '2026-11-30T09:00:00Z', 20);
    // A second canary replaces the first; the stable build stays, however old.
    const registry = await readRegistry(registryFileIn(dataDir));
    expect(registry.news).toMatchObject({
      stable: stable.manifestUrl,
      canary: { url: canary.manifestUrl, share: 20 },
    });
    const removed = await pruneBuilds(path.join(dataDir, 'remotes', 'news'), 'news', registry, 1);
    expect(removed).toHaveLength(1);
    expect(await listBuilds(path.join(dataDir, 'remotes', 'news'))).toEqual([
      canary.buildId,
      stable.buildId,
    ]);
  });

  it('is refused before building: a share out of range, or no build to try it beside', async () => {
    const dataDir = tempDir();
    let built = false;
    const build: RemoteBuilder = async () => {
      built = true;
    };
    for (const canary of [0, 101, 2.5]) {
      await expect(deployRemote({ name: 'news', dataDir, build, canary })).rejects.toThrow(
        'A canary share is a whole per cent from 1 to 100.',
      );
    }
    await writeRegistryAtomically(ensureRegistryFile(dataDir), {});
    await expect(deployRemote({ name: 'news', dataDir, build, canary: 10 })).rejects.toThrow(
      '"news" is not in the registry yet: deploy it to everyone first, then try a canary.',
    );
    expect(built).toBe(false);
  });

  it('carries its health check and plan in the registry', async () => {
    const dataDir = tempDir();
    await deployNews(dataDir, '2026-11-29T09:00:00Z');
    await deployRemote({
      name: 'news',
      dataDir,
      build: fakeBuild('news', 'planned'),
      canary: 10,
      check: { minViews: 20, marginPercent: 1 },
      plan: { steps: [25, 100], stepMinutes: 15 },
    });
    expect((await readRegistry(registryFileIn(dataDir))).news).toMatchObject({
      canary: {
        share: 10,
        check: { minViews: 20, marginPercent: 1 },
        plan: { steps: [25, 100], stepMinutes: 15 },
      },
    });
  });

  it.each([
    [{ plan: { steps: [50, 100], stepMinutes: 5 } }, 'A health check or a plan is for a canary'],
    [
      { canary: 50, plan: { steps: [50, 100], stepMinutes: 5 } },
      "The plan is not valid: the steps must rise from the canary's share (50).",
    ],
    [{ canary: 10, plan: { steps: [50], stepMinutes: 5 } }, 'The plan is not valid: the last step'],
    [
      { canary: 10, plan: { steps: [100], stepMinutes: 0 } },
      'The plan is not valid: a step must last more than 0 minutes.',
    ],
    [
      { canary: 10, check: { minViews: 0, marginPercent: 1 } },
      'The health check is not valid: the minimum views must be a whole number from 1.',
    ],
  ])('refuses a plan or check it cannot follow, before building: %j', async (release, message) => {
    const dataDir = tempDir();
    let built = false;
    const build: RemoteBuilder = async () => {
      built = true;
    };
    await expect(deployRemote({ name: 'news', dataDir, build, ...release })).rejects.toThrow(
      message,
    );
    expect(built).toBe(false);
  });

  it('is promoted: its build for everyone, recorded', async () => {
    const { dataDir, stable, canary } = await newsWithCanary();
    const { event } = await promoteCanary({
      registryFile: registryFileIn(dataDir),
      name: 'news',
      now: at('2026-11-30T10:00:00Z'),
    });
    expect((await readRegistry(registryFileIn(dataDir))).news).toBe(canary.manifestUrl);
    expect(event).toEqual({
      at: '2026-11-30T10:00:00.000Z',
      remote: 'news',
      action: 'promote',
      version: canary.buildId,
      stable: stable.buildId,
      by: 'command line',
    });
    expect((await readReleaseHistory(registryFileIn(dataDir))).at(-1)).toEqual(event);
  });

  it('is rolled back: the stable build for everyone, with the reason recorded', async () => {
    const { dataDir, stable, canary } = await newsWithCanary();
    const { event } = await rollbackCanary({
      registryFile: registryFileIn(dataDir),
      name: 'news',
      by: 'health check',
      reason: 'errors on 12 of 40 pages against 0 of 400',
    });
    expect((await readRegistry(registryFileIn(dataDir))).news).toBe(stable.manifestUrl);
    expect(event).toMatchObject({
      action: 'rollback',
      version: canary.buildId,
      stable: stable.buildId,
      by: 'health check',
      reason: 'errors on 12 of 40 pages against 0 of 400',
    });
  });

  it('changes its share, keeping its build and its start', async () => {
    const { dataDir, canary } = await newsWithCanary();
    await setCanaryShare({ registryFile: registryFileIn(dataDir), name: 'news', share: 25 });
    expect((await readRegistry(registryFileIn(dataDir))).news).toMatchObject({
      canary: { url: canary.manifestUrl, share: 25, since: '2026-11-30T09:00:00.000Z' },
    });
    await expect(
      setCanaryShare({ registryFile: registryFileIn(dataDir), name: 'news', share: 101 }),
    ).rejects.toThrow('A canary share is a whole per cent from 0 to 100.');
  });

  it('ends when a build is deployed to everyone', async () => {
    const { dataDir } = await newsWithCanary();
    const everyone = await deployNews(dataDir, '2026-11-30T11:00:00Z');
    expect((await readRegistry(registryFileIn(dataDir))).news).toBe(everyone.manifestUrl);
  });

  it('cannot be promoted, rolled back or resized when there is none; the registry is untouched', async () => {
    const dataDir = tempDir();
    const before = readFileSync(ensureRegistryFile(dataDir), 'utf8');
    for (const attempt of [
      promoteCanary({ registryFile: registryFileIn(dataDir), name: 'news' }),
      rollbackCanary({ registryFile: registryFileIn(dataDir), name: 'news' }),
      setCanaryShare({ registryFile: registryFileIn(dataDir), name: 'news', share: 50 }),
    ]) {
      await expect(attempt).rejects.toThrow(
        '"news" has no canary: every visitor already gets the same build.',
      );
    }
    await expect(
      promoteCanary({ registryFile: registryFileIn(dataDir), name: 'blog' }),
    ).rejects.toThrow('Unknown remote "blog"');
    expect(readFileSync(registryFileIn(dataDir), 'utf8')).toBe(before);
    expect(await readReleaseHistory(registryFileIn(dataDir))).toEqual([]);
  });
});

describe('npm run deploy:remote', () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, [DEPLOY_REMOTE_CLI, ...args], { encoding: 'utf8' });

  it('exits 1 with a clear message on an unknown remote, touching nothing', () => {
    const dataDir = path.join(tempDir(), 'data');
    const result = run('blog', '--data-dir', dataDir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Deploy of "blog" failed; the registry is unchanged.');
    expect(result.stderr).toContain('Unknown remote "blog": one of listings, developments');
    expect(existsSync(dataDir)).toBe(false);
  });

  it('promotes, rolls back, resizes and shows a canary', async () => {
    const dataDir = tempDir();
    await writeRegistryAtomically(ensureRegistryFile(dataDir), { news: newsCanaryRelease() });
    const status = run('status', '--data-dir', dataDir);
    expect(status.status).toBe(0);
    expect(status.stdout).toContain(
      'news: 20261129T090000Z-00000001 for 90 %, canary 20261130T090000Z-00000002 for 10 % since 2026-11-30T09:00:00.000Z',
    );
    const share = run('share', 'news', '25', '--data-dir', dataDir);
    expect(share.stdout).toContain(
      'The news canary 20261130T090000Z-00000002 now serves 25 % of visitors.',
    );
    const promoted = run('promote', 'news', '--data-dir', dataDir);
    expect(promoted.status).toBe(0);
    expect(promoted.stdout).toContain(
      'Promoted news: every visitor now gets 20261130T090000Z-00000002.',
    );
    const again = run('rollback', 'news', '--data-dir', dataDir);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('rollback failed; the registry is unchanged.');
    expect(again.stderr).toContain('"news" has no canary');
    const after = run('status', '--data-dir', dataDir);
    expect(after.stdout).toContain('news: 20261130T090000Z-00000002 for everyone');
    expect(after.stdout).toMatch(
      /news {2}share 20261130T090000Z-00000002 \(stable 20261129T090000Z-00000001\) at 25 % {2}by command line/,
    );
    expect(after.stdout).toMatch(/news {2}promote 20261130T090000Z-00000002/);
  });

  it('exits 2 with the usage on a share or a canary out of range, or a command without its name', () => {
    const dataDir = tempDir();
    for (const args of [
      ['share', 'news', '150'],
      ['share', 'news'],
      ['promote'],
      ['status', 'news'],
      ['news', '--canary', '0'],
      ['news', '--canary', 'ten'],
    ]) {
      const result = run(...args, '--data-dir', dataDir);
      expect(result.status).toBe(2);
      expect(result.stderr).toContain('Usage: npm run deploy:remote');
    }
  });

  it.each([
    [['--plan', '50,100', '--step-minutes', '5'], '--plan needs --canary.'],
    [['--margin', '1'], '--margin needs --canary.'],
    [['--canary', '10', '--plan', '50,100'], '--plan and --step-minutes go together.'],
    [['--canary', '10', '--plan', 'half', '--step-minutes', '5'], '--plan is a list of per cents'],
    [['--canary', '10', '--margin', 'some'], '--margin must be a number.'],
  ])('exits 2 with the usage on a canary option it cannot read: %j', (args, message) => {
    const dataDir = path.join(tempDir(), 'data');
    const result = run('news', ...args, '--data-dir', dataDir);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(message);
    expect(existsSync(dataDir)).toBe(false);
  });

  it.each([
    [
      ['--canary', '10', '--plan', '50,100', '--step-minutes', '0'],
      'The plan is not valid: a step must last more than 0 minutes.',
    ],
    [
      ['--canary', '50', '--plan', '50,100', '--step-minutes', '5'],
      "The plan is not valid: the steps must rise from the canary's share (50).",
    ],
    [
      ['--canary', '10', '--min-views', '0'],
      'The health check is not valid: the minimum views must be a whole number from 1.',
    ],
  ])('exits 1 before building on a check or plan the site cannot follow: %j', (args, message) => {
    const dataDir = path.join(tempDir(), 'data');
    const result = run('news', ...args, '--data-dir', dataDir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(message);
    expect(existsSync(dataDir)).toBe(false);
  });

  it("shows a canary's figures, check and plan, and what the health check did", async () => {
    const dataDir = tempDir();
    const registryFile = ensureRegistryFile(dataDir);
    await writeRegistryAtomically(registryFile, {
      news: newsCanaryRelease({
        share: 25,
        check: { minViews: 30, marginPercent: 1.5 },
        plan: { steps: [25, 50, 100], stepMinutes: 10 },
      }),
    });
    writeFileSync(
      path.join(dataDir, 'canary-health.json'),
      JSON.stringify({
        updatedAt: '2026-11-30T09:20:00.000Z',
        remotes: {
          news: {
            canaryUrl: NEWS_CANARY_URL,
            since: '2026-11-30T09:00:00.000Z',
            figures: { canary: { views: 12, errors: 1 }, stable: { views: 80, errors: 0 } },
          },
        },
      }),
    );
    const status = run('status', '--data-dir', dataDir);
    expect(status.status).toBe(0);
    expect(status.stdout).toContain(
      '    canary 1 error in 12 views (8.3 %); stable 0 errors in 80 views (0.0 %)\n' +
        '    rolled back when over 1.5 points above stable after 30 views\n' +
        '    plan: 25 -> 50 -> 100 %, 10 min a step',
    );
  });

  it('exits 2 with the usage when the name is missing', () => {
    const result = run('--data-dir', tempDir());
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Give exactly one remote name.');
    expect(result.stderr).toContain('Usage: npm run deploy:remote -- <name>');
  });
});
