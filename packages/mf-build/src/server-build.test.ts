import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { BUILD_OUTPUT_ENV } from './build-output';
import { createRemoteConfig, createRemoteServerConfig } from './config';
import { browserPublicPath } from './server-public-path';
import { providedShared } from './server-shared';
import { recordServerEntry } from './ssr-manifest';

const dir = path.resolve(__dirname, '..', '..', '..', 'mfe-news');

describe('createRemoteServerConfig', () => {
  afterEach(() => {
    delete process.env[BUILD_OUTPUT_ENV];
  });

  it('is a Node federation container in dist/server, built after the browser build', () => {
    const config = createRemoteServerConfig({ dir, name: 'news', port: 3003 });
    expect(config).toMatchObject({
      name: 'server',
      dependencies: ['browser'],
      target: 'async-node',
      entry: {},
      output: { path: path.join(dir, 'dist', 'server'), library: { type: 'commonjs-module' } },
    });
    const federation = config.plugins?.find((p) => p instanceof ModuleFederationPlugin) as
      { _options: Record<string, unknown> } | undefined;
    expect(federation?._options).toMatchObject({
      name: 'news',
      remoteType: 'script',
      library: { type: 'commonjs-module' },
    });
  });

  it('builds into the folder a deploy names, the server build in its server/ subfolder', () => {
    process.env[BUILD_OUTPUT_ENV] = '/tmp/staging-news';
    expect(createRemoteConfig({ dir, name: 'news', port: 3003 }).output?.path).toBe(
      '/tmp/staging-news',
    );
    expect(createRemoteServerConfig({ dir, name: 'news', port: 3003 }).output?.path).toBe(
      '/tmp/staging-news/server',
    );
  });
});

describe('recordServerEntry', () => {
  it('names the server entry in the browser build’s manifest, keeping everything else', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'mf-build-'));
    try {
      const file = path.join(dist, 'mf-manifest.json');
      writeFileSync(file, JSON.stringify({ id: 'news', metaData: { name: 'news' }, exposes: [] }));
      await recordServerEntry(dist);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
        id: 'news',
        metaData: {
          name: 'news',
          ssrRemoteEntry: { name: 'remoteEntry.js', path: 'server', type: 'commonjs-module' },
        },
        exposes: [],
      });
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('browserPublicPath', () => {
  it('is the folder of the browser build, as a path', () => {
    expect(browserPublicPath('http://127.0.0.1:8080/remotes/news/1a2b/server/remoteEntry.js')).toBe(
      '/remotes/news/1a2b/',
    );
    expect(browserPublicPath('http://bff:8080/server/remoteEntry.js?v=0a1b2c3d')).toBe('/');
  });
});

describe('providedShared', () => {
  it('offers each singleton and every deep path of the prefix keys, loaded only when asked', () => {
    const load = jest.fn((id: string) => ({ id }));
    const shared = providedShared(dir, load);
    expect(Object.keys(shared)).toEqual(
      expect.arrayContaining(['react', 'react-dom', 'react/jsx-runtime', 'swr']),
    );
    expect(load).not.toHaveBeenCalled();
    expect(shared['react/jsx-runtime']?.lib()).toEqual({ id: 'react/jsx-runtime' });
    expect(shared.react?.shareConfig).toEqual({ singleton: true, requiredVersion: false });
  });
});
