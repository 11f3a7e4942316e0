import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTES, REMOTE_NAMES, SHELL_DEV_PORT } from '@reedmere/mf-build';
import { spawnNode, type ManagedChild } from './child-process';
import { REPO_ROOT } from './paths';
import { ensurePrivateDataDir } from './private-data-dir';

const WEBPACK_CLI = path.join(REPO_ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');

/** Where the shell's dev server is opened. */
export const DEV_SHELL_URL = `http://127.0.0.1:${SHELL_DEV_PORT}`;

/**
 * The registry the BFF serves in development: every remote from its own dev server, so a change
 * to a remote reloads without a build. (Absolute URLs: the BFF adds their origins to the CSP.)
 */
export function devRegistry(): Record<string, string> {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      `http://127.0.0.1:${REMOTES[name].devPort}/mf-manifest.json`,
    ]),
  );
}

/** Writes the development registry into the data folder and returns its path. */
export async function writeDevRegistry(dataDir: string): Promise<string> {
  ensurePrivateDataDir(dataDir);
  const file = path.join(dataDir, 'dev-remotes.json');
  await writeFile(file, `${JSON.stringify(devRegistry(), null, 2)}\n`);
  return file;
}

/** `webpack serve` of the shell and of each remote, each on its own port with live reload. */
export function startDevServers(log: (line: string) => void): ManagedChild[] {
  const workspaces = [
    { name: 'shell', dir: 'shell' },
    ...REMOTE_NAMES.map((name) => ({ name, dir: REMOTES[name].workspace })),
  ];
  return workspaces.map(({ name, dir }) =>
    spawnNode({
      name: `dev:${name}`,
      script: WEBPACK_CLI,
      args: [
        'serve',
        '--config',
        path.join(REPO_ROOT, dir, 'webpack.config.cjs'),
        '--mode',
        'development',
      ],
      env: { ...process.env, NODE_ENV: 'development' },
      log: (line) => log(`[${name}] ${line}`),
    }),
  );
}
