import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  createDemoContentClients,
  hasContent,
  seedDemoContent,
  type SeedSummary,
} from '@reedmere/demo-content';
import { spawnNode, waitForStdout, type ManagedChild } from './child-process';
import {
  BFF_SERVER,
  DEFAULT_DATA_DIR,
  EMBEDDED_MONGO_CLI,
  RENDERER_SERVER,
  SERVICE_NAMES,
  serviceServer,
  type ServiceName,
} from './paths';
import { freePort, waitForHttpOk, waitForListeningPort } from './process-readiness';
import { deploysDirIn, ensureRegistryFile } from './remote-registry-file';
import {
  adminCredentials,
  serviceEnv,
  serviceToken,
  serviceUrlVariable,
  type AdminCredentials,
} from './service-env';

export interface StackOptions {
  /**
   * Folder of the embedded database (not used for it when MONGODB_URI is set) and of the remote
   * registry (`remotes.json`) and deployed remote builds (`remotes/`). Default `<repo>/.data/db`.
   */
  dataDir?: string;
  /** Port of the site; 0 picks a free one. Default 8080. */
  port?: number;
  /** Interface the site listens on. Default 127.0.0.1. */
  host?: string;
  /** Whether an empty database gets the demo content. Default true. */
  seed?: boolean;
  /** Whether the public pages are rendered on the server (the renderer runs). Default true. */
  serverRendering?: boolean;
  /** Environment to read MONGODB_URI from and to pass on. Default `process.env`. */
  env?: NodeJS.ProcessEnv;
  /** How long to wait for each process to come up. Default 60 s (seeding is not counted). */
  startTimeoutMs?: number;
  /** Receives the output lines of every child. Default: written to stderr. */
  log?: (line: string) => void;
}

export interface RunningStack {
  /** Address of the site, e.g. http://127.0.0.1:8080 */
  url: string;
  /** Connection string the services use. */
  databaseUri: string;
  /** Where each internal service listens (127.0.0.1, a port it picked). */
  serviceUrls: Record<ServiceName, string>;
  /** The token every service requires, random per run unless SERVICE_TOKEN was given. */
  serviceToken: string;
  /** The first admin identity ensures, or undefined when none is configured (production). */
  admin: AdminCredentials | undefined;
  /** What seeding added; null when it was off or the database already had content. */
  seeded: SeedSummary | null;
  /** The child processes, in start order (empty database entry when MONGODB_URI was given). */
  processes: ReadonlyArray<{ name: string; pid: number }>;
  /** Stops every child: SIGTERM, then SIGKILL after the grace period. Safe to call twice. */
  stop(): Promise<void>;
  /**
   * Resolves when a child the site needs exits on its own (a crash, or killed from outside); never
   * resolves once `stop()` has been called. The CLI then stops the rest instead of serving a
   * half-dead site. The renderer is not one of them: without it the pages render in the browser.
   */
  unexpectedExit: Promise<ChildExit>;
}

export interface ChildExit {
  name: string;
  code: number | null;
  signal: NodeJS.Signals | null;
}

const STOP_GRACE_MS = 5000;

function requireBuilt(file: string, workspace: string): void {
  if (!existsSync(file)) {
    throw new Error(`${file} does not exist: build ${workspace} first (npm run build).`);
  }
}

const RENDERER_NAME = 'renderer';

/**
 * The renderer's environment: where the site is, and nothing else of the parent's secrets (it
 * runs code that each division deploys on its own).
 */
function rendererEnv(env: NodeJS.ProcessEnv, siteUrl: string): NodeJS.ProcessEnv {
  const kept: NodeJS.ProcessEnv = {};
  for (const name of ['PATH', 'HOME', 'NODE_ENV', 'NODE_OPTIONS', 'TZ', 'LANG']) {
    if (env[name] !== undefined) kept[name] = env[name];
  }
  return { ...kept, HOST: '127.0.0.1', PORT: '0', SITE_URL: siteUrl };
}

/** An address a client can connect to, for a server bound to `host`. */
function clientHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * Starts the database (the embedded server unless MONGODB_URI is set), the six services and the
 * BFF, adds the demo content to an empty database when seeding is on, and resolves once the site
 * is ready. On any failure everything started so far is stopped.
 */
export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const env = options.env ?? process.env;
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? 8080;
  const seed = options.seed ?? true;
  const serverRendering = options.serverRendering ?? true;
  const timeoutMs = options.startTimeoutMs ?? 60000;
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));

  const children: ManagedChild[] = [];
  // Stop order: the BFF, then the services (together), then the database they use.
  const tiers = new Map<ManagedChild, number>();
  const track = (child: ManagedChild, tier: number): void => {
    children.push(child);
    tiers.set(child, tier);
  };
  let stopping = false;
  const stop = async (): Promise<void> => {
    stopping = true;
    for (const tier of [2, 1, 0]) {
      await Promise.all(
        children
          .filter((child) => tiers.get(child) === tier)
          .map((child) => child.stop(STOP_GRACE_MS)),
      );
    }
  };

  try {
    const dataDir = path.resolve(options.dataDir ?? DEFAULT_DATA_DIR);
    mkdirSync(dataDir, { recursive: true });
    let databaseUri = env.MONGODB_URI?.trim();
    if (!databaseUri) {
      requireBuilt(EMBEDDED_MONGO_CLI, '@reedmere/embedded-mongo');
      const database = spawnNode({
        name: 'embedded database',
        script: EMBEDDED_MONGO_CLI,
        // Port 0: the server picks a free port and reports it in its MONGODB_URI line.
        args: ['--host', '127.0.0.1', '--port', '0', '--data-dir', dataDir],
        env: { ...env },
        log,
      });
      track(database, 0);
      databaseUri = await waitForStdout(
        database,
        (line) => /^MONGODB_URI=(mongodb:\/\/\S+)$/.exec(line.trim())?.[1],
        timeoutMs,
        'its MONGODB_URI',
      );
    }

    for (const name of SERVICE_NAMES) requireBuilt(serviceServer(name), `the ${name} service`);
    requireBuilt(BFF_SERVER, '@reedmere/bff');
    if (serverRendering) requireBuilt(RENDERER_SERVER, '@reedmere/renderer');
    const token = serviceToken(env);
    const admin = adminCredentials(env);

    // The services do not depend on each other: all six start at once.
    const started = SERVICE_NAMES.map((name) => {
      const child = spawnNode({
        name: `${name} service`,
        script: serviceServer(name),
        env: serviceEnv(name, env, { databaseUri: databaseUri!, token, admin }),
        log,
      });
      track(child, 1);
      return { name, child };
    });
    const urls = await Promise.all(
      started.map(async ({ name, child }): Promise<[ServiceName, string]> => {
        const servicePort = await waitForListeningPort(child, timeoutMs);
        const serviceUrl = `http://127.0.0.1:${servicePort}`;
        await waitForHttpOk(serviceUrl, ['/health'], child, timeoutMs);
        return [name, serviceUrl];
      }),
    );
    const serviceUrls = Object.fromEntries(urls) as Record<ServiceName, string>;

    // The renderer reads the site through the BFF and the BFF forwards pages to the renderer:
    // the BFF's port is fixed first, so each can be told where the other is.
    const sitePort = port === 0 ? await freePort(host) : port;
    const siteUrl = `http://${clientHost(host)}:${sitePort}`;
    let rendererUrl = '';
    if (serverRendering) {
      const renderer = spawnNode({
        name: RENDERER_NAME,
        script: RENDERER_SERVER,
        // Nothing secret: the renderer runs every division's code and reads only public data.
        env: rendererEnv(env, siteUrl),
        log,
      });
      track(renderer, 2);
      rendererUrl = `http://127.0.0.1:${await waitForListeningPort(renderer, timeoutMs)}`;
    }

    const bffEnv: NodeJS.ProcessEnv = {
      ...env,
      PORT: String(sitePort),
      RENDERER_URL: rendererUrl,
      HOST: host,
      SERVICE_TOKEN: token,
      NODE_ENV: env.NODE_ENV || 'development',
    };
    // The registry lives in the data dir (a copy of bff/remotes.json at first), so
    // `npm run deploy:remote` can repoint it at a deployed build without editing tracked files.
    bffEnv.REMOTES_FILE = env.REMOTES_FILE || ensureRegistryFile(dataDir);
    bffEnv.REMOTE_DEPLOYS_DIR = env.REMOTE_DEPLOYS_DIR || deploysDirIn(dataDir);
    // The BFF reaches the data only through the services.
    delete bffEnv.MONGODB_URI;
    delete bffEnv.ADMIN_PASSWORD;
    for (const name of SERVICE_NAMES) bffEnv[serviceUrlVariable(name)] = serviceUrls[name];
    const bff = spawnNode({ name: 'BFF', script: BFF_SERVER, env: bffEnv, log });
    track(bff, 2);
    const boundPort = await waitForListeningPort(bff, timeoutMs);
    const url = `http://${clientHost(host)}:${boundPort}`;
    await waitForHttpOk(url, ['/api/ready', '/api/health'], bff, timeoutMs);

    let seeded: SeedSummary | null = null;
    if (seed) {
      const clients = createDemoContentClients(serviceUrls, token);
      if (await hasContent(clients)) {
        log('The database already has content: not adding the demo content.');
      } else {
        seeded = await seedDemoContent({ clients, log });
      }
    }

    const unexpectedExit = new Promise<ChildExit>((resolve) => {
      for (const child of children) {
        void child.exited.then(({ code, signal }) => {
          if (stopping) return;
          // Without the renderer the site still works: the BFF serves the pages the browser
          // renders. Its exit is reported, never a reason to stop the site.
          if (child.name === RENDERER_NAME) {
            log(
              `The renderer exited (${signal ?? `code ${code}`}); pages are now rendered in the browser.`,
            );
            return;
          }
          resolve({ name: child.name, code, signal });
        });
      }
    });

    return {
      url,
      databaseUri,
      serviceUrls,
      serviceToken: token,
      admin,
      seeded,
      processes: children.map(({ name, pid }) => ({ name, pid })),
      stop,
      unexpectedExit,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The URI with any password replaced, for printing. */
export function redactUri(uri: string): string {
  return uri.replace(/^(mongodb(?:\+srv)?:\/\/[^:/@]+):[^@/]*@/, '$1:****@');
}
