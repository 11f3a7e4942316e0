import { isShuttingDown, type ManagedChild } from './child-process';

/** How long a crashed process waits before it is started again. */
export interface Backoff {
  /** The first wait. Default 0.5 s. */
  initialMs: number;
  /** Each further wait doubles, up to this. Default 30 s. */
  maxMs: number;
  /** A process that ran this long before it exited starts again after `initialMs`. Default 60 s. */
  healthyAfterMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { initialMs: 500, maxMs: 30_000, healthyAfterMs: 60_000 };

export interface SupervisorOptions {
  /** The process as it was first started (and found ready) by the launcher. */
  child: ManagedChild;
  /** Starts the process again, on the same address, so nothing that talks to it changes. */
  restart: () => ManagedChild;
  /** Resolves once a restarted process serves again; rejects if it does not. */
  ready: (child: ManagedChild) => Promise<void>;
  log: (line: string) => void;
  backoff?: Backoff;
}

export interface Supervised {
  readonly name: string;
  /** The process now running (or the last one, while a restart waits). */
  readonly pid: number;
  /** How many times the process has been started again. */
  readonly restarts: number;
  /** No more restarts from now on (the process, if running, is left to `stop`). */
  halt(): void;
  /** Stops the process and every restart to come. */
  stop(graceMs: number): Promise<void>;
}

/** 'SIGKILL' or 'code 1': how a process ended, for the log. */
function exitCause({ code, signal }: { code: number | null; signal: string | null }) {
  return signal ?? `code ${code}`;
}

/**
 * Keeps one process running: when it exits without being asked to, it is started again after a
 * wait that doubles with each quick failure (0.5 s, 1 s, 2 s ... 30 s) and starts over once a run
 * has lasted a minute. Every exit and every return is logged with its cause.
 */
export function supervise(options: SupervisorOptions): Supervised {
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const { name } = options.child;
  let child = options.child;
  let startedAt = Date.now();
  let delayMs = backoff.initialMs;
  let restarts = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const halted = () => stopped || isShuttingDown();

  const scheduleRestart = (what: string) => {
    if (halted()) return;
    if (Date.now() - startedAt >= backoff.healthyAfterMs) delayMs = backoff.initialMs;
    const wait = delayMs;
    delayMs = Math.min(delayMs * 2, backoff.maxMs);
    options.log(`The ${name} ${what}; starting it again in ${(wait / 1000).toFixed(1)} s.`);
    timer = setTimeout(() => void startAgain(), wait);
  };

  // Exits nobody asked for: a stop (ours, or the launcher's on Ctrl-C) is never answered by a restart.
  const crashed = new WeakSet<ManagedChild>();
  const watch = (watched: ManagedChild) => {
    void watched.exited.then((exit) => {
      if (watched !== child || watched.stopRequested) return;
      crashed.add(watched);
      scheduleRestart(`exited (${exitCause(exit)})`);
    });
  };

  const startAgain = async () => {
    if (halted()) return;
    restarts++;
    try {
      child = options.restart();
    } catch (error) {
      scheduleRestart(`could not be started (${message(error)})`);
      return;
    }
    const restarted = child;
    startedAt = Date.now();
    watch(restarted);
    try {
      await options.ready(restarted);
      if (!stopped) options.log(`The ${name} is running again (restart ${restarts}).`);
    } catch (error) {
      // An exit while starting has scheduled the next try already; a process that runs but
      // does not serve is stopped and tried again.
      if (stopped || crashed.has(restarted)) return;
      await restarted.stop();
      if (restarted === child) scheduleRestart(`did not start (${message(error)})`);
    }
  };

  watch(child);
  return {
    name,
    get pid() {
      return child.pid;
    },
    get restarts() {
      return restarts;
    },
    halt() {
      stopped = true;
      clearTimeout(timer);
    },
    async stop(graceMs: number) {
      this.halt();
      await child.stop(graceMs);
    },
  };
}

function message(error: unknown): string {
  return error instanceof Error ? error.message.split('\n')[0]! : String(error);
}
