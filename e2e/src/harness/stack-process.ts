import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { REMOTE_NAMES, SERVICE_NAMES } from '@reedmere/contracts';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

// The same command the README's start command ends in.
const STACK_CLI = path.join(REPO_ROOT, 'launcher', 'dist', 'cli.js');
const EXIT_WITH_PARENT = path.join(REPO_ROOT, 'launcher', 'preload', 'exit-with-parent.cjs');
const BUILT = [
  STACK_CLI,
  path.join(REPO_ROOT, 'bff', 'dist', 'server.js'),
  path.join(REPO_ROOT, 'packages', 'embedded-mongo', 'dist', 'cli.js'),
  path.join(REPO_ROOT, 'packages', 'demo-content', 'dist', 'index.js'),
  ...SERVICE_NAMES.map((name) =>
    path.join(REPO_ROOT, 'services', name, 'dist', 'entry-points', 'server.js'),
  ),
  // The pages: the shell and every remote, with the bundle reports the singleton check reads.
  path.join(REPO_ROOT, 'shell', 'dist', 'index.html'),
  ...REMOTE_NAMES.map((name) => path.join(REPO_ROOT, `mfe-${name}`, 'dist', 'mf-manifest.json')),
];

export interface StackProcess {
  name: string;
  url: string;
  /** The admin site's origin. */
  adminUrl: string;
  dataDir: string;
  child: ChildProcess;
  exited: Promise<void>;
  output(): string;
}

// The demo stack draws and uploads about 55 images before it prints its URL (under a minute
// here); the margin is for a busy machine, with both stacks starting at once.
const START_TIMEOUT_MS = 300000;

/**
 * Runs `node launcher/dist/cli.js --port 0 --data-dir <dir> [...extra]` until it prints the
 * site's and the admin site's URLs (after the services are up and, unless --no-seed, the demo content is in).
 */
export async function startStackProcess(
  name: string,
  dataDir: string,
  extraArgs: string[] = [],
): Promise<StackProcess> {
  const missing = BUILT.filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(`Not built yet (run npm run build): ${missing.join(', ')}`);
  }
  const env = { ...process.env };
  // The browser tests always run on their own fresh embedded databases, with the development
  // admin and a token of the stack's own making.
  delete env.MONGODB_URI;
  delete env.ADMIN_EMAIL;
  delete env.ADMIN_PASSWORD;
  delete env.SERVICE_TOKEN;
  delete env.NODE_ENV;
  // A machine busy with the unit tests, two sites and a browser answers calls several times
  // slower than an idle one, so the waits that decide a page's content are longer than a
  // visitor's: a call to a service gets 5 s (production 2 s) before its section counts as
  // failed, a page's tags 3 s before its fallbacks, a read of the page's data 7.5 s (so an
  // aggregate whose service hangs still arrives with its other sections) and the renderer 10 s
  // (the most the BFF allows) before the page is served to render in the browser.
  env.SERVICE_CALL_TIMEOUT_MS = '5000';
  env.SEO_LOOKUP_TIMEOUT_MS = '3000';
  env.DATA_TIMEOUT_MS = '7500';
  env.RENDER_BUDGET_MS = '10000';
  // Every browser test posts from 127.0.0.1, often naming the same inbox: the contact form's and
  // the viewing request's tests together send more enquiries than one visitor may.
  env.ENQUIRIES_PER_WINDOW = '50';
  env.ENQUIRIES_PER_EMAIL = '50';
  // Each page a test leaves reports the remotes' health: one address, hundreds of pages.
  env.HEALTH_REPORTS_PER_MINUTE = '1000';
  const child = spawn(
    process.execPath,
    // The preload stops the stack (and so its children) if the test runner dies first.
    ['--require', EXIT_WITH_PARENT, STACK_CLI, '--port', '0', '--data-dir', dataDir, ...extraArgs],
    { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] },
  );
  child.channel?.unref();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines: string[] = [];
  const keep = (line: string): void => {
    lines.push(line);
    if (lines.length > 40) lines.shift();
  };
  createInterface({ input: child.stderr! }).on('line', keep);
  const output = (): string => lines.join('\n');

  const { url, adminUrl } = await new Promise<{ url: string; adminUrl: string }>(
    (resolve, reject) => {
      const timer = setTimeout(() => {
        reject(
          new Error(`The ${name} stack did not start within ${START_TIMEOUT_MS} ms:\n${output()}`),
        );
      }, START_TIMEOUT_MS);
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`The ${name} stack exited while starting:\n${output()}`));
      });
      // `Site: <url>`, then `Admin site: <url>/admin`.
      let site: string | undefined;
      createInterface({ input: child.stdout! }).on('line', (line) => {
        keep(line);
        site ??= /^Site: (http:\/\/\S+)$/.exec(line)?.[1];
        const admin = /^Admin site: (http:\/\/\S+)\/admin$/.exec(line)?.[1];
        if (site && admin) {
          clearTimeout(timer);
          resolve({ url: site, adminUrl: admin });
        }
      });
    },
  ).catch(async (error: unknown) => {
    await stopStackProcess({ name, url: '', adminUrl: '', dataDir, child, exited, output });
    throw error;
  });
  return { name, url, adminUrl, dataDir, child, exited, output };
}

/** SIGTERM (the CLI stops its children), then SIGKILL if it has not exited after 15 s. */
export async function stopStackProcess(stack: StackProcess): Promise<void> {
  if (stack.child.exitCode !== null || stack.child.signalCode !== null) return;
  stack.child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(true), 15000);
  });
  const late = await Promise.race([stack.exited.then(() => false), timedOut]);
  clearTimeout(timer);
  if (late) {
    stack.child.kill('SIGKILL');
    await stack.exited;
  }
}
