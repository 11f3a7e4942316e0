import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  createDemoContentClients,
  hasContent,
  seedDemoContent,
  type SeedSummary,
} from '@reedmere/demo-content';
import { newStaffKeyPair, readStaffKey } from '@reedmere/service-kit';
import { childEnv } from './child-env';
import { refusalToListen } from './development-secrets';
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
import { reservePort, type PortReservation } from './port-reservation';
import { waitForHttpOk, waitForListeningPort } from './process-readiness';
import { warmPages, WARM_PATHS } from './warm-pages';
import { supervise, type Supervised } from './supervisor';
import { ensurePrivateDataDir } from './private-data-dir';
import { deploysDirIn, ensureRegistryFile } from './remote-registry-file';
import {
  adminCredentials,
  callerTokens,
  SERVICE_DEPENDENCIES,
  serviceEnv,
  serviceUrlVariable,
  type AdminCredentials,
  type Caller,
} from './service-env';

export interface StackOptions {
  /**
   * Folder of the embedded database (not used for it when MONGODB_URI is set) and of the remote
   * registry (`remotes.json`) and deployed remote builds (`remotes/`). Default `<repo>/.data/db`.
   */
  dataDir?: string;
  /** Port of the site; 0 picks a free one. Default 8080. */
  port?: number;
  /**
   * Port of the admin site (the admin panel, signing in, every staff route); 0 picks a free one.
   * Default the site's port + 1, or a free one when the site's is picked.
   */
  adminPort?: number;
  /**
   * Interface the site listens on. Default 127.0.0.1. Any but a loopback one is refused while a
   * development secret would be in force (development-secrets.ts).
   */
  host?: string;
  /** Whether an empty database gets the demo content. Default true. */
  seed?: boolean;
  /** Whether the public pages are rendered on the server (the renderer runs). Default true. */
  serverRendering?: boolean;
  /**
   * Whether the site runs: the BFF and, with server rendering, the renderer. Default true. Off,
   * only the database and the services start: enough to add the demo content.
   */
  site?: boolean;
  /**
   * Environment to read MONGODB_URI and the settings from; each child gets only the part its
   * allow-list names (child-env-allowlists.ts). Default `process.env`.
   */
  env?: NodeJS.ProcessEnv;
  /** How long to wait for each process to come up. Default 60 s (seeding is not counted). */
  startTimeoutMs?: number;
  /** Receives the output lines of every child. Default: written to stderr. */
  log?: (line: string) => void;
}

export interface RunningStack {
  /** Address of the site, e.g. http://127.0.0.1:8080 (nothing listens there without a site) */
  url: string;
  /** Address of the admin site, e.g. http://127.0.0.1:8081 */
  adminUrl: string;
  /** Connection string the services use. */
  databaseUri: string;
  /** Where each internal service listens (127.0.0.1, a port it picked). */
  serviceUrls: Record<ServiceName, string>;
  /**
   * Where Prometheus reads the metrics of the BFF and the renderer (`<url>/metrics`), each on a
   * port of its own; no renderer's without server rendering. The services answer `/metrics` on
   * their own ports.
   */
  metricsUrls: { bff: string; renderer: string | undefined };
  /**
   * Each caller's own token, random per run: a service answers only its callers' (SERVICE_CALLERS
   * in service-env.ts).
   */
  callerTokens: Record<Caller, string>;
  /**
   * A token for calling the services directly (benchmarks, tests): the seeding's, which every
   * service but identity answers.
   */
  serviceToken: string;
  /**
   * The private key the BFF signs its calls for a member of staff with (base64, as its
   * STAFF_ASSERTION_KEY), random per run: for tests that call a service's staff routes directly.
   */
  staffAssertionKey: string;
  /** The first admin identity ensures, or undefined when none is configured (production). */
  admin: AdminCredentials | undefined;
  /** What seeding added; null when it was off or the database already had content. */
  seeded: SeedSummary | null;
  /**
   * The child processes, in start order (no database entry when MONGODB_URI was given). Each one
   * that exits on its own is started again on the same address (see supervisor.ts); `pid` is
   * the one running now.
   */
  processes: ReadonlyArray<Supervised>;
  /** Stops every child: SIGTERM, then SIGKILL after the grace period. Safe to call twice. */
  stop(): Promise<void>;
}

const STOP_GRACE_MS = 5000;

function requireBuilt(file: string, workspace: string): void {
  if (!existsSync(file)) {
    throw new Error(`${file} does not exist: build ${workspace} first (npm run build).`);
  }
}

/** An address a client can connect to, for a server bound to `host`. */
function clientHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/** How long each process, first started or restarted, has to come up. */
export const DEFAULT_START_TIMEOUT_MS = 60_000;

/**
 * Starts the database (the embedded server unless MONGODB_URI is set), the six services and,
 * unless `site` is off, the renderer and the BFF; adds the demo content to an empty database when
 * seeding is on, and resolves once the site (without one, the services) is ready. On any failure
 * everything started so far is stopped.
 */
export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const env = options.env ?? process.env;
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? 8080;
  const adminPort = options.adminPort ?? (port === 0 ? 0 : port + 1);
  const seed = options.seed ?? true;
  const site = options.site ?? true;
  const serverRendering = site && (options.serverRendering ?? true);
  const timeoutMs = options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS;
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  // Checked before anything starts: a reachable site never runs with a public secret.
  const refusal = refusalToListen(host, env);
  if (refusal) throw new Error(refusal);

  // Stop order: the BFF and the renderer, then the services (together), then the database.
  const children: Array<{ process: Supervised; tier: number }> = [];
  const track = (
    tier: number,
    child: ManagedChild,
    restart: () => ManagedChild,
    ready: (child: ManagedChild) => Promise<unknown>,
  ): void => {
    const process = supervise({
      child,
      restart,
      ready: async (restarted) => void (await ready(restarted)),
      log,
    });
    children.push({ process, tier });
  };
  const stop = async (): Promise<void> => {
    // Every restart is called off at once: a service that exits while the BFF is still stopping
    // (Ctrl-C reaches every child) must not be started again.
    for (const child of children) child.process.halt();
    for (const tier of [2, 1, 0]) {
      await Promise.all(
        children
          .filter((child) => child.tier === tier)
          .map((child) => child.process.stop(STOP_GRACE_MS)),
      );
    }
  };

  // Site ports picked here stay held until the BFF starts (without a site, until the services
  // have), the renderer's metrics port until it starts.
  let sitePortReservation: PortReservation | undefined;
  let adminPortReservation: PortReservation | undefined;
  let bffMetricsReservation: PortReservation | undefined;
  let rendererMetricsReservation: PortReservation | undefined;
  const releasePorts = () =>
    Promise.all([
      sitePortReservation?.release(),
      adminPortReservation?.release(),
      bffMetricsReservation?.release(),
      rendererMetricsReservation?.release(),
    ]);
  try {
    const dataDir = path.resolve(options.dataDir ?? DEFAULT_DATA_DIR);
    ensurePrivateDataDir(dataDir);
    let databaseUri = env.MONGODB_URI?.trim();
    // The embedded database has said it listens by the time the services start: if it is slow
    // to answer them, the machine is busy, and they wait for it as long as the start does. A
    // database given by MONGODB_URI may not be there at all: the services' own wait stands.
    let databaseStartWaitMs: number | undefined;
    if (!databaseUri) {
      databaseStartWaitMs = timeoutMs;
      requireBuilt(EMBEDDED_MONGO_CLI, '@reedmere/embedded-mongo');
      // Port 0 at first: the server picks a free port and reports it in its MONGODB_URI line.
      // A restart takes the same port, so the services' connection string stays true.
      let databasePort = '0';
      const startDatabase = () =>
        spawnNode({
          name: 'embedded database',
          script: EMBEDDED_MONGO_CLI,
          args: ['--host', '127.0.0.1', '--port', databasePort, '--data-dir', dataDir],
          env: childEnv('database', env),
          log,
        });
      const reportedUri = (child: ManagedChild) =>
        waitForStdout(
          child,
          (line) => /^MONGODB_URI=(mongodb:\/\/\S+)$/.exec(line.trim())?.[1],
          timeoutMs,
          'its MONGODB_URI',
        );
      const database = startDatabase();
      track(0, database, startDatabase, reportedUri);
      databaseUri = await reportedUri(database);
      databasePort = new URL(databaseUri).port;
    }

    for (const name of SERVICE_NAMES) requireBuilt(serviceServer(name), `the ${name} service`);
    if (site) requireBuilt(BFF_SERVER, '@reedmere/bff');
    if (serverRendering) requireBuilt(RENDERER_SERVER, '@reedmere/renderer');
    const tokens = callerTokens();
    // A fresh key pair per run: the BFF signs who is acting on each call it makes for a member
    // of staff, and the services check it. A signature is good for 30 seconds, so nothing signed
    // by an earlier run is worth keeping.
    const staffKeys = newStaffKeyPair();
    const admin = adminCredentials(env);
    // The site's address is fixed before anything starts: e-mail links point at it, and the
    // renderer and the BFF are told of each other.
    if (port === 0) sitePortReservation = await reservePort(host);
    if (adminPort === 0) adminPortReservation = await reservePort(host);
    const sitePort = sitePortReservation?.port ?? port;
    const siteUrl = `http://${clientHost(host)}:${sitePort}`;
    const siteAdminPort = adminPortReservation?.port ?? adminPort;
    const adminUrl = `http://${clientHost(host)}:${siteAdminPort}`;
    // The metrics ports are fixed too, so a restarted process answers on the same one.
    bffMetricsReservation = await reservePort(host);
    const bffMetricsUrl = `http://${clientHost(host)}:${bffMetricsReservation.port}`;
    if (serverRendering) rendererMetricsReservation = await reservePort('127.0.0.1');

    // The services start at once, each on a port it picks, but one that calls another (content
    // reads listings) waits for that one's address; a restart takes the same port, so the
    // addresses given stay true.
    const starting: Partial<Record<ServiceName, Promise<string>>> = {};
    for (const name of SERVICE_NAMES) {
      starting[name] = (async (): Promise<string> => {
        const dependencies = SERVICE_DEPENDENCIES[name] ?? [];
        const dependencyUrls = Object.fromEntries(
          await Promise.all(
            dependencies.map(async (dependency) => [dependency, await starting[dependency]!]),
          ),
        ) as Partial<Record<ServiceName, string>>;
        const serviceEnvironment = serviceEnv(name, env, {
          databaseUri: databaseUri!,
          tokens,
          staffPublicKey: staffKeys.publicKey,
          admin,
          serviceUrls: dependencyUrls,
          siteUrl,
          databaseStartWaitMs,
        });
        const startService = () =>
          spawnNode({
            name: `${name} service`,
            script: serviceServer(name),
            env: serviceEnvironment,
            log,
          });
        const serving = async (child: ManagedChild) => {
          const servicePort = await waitForListeningPort(child, timeoutMs);
          const serviceUrl = `http://127.0.0.1:${servicePort}`;
          await waitForHttpOk(serviceUrl, ['/health'], child, timeoutMs);
          return { servicePort, serviceUrl };
        };
        const child = startService();
        track(1, child, startService, serving);
        const { servicePort, serviceUrl } = await serving(child);
        serviceEnvironment.PORT = String(servicePort);
        return serviceUrl;
      })();
    }
    const urls = await Promise.all(
      SERVICE_NAMES.map(async (name) => [name, await starting[name]!] as const),
    );
    const serviceUrls = Object.fromEntries(urls) as Record<ServiceName, string>;

    // The renderer reads the site through the BFF and the BFF forwards pages to the renderer:
    // the BFF's port was fixed first, so each can be told where the other is.
    let rendererUrl = '';
    let rendererMetricsUrl: string | undefined;
    if (serverRendering && rendererMetricsReservation) {
      // Nothing secret: the renderer runs every division's code and reads only public data.
      // React, emotion and MUI's styling layer in their production builds, as the browser's
      // builds run them: the same markup and class names on both sides, at twice the pages per
      // second.
      const rendererEnvironment = childEnv('renderer', env, {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: '0',
        SITE_URL: siteUrl,
        METRICS_PORT: String(rendererMetricsReservation.port),
      });
      const startRenderer = () =>
        spawnNode({ name: 'renderer', script: RENDERER_SERVER, env: rendererEnvironment, log });
      const listening = (child: ManagedChild) => waitForListeningPort(child, timeoutMs);
      rendererMetricsUrl = `http://127.0.0.1:${rendererMetricsReservation.port}`;
      await rendererMetricsReservation.release();
      const renderer = startRenderer();
      track(2, renderer, startRenderer, listening);
      const rendererPort = await listening(renderer);
      rendererEnvironment.PORT = String(rendererPort);
      rendererUrl = `http://127.0.0.1:${rendererPort}`;
    }

    const url = `http://${clientHost(host)}:${sitePort}`;
    if (!site) await releasePorts();
    else {
      // The BFF reaches the data only through the services: no MONGODB_URI, no admin's password.
      const bffEnv = childEnv('bff', env, {
        PORT: String(sitePort),
        ADMIN_PORT: String(siteAdminPort),
        METRICS_PORT: String(bffMetricsReservation.port),
        RENDERER_URL: rendererUrl,
        HOST: host,
        SERVICE_TOKEN: tokens.bff,
        STAFF_ASSERTION_KEY: staffKeys.privateKey,
        NODE_ENV: env.NODE_ENV || 'development',
        // The registry lives in the data dir (every remote's same-origin build at first), so
        // `npm run deploy:remote` can repoint it at a deployed build without editing tracked files.
        REMOTES_FILE: env.REMOTES_FILE || ensureRegistryFile(dataDir),
        REMOTE_DEPLOYS_DIR: env.REMOTE_DEPLOYS_DIR || deploysDirIn(dataDir),
        ...Object.fromEntries(
          SERVICE_NAMES.map((name) => [serviceUrlVariable(name), serviceUrls[name]]),
        ),
      });
      const startBff = () => spawnNode({ name: 'BFF', script: BFF_SERVER, env: bffEnv, log });
      const siteReady = async (child: ManagedChild) => {
        await waitForListeningPort(child, timeoutMs);
        await waitForHttpOk(url, ['/api/ready', '/api/health'], child, timeoutMs);
      };
      await releasePorts();
      const bff = startBff();
      track(2, bff, startBff, siteReady);
      await siteReady(bff);
    }

    let seeded: SeedSummary | null = null;
    if (seed) {
      const clients = createDemoContentClients(
        serviceUrls,
        tokens.seed,
        readStaffKey(staffKeys.privateKey, 'private', 'STAFF_ASSERTION_KEY'),
      );
      if (await hasContent(clients)) {
        log('The database already has content: not adding the demo content.');
      } else {
        seeded = await seedDemoContent({ clients, log });
      }
    }
    if (serverRendering) {
      const cold = await warmPages(url, WARM_PATHS, timeoutMs);
      if (cold.length > 0) {
        log(
          `Not yet rendered on the server: ${cold.join(', ')} (rendered in the browser meanwhile)`,
        );
      }
    }

    return {
      url,
      adminUrl,
      databaseUri,
      serviceUrls,
      metricsUrls: { bff: bffMetricsUrl, renderer: rendererMetricsUrl },
      callerTokens: tokens,
      serviceToken: tokens.seed,
      staffAssertionKey: staffKeys.privateKey,
      admin,
      seeded,
      processes: children.map((child) => child.process),
      stop,
    };
  } catch (error) {
    await releasePorts();
    await stop();
    throw error;
  }
}

/** The URI with any password replaced, for printing. */
export function redactUri(uri: string): string {
  return uri.replace(/^(mongodb(?:\+srv)?:\/\/[^:/@]+):[^@/]*@/, '$1:****@');
}
