import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { spawnNode, waitForStdout, type ManagedChild } from './child-process';
import { BFF_SERVER, DEFAULT_DATA_DIR, EMBEDDED_MONGO_CLI } from './paths';

export interface StackOptions {
  /** Folder of the embedded database (ignored when MONGODB_URI is set). Default `<repo>/.data/db`. */
  dataDir?: string;
  /** Port of the site; 0 picks a free one. Default 8080. */
  port?: number;
  /** Interface the site listens on. Default 127.0.0.1. */
  host?: string;
  /** Whether an empty database gets the demo content. Default true. */
  seed?: boolean;
  /** Environment to read MONGODB_URI from and to pass on. Default `process.env`. */
  env?: NodeJS.ProcessEnv;
  /** How long to wait for each process to come up. Default 60 s. */
  startTimeoutMs?: number;
  /** Receives the output lines of every child. Default: written to stderr. */
  log?: (line: string) => void;
}

export interface RunningStack {
  /** Address of the site, e.g. http://127.0.0.1:8080 */
  url: string;
  /** Connection string the BFF uses. */
  databaseUri: string;
  /** The child processes, in start order (empty database entry when MONGODB_URI was given). */
  processes: ReadonlyArray<{ name: string; pid: number }>;
  /** Stops every child: SIGTERM, then SIGKILL after the grace period. Safe to call twice. */
  stop(): Promise<void>;
  /**
   * Resolves when a child exits on its own (a crash, or killed from outside); never resolves once
   * `stop()` has been called. The CLI then stops the rest instead of serving a half-dead site.
   */
  unexpectedExit: Promise<ChildExit>;
}

export interface ChildExit {
  name: string;
  code: number | null;
  signal: NodeJS.Signals | null;
}

const HEALTH_POLL_MS = 200;
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

async function waitForHealth(url: string, bff: ManagedChild, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void bff.exited.then(() => {
    exited = true;
  });
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (exited) {
      throw new Error(`The BFF exited while starting. Last output:\n${bff.recentOutput()}`);
    }
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) });
      if (response.status === 200) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
  throw new Error(
    `${url}/api/health did not answer 200 within ${timeoutMs} ms (last: ${last}). BFF output:\n${bff.recentOutput()}`,
  );
}

/**
 * Starts the database (the embedded server unless MONGODB_URI is set) and the BFF, and resolves
 * once the site's health check answers 200. On any failure everything started so far is stopped.
 */
export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const env = options.env ?? process.env;
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? 8080;
  const seed = options.seed ?? true;
  const timeoutMs = options.startTimeoutMs ?? 60000;
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));

  const children: ManagedChild[] = [];
  let stopping = false;
  const stop = async (): Promise<void> => {
    stopping = true;
    // Reverse order: the BFF goes before the database it uses.
    for (const child of [...children].reverse()) await child.stop(STOP_GRACE_MS);
  };

  try {
    let databaseUri = env.MONGODB_URI?.trim();
    if (!databaseUri) {
      requireBuilt(EMBEDDED_MONGO_CLI, '@reedmere/embedded-mongo');
      const dataDir = path.resolve(options.dataDir ?? DEFAULT_DATA_DIR);
      mkdirSync(dataDir, { recursive: true });
      const database = spawnNode({
        name: 'embedded database',
        script: EMBEDDED_MONGO_CLI,
        // Port 0: the server picks a free port and reports it in its MONGODB_URI line.
        args: ['--host', '127.0.0.1', '--port', '0', '--data-dir', dataDir],
        env: { ...env },
        log,
      });
      children.push(database);
      databaseUri = await waitForStdout(
        database,
        (line) => /^MONGODB_URI=(mongodb:\/\/\S+)$/.exec(line.trim())?.[1],
        timeoutMs,
        'its MONGODB_URI',
      );
    }

    requireBuilt(BFF_SERVER, '@reedmere/bff');
    const bff = spawnNode({
      name: 'BFF',
      script: BFF_SERVER,
      env: {
        ...env,
        MONGODB_URI: databaseUri,
        PORT: String(port),
        HOST: host,
        SEED_DEMO_CONTENT: String(seed),
      },
      log,
    });
    children.push(bff);
    // The BFF logs a JSON line `{"msg":"listening","port":...}`: the only way to learn a port
    // it picked itself.
    const boundPort = await waitForStdout(
      bff,
      (line) => {
        try {
          const entry = JSON.parse(line) as { msg?: unknown; port?: unknown };
          return entry.msg === 'listening' && typeof entry.port === 'number'
            ? entry.port
            : undefined;
        } catch {
          return undefined;
        }
      },
      timeoutMs,
      'that it is listening',
    );
    const url = `http://${clientHost(host)}:${boundPort}`;
    await waitForHealth(url, bff, timeoutMs);

    const unexpectedExit = new Promise<ChildExit>((resolve) => {
      for (const child of children) {
        void child.exited.then(({ code, signal }) => {
          if (!stopping) resolve({ name: child.name, code, signal });
        });
      }
    });

    return {
      url,
      databaseUri,
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
