import path from 'node:path';
import { SERVICE_NAMES, type ServiceName } from '@reedmere/contracts';

// This file runs from launcher/src (tests) or launcher/dist (built): both are two levels below
// the repository root.
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data', 'db');

export const EMBEDDED_MONGO_CLI = path.join(
  REPO_ROOT,
  'packages',
  'embedded-mongo',
  'dist',
  'cli.js',
);

export { SERVICE_NAMES, type ServiceName };

/** `services/<name>/dist/entry-points/server.js` */
export function serviceServer(name: ServiceName): string {
  return path.join(REPO_ROOT, 'services', name, 'dist', 'entry-points', 'server.js');
}

export const BFF_SERVER = path.join(REPO_ROOT, 'bff', 'dist', 'server.js');

export const RENDERER_SERVER = path.join(REPO_ROOT, 'renderer', 'dist', 'server.js');

export const STACK_CLI = path.join(REPO_ROOT, 'launcher', 'dist', 'cli.js');

/** `npm run deploy:remote` runs this. */
export const DEPLOY_REMOTE_CLI = path.join(REPO_ROOT, 'launcher', 'dist', 'deploy-remote-cli.js');

/** `node --require` this in a child process so it stops when its parent dies. */
export const EXIT_WITH_PARENT_PRELOAD = path.join(
  REPO_ROOT,
  'launcher',
  'preload',
  'exit-with-parent.cjs',
);
