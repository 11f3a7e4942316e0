import cluster, { type Worker } from 'node:cluster';
import type { Logger } from '@reedmere/service-kit';

/** How long the workers have to finish their pages once asked to stop. */
const STOP_GRACE_MS = 8000;
/** A worker that stopped on its own is replaced after this long (no tight loop of restarts). */
const REPLACE_AFTER_MS = 500;
/**
 * More replacements than this within the window is a fault no new worker will fix: the renderer
 * stops with an error and whatever supervises it backs off.
 */
const MOST_REPLACEMENTS = 5;
const REPLACEMENT_WINDOW_MS = 60_000;

/**
 * The primary of a renderer of several processes. A page render holds its process's one thread
 * for tens of milliseconds, so a single process uses one core whatever the machine has. The
 * workers share the listening port (the primary hands out the connections); each loads the
 * shell and the remotes and keeps its own page cache. A worker that dies once it is listening is
 * replaced, up to MOST_REPLACEMENTS a minute; one that dies before (the port taken, a bad
 * setting) ends the renderer with its exit code, so whatever supervises the renderer sees the
 * failure. SIGTERM or SIGINT stops the workers, then the primary.
 */
export function runWorkers(count: number, logger: Logger): void {
  const live = new Set<Worker>();
  let stopping = false;
  let exitCode = 0;
  const replacements: number[] = [];

  const exitWhenAllStopped = () => {
    if (live.size === 0) process.exit(exitCode);
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

  const fork = () => {
    const worker = cluster.fork();
    live.add(worker);
    let listening = false;
    worker.once('listening', () => {
      listening = true;
    });
    worker.once('exit', (code, signal) => {
      live.delete(worker);
      if (stopping) {
        exitWhenAllStopped();
        return;
      }
      if (!listening) {
        logger.error('a renderer worker stopped before it was listening', { code, signal });
        stopAll(code || 1);
        return;
      }
      const now = Date.now();
      replacements.push(now);
      while (replacements[0]! < now - REPLACEMENT_WINDOW_MS) replacements.shift();
      if (replacements.length > MOST_REPLACEMENTS) {
        logger.error('renderer workers keep stopping; stopping the renderer', { code, signal });
        stopAll(1);
        return;
      }
      logger.warn('a renderer worker stopped; starting another', { code, signal });
      setTimeout(() => {
        if (!stopping) fork();
      }, REPLACE_AFTER_MS);
    });
  };

  for (let i = 0; i < count; i += 1) fork();
  process.on('SIGTERM', () => stopAll(0));
  process.on('SIGINT', () => stopAll(0));
}
