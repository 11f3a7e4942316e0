import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { EXIT_WITH_PARENT_PRELOAD } from './paths';

export interface ManagedChild {
  readonly name: string;
  readonly pid: number;
  /** Resolves with the exit code (or the signal) once the process has gone. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Last lines the process wrote, for error messages. */
  recentOutput(): string;
  /** Calls `onLine` for every stdout line from now on. */
  onStdoutLine(onLine: (line: string) => void): () => void;
  /** SIGTERM, then SIGKILL when it has not exited after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
  /** Whether `stop` was called: an exit after it was asked for, not a crash. */
  readonly stopRequested: boolean;
}

export interface SpawnNodeOptions {
  name: string;
  script: string;
  args?: string[];
  env: NodeJS.ProcessEnv;
  /** Receives every output line of the child (stdout and stderr). */
  log: (line: string) => void;
}

const RECENT_LINES = 20;

/** Every live child, so they can still be stopped if this process exits without stopping them. */
const live = new Map<ChildProcess, ManagedChild>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // 'exit' handlers must be synchronous: a SIGKILL is the only thing that can be done here.
  process.on('exit', () => {
    for (const child of live.keys()) child.kill('SIGKILL');
  });
}

/** Starts `node <script>` with an IPC channel, so the child stops if this process dies. */
export function spawnNode({ name, script, args = [], env, log }: SpawnNodeOptions): ManagedChild {
  installExitHook();
  const child = spawn(process.execPath, ['--require', EXIT_WITH_PARENT_PRELOAD, script, ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  if (child.pid === undefined) throw new Error(`Could not start ${name} (${script})`);
  // The IPC channel exists only to signal our death to the child; it must not keep us alive.
  child.channel?.unref();

  const recent: string[] = [];
  const stdoutListeners = new Set<(line: string) => void>();
  const remember = (line: string): void => {
    recent.push(line);
    if (recent.length > RECENT_LINES) recent.shift();
    log(line);
  };
  createInterface({ input: child.stdout! }).on('line', (line) => {
    remember(line);
    for (const listener of stdoutListeners) listener(line);
  });
  createInterface({ input: child.stderr! }).on('line', remember);

  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      live.delete(child);
      resolve({ code, signal });
    });
  });

  let stopping: Promise<void> | undefined;
  const stop = (graceMs = 5000): Promise<void> => {
    stopping ??= (async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), graceMs);
      });
      const result = await Promise.race([exited, timedOut]);
      clearTimeout(timer);
      if (result === 'timeout') {
        log(`${name} did not stop within ${graceMs} ms; killing it`);
        child.kill('SIGKILL');
        await exited;
      }
    })();
    return stopping;
  };

  const managed: ManagedChild = {
    name,
    pid: child.pid,
    exited,
    get stopRequested() {
      return stopping !== undefined;
    },
    recentOutput: () => recent.join('\n'),
    onStdoutLine: (listener) => {
      stdoutListeners.add(listener);
      return () => stdoutListeners.delete(listener);
    },
    stop,
  };
  live.set(child, managed);
  return managed;
}

let shuttingDown = false;

/**
 * Whether this process is stopping every child: Ctrl-C reaches the children too (one process
 * group), so they exit on their own, and none of those exits may be answered by a restart.
 */
export function isShuttingDown(): boolean {
  return shuttingDown;
}

/** Stops every child this process has started and not yet stopped (used on Ctrl+C). */
export async function stopAllChildren(graceMs = 5000): Promise<void> {
  shuttingDown = true;
  await Promise.all([...live.values()].map((child) => child.stop(graceMs)));
}

/**
 * Resolves with the first value `match` returns for a stdout line; rejects if the child exits
 * first or nothing matches within `timeoutMs`.
 */
export function waitForStdout<T>(
  child: ManagedChild,
  match: (line: string) => T | undefined,
  timeoutMs: number,
  what: string,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const finish = (action: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      unsubscribe();
      action();
    };
    const unsubscribe = child.onStdoutLine((line) => {
      const value = match(line);
      if (value !== undefined) finish(() => resolve(value));
    });
    const timer = setTimeout(
      () =>
        finish(() =>
          reject(
            new Error(
              `${child.name} did not report ${what} within ${timeoutMs} ms. Last output:\n${child.recentOutput()}`,
            ),
          ),
        ),
      timeoutMs,
    );
    void child.exited.then(({ code, signal }) =>
      finish(() =>
        reject(
          new Error(
            `${child.name} exited (${signal ?? `code ${code}`}) before reporting ${what}. Last output:\n${child.recentOutput()}`,
          ),
        ),
      ),
    );
  });
}
