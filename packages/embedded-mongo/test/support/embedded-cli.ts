// Runs the built CLI (dist/cli.js) as a child process: the way services and the stack start the server.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';

export const WORKSPACE_DIR = path.resolve(__dirname, '../..');
export const CLI_PATH = path.join(WORKSPACE_DIR, 'dist', 'cli.js');
const URI_LINE = /^MONGODB_URI=(mongodb:\/\/\S+)$/;

export function assertCliBuilt(): void {
  if (!fs.existsSync(CLI_PATH)) {
    throw new Error(
      `${CLI_PATH} does not exist: build first (npm run build -w @reedmere/embedded-mongo, or npm test in the workspace)`,
    );
  }
}

export interface CliExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface CliProcess {
  child: ChildProcess;
  pid: number;
  uri: string;
  /** Every stdout line so far. */
  stdoutLines(): string[];
  stderr(): string;
  exited: Promise<CliExit>;
  /** SIGTERM, then wait for the exit. */
  stop(timeoutMs?: number): Promise<CliExit>;
  /** SIGKILL (kill -9), then wait for the exit. */
  kill9(): Promise<CliExit>;
}

const started = new Set<ChildProcess>();

function watch(child: ChildProcess) {
  let out = '';
  let err = '';
  child.stdout!.setEncoding('utf8');
  child.stderr!.setEncoding('utf8');
  child.stdout!.on('data', (s: string) => (out += s));
  child.stderr!.on('data', (s: string) => (err += s));
  const exited = new Promise<CliExit>((resolve) => {
    child.once('exit', (code, signal) => {
      started.delete(child);
      resolve({ code, signal });
    });
  });
  return {
    exited,
    out: () => out,
    err: () => err,
    lines: () => out.split('\n').filter((l) => l.length > 0),
  };
}

function spawnCli(args: string[]): ChildProcess {
  assertCliBuilt();
  const child = spawn(process.execPath, [CLI_PATH, ...args], {
    cwd: WORKSPACE_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  return child;
}

/** Starts the CLI and resolves once it printed its MONGODB_URI line; rejects if it exits first or is too slow. */
export async function startCli(args: string[], timeoutMs = 20_000): Promise<CliProcess> {
  const child = spawnCli(args);
  const w = watch(child);
  const uri = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(
          `the CLI printed no MONGODB_URI line within ${timeoutMs} ms; stdout: ${JSON.stringify(w.out())}; stderr: ${w.err()}`,
        ),
      );
    }, timeoutMs);
    const onData = () => {
      const line = w.lines().find((l) => URI_LINE.test(l));
      if (line) {
        clearTimeout(timer);
        child.stdout!.off('data', onData);
        resolve(URI_LINE.exec(line)![1]!);
      }
    };
    child.stdout!.on('data', onData);
    void w.exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(
        new Error(
          `the CLI exited (code ${code}, signal ${signal}) before printing MONGODB_URI; stderr: ${w.err()}`,
        ),
      );
    });
  });
  return {
    child,
    pid: child.pid!,
    uri,
    stdoutLines: w.lines,
    stderr: w.err,
    exited: w.exited,
    async stop(stopTimeoutMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return w.exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
      const result = await w.exited;
      clearTimeout(timer);
      return result;
    },
    async kill9() {
      if (child.exitCode === null && child.signalCode === null) process.kill(child.pid!, 'SIGKILL');
      return w.exited;
    },
  };
}

/** Runs the CLI expecting it to exit by itself (e.g. refused to start); kills it if it starts serving instead. */
export async function runCliExpectingExit(
  args: string[],
  timeoutMs = 20_000,
): Promise<CliExit & { stdout: string; stderr: string; startedServing: boolean }> {
  const child = spawnCli(args);
  const w = watch(child);
  let startedServing = false;
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  child.stdout!.on('data', () => {
    if (!startedServing && w.lines().some((l) => URI_LINE.test(l))) {
      startedServing = true;
      child.kill('SIGTERM');
    }
  });
  const res = await w.exited;
  clearTimeout(timer);
  return { ...res, stdout: w.out(), stderr: w.err(), startedServing };
}

/** SIGKILLs every CLI process this test file started and that is still running (by pid, nothing else). */
export async function killLeftoverClis(): Promise<void> {
  const waits: Array<Promise<void>> = [];
  for (const child of started) {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      waits.push(new Promise((r) => child.once('exit', () => r())));
      try {
        process.kill(child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  }
  await Promise.all(waits);
}

/** Connects, pings and disconnects: proves the server answers (and lets it settle before a stop). */
export async function pingUri(uri: string): Promise<void> {
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 5000 });
  try {
    await client.connect();
    await client.db('admin').command({ ping: 1 });
  } finally {
    await client.close();
  }
}

export function makeTempDir(label: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `emt-${label}-`));
}

export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

/** The CLI's arguments for a server on a free loopback port that keeps its data in `dataDir`. */
export function dataDirArgs(dataDir: string): string[] {
  return ['--host', '127.0.0.1', '--port', '0', '--data-dir', dataDir];
}

/** Runs `body` with a fresh temporary folder, and removes the folder however `body` ends. */
export async function withTempDir(
  label: string,
  body: (dir: string) => Promise<void>,
): Promise<void> {
  const dir = makeTempDir(label);
  try {
    await body(dir);
  } finally {
    removeDir(dir);
  }
}

/**
 * One temporary folder shared by the tests of the enclosing describe block: made before they run
 * and removed after them, once `release` has stopped whatever still has it open. The folder's
 * path is only known inside the tests, hence the getter.
 */
export function suiteTempDir(label: string, release: () => Promise<void>): () => string {
  let dir: string | undefined;
  beforeAll(() => {
    dir = makeTempDir(label);
  });
  afterAll(async () => {
    await release();
    if (dir) removeDir(dir);
  });
  return () => {
    if (!dir) throw new Error('the suite folder exists only while its tests run');
    return dir;
  };
}
