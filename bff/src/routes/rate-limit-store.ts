import cluster from 'node:cluster';
import { ClusterMemoryStoreWorker } from '@express-rate-limit/cluster-memory-store';
import type { Store } from 'express-rate-limit';

/**
 * Where a limiter keeps its counts. In a BFF worker they are kept by the primary process for all
 * workers, so a client spreading its requests over the workers' connections is held to one limit,
 * not one per worker. A lone process (tests, a single-process BFF) keeps them in memory.
 * `name` keeps each limiter's counts apart from the others'.
 */
export function rateLimitStore(name: string): Store | undefined {
  return cluster.isWorker ? new ClusterMemoryStoreWorker({ prefix: name }) : undefined;
}
