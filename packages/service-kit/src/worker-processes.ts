import cluster, { type Worker } from 'node:cluster';
import type { Logger } from './logger';

/** How long the workers have to finish their answers once asked to stop. */
const STOP_GRACE_MS = 8000;
/** A worker that stopped on its own is replaced after this long (no tight loop of restarts). */
const REPLACE_AFTER_MS = 500;
/**
 * More replacements than this within the window is a fault no new worker will fix: the process
 * stops with an error and whatever supervises it backs off.
 */
const MOST_REPLACEMENTS = 5;
const REPLACEMENT_WINDOW_MS = 60_000;

export interface WorkerProcesses {
  /** How many workers to keep running. */
  count: number;
  /** What the log calls the process: `renderer`, `BFF`. */
  name: string;
  /** The ports each worker listens on (the BFF: its public and admin sites); default 1. */
  listenersPerWorker?: number;
  logger: Logger;
  /** More environment for the worker in a slot (0 to count - 1), read each time one starts. */
  envOf?: (slot: number) => Record<string, string>;
  /** Runs as each worker starts, before it can send anything. */
  onStart?: (worker: Worker) => void;
  /** Runs once a worker has exited. */
  onExit?: (worker: Worker) => void;
  /** Runs once every worker has stopped, before the primary exits: what the primary keeps. */
  onStopped?: () => Promise<void> | void;
}

/**
 * The primary of a server of several processes: it answers nothing itself. The workers share the
 * listening port; the primary accepts each connection and hands it to the next worker in turn
 * (Node's default on Linux). A worker that dies once it is listening is replaced in its slot, up
 * to MOST_REPLACEMENTS a minute; one that dies before (the port taken, a bad setting) ends the
 * server with its exit code, so whatever supervises it sees the failure. SIGTERM or SIGINT stops
 * the workers, each finishing its answers, then the primary. A connection handed to a worker in
 * the instant it dies is lost with it, as are its answers in progress.
 */
export function runWorkerProcesses(options: WorkerProcesses): void {
  const { name, logger } = options;
  const live = new Set<Worker>();
  let stopping = false;
  let exitCode = 0;
  const replacements: number[] = [];

  let exiting = false;
  const exitWhenAllStopped = () => {
    if (live.size > 0 || exiting) return;
    exiting = true;
    void Promise.resolve()
      .then(options.onStopped)
      .catch((error: unknown) => {
        logger.error(`${name} could not finish stopping`, { message: (error as Error).message });
      })
      .finally(() => process.exit(exitCode));
  };

  const stopAll = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    for (const worker of live) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of live) worker.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_GRACE_MS).unref();
    exitWhenAllStopped();
  };

  const start = (slot: number) => {
    const worker = cluster.fork(options.envOf?.(slot));
    live.add(worker);
    options.onStart?.(worker);
    // Listening once every port of the worker's is bound: one of two taken is a failed start.
    let bound = 0;
    worker.on('listening', () => {
      bound += 1;
    });
    worker.once('exit', (code, signal) => {
      live.delete(worker);
      options.onExit?.(worker);
      if (stopping) {
        exitWhenAllStopped();
        return;
      }
      if (bound < (options.listenersPerWorker ?? 1)) {
        logger.error(`a ${name} worker stopped before it was listening`, { code, signal });
        stopAll(code || 1);
        return;
      }
      const now = Date.now();
      replacements.push(now);
      while (replacements[0]! < now - REPLACEMENT_WINDOW_MS) replacements.shift();
      if (replacements.length > MOST_REPLACEMENTS) {
        logger.error(`${name} workers keep stopping; stopping the ${name}`, { code, signal });
        stopAll(1);
        return;
      }
      logger.warn(`a ${name} worker stopped; starting another`, { code, signal, slot });
      setTimeout(() => {
        if (!stopping) start(slot);
      }, REPLACE_AFTER_MS);
    });
  };

  for (let slot = 0; slot < options.count; slot += 1) start(slot);
  process.on('SIGTERM', () => stopAll(0));
  process.on('SIGINT', () => stopAll(0));
}
