import cluster from 'node:cluster';

/** A worker has read the registry and loaded the remotes. */
const WARM = 'renderer-warm';
/** Every worker the renderer started with has. */
const ALL_WARM = 'renderer-all-warm';

const isMessage = (message: unknown, type: string): boolean =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;

/**
 * In the primary: tells the workers once `count` of them have loaded the site's code, so any of
 * them may say the renderer is ready (a worker that comes later is told at once).
 */
export function announceWhenAllWarm(count: number): void {
  const warm = new Set<number>();
  let allWarm = false;
  cluster.on('message', (worker, message: unknown) => {
    if (!isMessage(message, WARM)) return;
    warm.add(worker.id);
    if (allWarm) {
      worker.send({ type: ALL_WARM });
    } else if (warm.size >= count) {
      allWarm = true;
      for (const each of Object.values(cluster.workers ?? {})) each?.send({ type: ALL_WARM });
    }
  });
}

export interface Readiness {
  /** This process has read the registry and loaded the remotes. */
  warmed(): void;
  /** The renderer may count as started: this process is warm, and so is every other. */
  ready(): boolean;
}

/** Whether a rendering process (one of the primary's workers, or the only one) is ready. */
export function createReadiness(): Readiness {
  let warm = false;
  let othersWarm = !cluster.isWorker;
  if (cluster.isWorker) {
    process.on('message', (message: unknown) => {
      if (isMessage(message, ALL_WARM)) othersWarm = true;
    });
  }
  return {
    warmed() {
      if (warm) return;
      warm = true;
      if (cluster.isWorker) process.send?.({ type: WARM });
    },
    ready: () => warm && othersWarm,
  };
}
