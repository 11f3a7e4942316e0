import { Counter, Histogram } from 'prom-client';
import type { ProcessMetrics } from '@reedmere/service-kit';
import type { RemoteRender } from './remote-renders';

/** From 5 ms (a page without reads, its code loaded) to the 5 s a render may take by default. */
export const REMOTE_RENDER_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5] as const;

/** Records what the renders of some pages said of their remotes. */
export type RemoteRenderRecorder = (renders: readonly RemoteRender[]) => void;

/**
 * Each remote version's health on the server, by `remote` and `version`:
 * `remote_render_seconds` (the time of each page rendered with it, so its count is the pages)
 * and `remote_render_errors_total` (those pages where it failed and was left to the browser).
 * Labels are remote names and the versions the registries name: bounded by the deploys.
 */
export function recordRemoteRenders(metrics: ProcessMetrics): RemoteRenderRecorder {
  const labelNames = ['remote', 'version'] as const;
  const seconds = new Histogram({
    name: 'remote_render_seconds',
    help: 'Time of the pages rendered on the server with each remote version, loads and reads included',
    labelNames,
    buckets: [...REMOTE_RENDER_BUCKETS],
    registers: [metrics.registry],
  });
  const errors = new Counter({
    name: 'remote_render_errors_total',
    help: 'Pages rendered on the server in which a remote version did not load or its section threw',
    labelNames,
    registers: [metrics.registry],
  });
  return (renders) => {
    for (const { remote, version, seconds: taken, failed } of renders) {
      seconds.observe({ remote, version }, taken);
      // At 0 from its first page: a share of failed pages needs the series before any failure.
      errors.inc({ remote, version }, failed ? 1 : 0);
    }
  };
}
