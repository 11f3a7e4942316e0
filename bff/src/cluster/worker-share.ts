import type { ServerLimits } from '@reedmere/service-kit';

/**
 * One worker's part of the BFF's connection limits. The primary deals connections out in turn,
 * so a client's connections spread evenly over the workers: each worker holding its share of the
 * per-client cap holds the client to about the whole cap. 0 (no per-client cap) stays 0.
 */
export function workerShare(limits: ServerLimits, workers: number): ServerLimits {
  const share = (value: number) => Math.ceil(value / workers);
  return {
    ...limits,
    maxConnections: share(limits.maxConnections),
    maxConnectionsPerClient: share(limits.maxConnectionsPerClient),
  };
}
