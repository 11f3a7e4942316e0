import { ClusterMemoryStorePrimary } from '@express-rate-limit/cluster-memory-store';
import type { CanaryWatch } from '@reedmere/releases';
import { runWorkerProcesses, type Logger } from '@reedmere/service-kit';
import type { Worker } from 'node:cluster';
import { reportedEventsIn } from '../releases/canary-health-messages';
import { createDataVersionHub } from './data-version-hub';

/**
 * The BFF's primary process: it answers no request. Besides keeping its workers running and
 * handing them the connections, it keeps what they share: the counts of the rate limits and the
 * data version, and the canaries' health check, which the workers hand each reported event.
 */
export function runPrimary(workers: number, logger: Logger, canaries?: CanaryWatch): void {
  new ClusterMemoryStorePrimary().init();
  const live = new Map<number, Worker>();
  const hub = createDataVersionHub({
    ids: () => [...live.keys()],
    send: (id, message) => {
      const worker = live.get(id);
      if (worker?.isConnected()) worker.send(message);
    },
  });
  runWorkerProcesses({
    count: workers,
    name: 'BFF',
    listenersPerWorker: 2,
    logger,
    envOf: (slot) => ({
      // Which worker it is (0 runs the background jobs), and the data version in force.
      BFF_WORKER_SLOT: String(slot),
      BFF_DATA_VERSION: hub.current(),
    }),
    onStart: (worker) => {
      live.set(worker.id, worker);
      worker.on('message', (message: unknown) => {
        hub.receive(worker.id, message);
        for (const event of reportedEventsIn(message)) canaries?.observe(event);
      });
    },
    onExit: (worker) => {
      live.delete(worker.id);
      hub.left(worker.id);
    },
    // A check under way finishes, so the registry's lock is never left behind.
    onStopped: () => canaries?.stop(),
  });
}
