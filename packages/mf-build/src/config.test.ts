import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import {
  createHostConfig,
  createRemoteConfig,
  FIRST_SCREEN_PACKAGES,
  STYLING_PACKAGES,
} from './config';
import { REMOTES, REMOTE_NAMES } from './remotes';
import { installedVersion, packageOf, SHARED_SINGLETONS, sharedFor } from './shared';

const root = path.resolve(__dirname, '..', '..', '..');

interface FederationOptions {
  name: string;
  exposes?: Record<string, string>;
  shared: Record<string, { singleton: boolean; requiredVersion: string; strictVersion: boolean }>;
  manifest?: boolean;
  dts?: boolean;
  filename?: string;
  runtimePlugins?: string[];
  experiments?: { externalRuntime?: boolean; optimization?: { target?: string } };
}

function federationOf(plugins: unknown[] | undefined): FederationOptions {
  const plugin = (plugins ?? []).find((p) => p instanceof ModuleFederationPlugin) as
    { _options: FederationOptions } | undefined;
  if (!plugin) throw new Error('no ModuleFederationPlugin');
  return plugin._options;
}

const EXPECTED_SHARED = [
  'react',
  'react-dom',
  '@reedmere/router',
  'swr',
  'sonner',
  '@emotion/react',
  '@emotion/styled',
  '@mui/material/styles',
  '@mui/system',
  '@mui/system/',
  'react/',
];

describe('shared singletons', () => {
  it('lists exactly the context-holding modules, not @mui/material itself', () => {
    expect([...SHARED_SINGLETONS].sort()).toEqual([...EXPECTED_SHARED].sort());
    expect(SHARED_SINGLETONS).not.toContain('@mui/material');
  });

  it('asks for the installed major of each package, strictly', () => {
    const dir = path.join(root, 'shell');
    const shared = sharedFor(dir);
    expect(Object.keys(shared).sort()).toEqual([...EXPECTED_SHARED].sort());
    for (const [key, entry] of Object.entries(shared)) {
      const installed = JSON.parse(
        readFileSync(path.join(root, 'node_modules', packageOf(key), 'package.json'), 'utf8'),
      ) as { version: string };
      const major = installed.version.split('.')[0];
      expect(entry).toEqual({
        singleton: true,
        requiredVersion: major === '0' ? expect.stringMatching(/^\^0\.\d+\.0$/) : `^${major}.0.0`,
        strictVersion: true,
      });
    }
    expect(shared.react?.requiredVersion).toBe(
      `^${installedVersion('react', dir).split('.')[0]}.0.0`,
    );
  });

  it('maps deep share keys to their package', () => {
    expect(packageOf('@mui/material/styles')).toBe('@mui/material');
    expect(packageOf('react-dom/client')).toBe('react-dom');
    expect(packageOf('swr')).toBe('swr');
  });
});

describe('createHostConfig', () => {
  const config = createHostConfig({ dir: path.join(root, 'shell'), port: 3000 });

  it('builds in production mode with content-hashed chunk names', () => {
    expect(config.mode).toBe('production');
    expect(config.output?.filename).toBe('[name].[contenthash].js');
    expect(config.output?.chunkFilename).toBe('[name].[contenthash].js');
    expect(config.output?.path).toBe(path.join(root, 'shell', 'dist'));
  });

  it('bakes no remote into the build and shares the singletons', () => {
    const federation = federationOf(config.plugins);
    expect(federation.name).toBe('shell');
    expect(federation.dts).toBe(false);
    expect(Object.keys(federation.shared).sort()).toEqual([...EXPECTED_SHARED].sort());
  });

  it('sends React as one file every page starts with, and the styling layer as another', () => {
    const splitChunks = config.optimization?.splitChunks;
    const cacheGroups = splitChunks ? splitChunks.cacheGroups : undefined;
    expect(cacheGroups).toMatchObject({
      firstScreen: { name: 'first-screen', chunks: 'async' },
      styling: { name: 'styling', chunks: 'async' },
    });
    const inFile = (file: string) =>
      [FIRST_SCREEN_PACKAGES, STYLING_PACKAGES]
        .filter((test) => test.test(path.join(root, file)))
        .map((test) => (test === FIRST_SCREEN_PACKAGES ? 'first-screen' : 'styling'));
    expect(inFile('node_modules/react-dom/cjs/react-dom-client.production.js')).toEqual([
      'first-screen',
    ]);
    expect(inFile('node_modules/react/cjs/react.production.js')).toEqual(['first-screen']);
    expect(inFile('node_modules/@emotion/react/dist/emotion-react.browser.esm.js')).toEqual([
      'styling',
    ]);
    expect(inFile('node_modules/@mui/system/esm/index.js')).toEqual(['styling']);
    expect(inFile('node_modules/react-is/cjs/react-is.production.js')).toEqual(['styling']);
    // The components, the router and the toasts keep their own files.
    for (const file of [
      'node_modules/@mui/material/Button/Button.mjs',
      'packages/router/dist/esm/routes.js',
      'node_modules/sonner/dist/index.mjs',
    ]) {
      expect(inFile(file)).toEqual([]);
    }
  });

  it('proxies /api and /remotes in development', () => {
    const dev = createHostConfig({
      dir: path.join(root, 'shell'),
      port: 3000,
      mode: 'development',
    });
    expect(dev.mode).toBe('development');
    expect(dev.devServer?.proxy).toEqual([
      expect.objectContaining({ context: ['/api', '/remotes'], target: 'http://127.0.0.1:8080' }),
    ]);
  });
});

describe('createRemoteConfig', () => {
  it.each(REMOTE_NAMES)('%s exposes what remotes.ts names, with a manifest', (name) => {
    const remote = REMOTES[name];
    const config = createRemoteConfig({ dir: path.join(root, remote.workspace), name, port: 1 });
    const federation = federationOf(config.plugins);
    expect(federation.name).toBe(name);
    expect(federation.exposes).toEqual(remote.exposes);
    expect(federation.manifest).toBe(true);
    expect(federation.dts).toBe(false);
    expect(federation.filename).toBe('remoteEntry.js');
    expect(Object.keys(federation.shared).sort()).toEqual([...EXPECTED_SHARED].sort());
    expect(federation.runtimePlugins).toEqual([
      expect.stringMatching(/major-version-check\.[tj]s$/),
    ]);
    expect(config.output?.publicPath).toBe('auto');
    expect(config.output?.filename).toBe('[name].[contenthash].js');
  });

  it("uses the shell's federation runtime in production and its own in development", () => {
    const dir = path.join(root, REMOTES.news.workspace);
    const production = createRemoteConfig({ dir, name: 'news', port: 1 });
    expect(federationOf(production.plugins).experiments?.externalRuntime).toBe(true);
    expect(production.entry).toEqual({});
    const development = createRemoteConfig({ dir, name: 'news', port: 1, mode: 'development' });
    expect(federationOf(development.plugins).experiments?.externalRuntime).toBe(false);
    expect(development.entry).toEqual({ main: './src/index.ts' });

    // The shell provides it from the ES module build of the provider plugin: its CommonJS file
    // would bring a second copy of the runtime's core.
    const host = createHostConfig({ dir: path.join(root, 'shell'), port: 1 });
    const [provider, ...others] = federationOf(host.plugins).runtimePlugins ?? [];
    expect(provider).toMatch(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.js$/);
    expect(readFileSync(provider!, 'utf8')).toMatch(/^import /m);
    expect(others).toEqual([expect.stringMatching(/major-version-check\.[tj]s$/)]);
    // The shell's browser build leaves out the runtime's Node script loading.
    expect(federationOf(host.plugins).experiments?.optimization?.target).toBe('web');
  });

  it('fixes the names each remote exposes', () => {
    expect(Object.keys(REMOTES.listings.exposes)).toEqual(['./routes', './home-sections']);
    expect(Object.keys(REMOTES.developments.exposes)).toEqual(['./routes', './home-projects']);
    for (const name of ['news', 'calculators', 'admin'] as const) {
      expect(Object.keys(REMOTES[name].exposes)).toEqual(['./routes']);
    }
  });
});

describe('REMOTES', () => {
  it('describes exactly the remotes the contracts name, each under its own name', () => {
    expect(Object.keys(REMOTES)).toEqual([...REMOTE_NAMES]);
    for (const name of REMOTE_NAMES) expect(REMOTES[name].name).toBe(name);
  });
});
