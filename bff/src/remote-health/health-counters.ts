import { Counter } from 'prom-client';
import type { ProcessMetrics } from '@reedmere/service-kit';
import type { HealthEventSink } from './health-report-routes';

/**
 * The browsers' reports as one Prometheus counter, `remote_health_events_total`, by remote,
 * version, kind and load phase (empty but for load failures). Its labels are bounded: the remote
 * names, the versions the registry names and `other`, the kinds and the phases.
 */
export function countHealthEvents(metrics: ProcessMetrics): HealthEventSink {
  const events = new Counter({
    name: 'remote_health_events_total',
    help: "Visitors' browsers' reports: pages that used each remote version, and its failures by kind",
    labelNames: ['remote', 'version', 'kind', 'phase'] as const,
    registers: [metrics.registry],
  });
  return (event) => {
    events.inc(
      { remote: event.remote, version: event.version, kind: event.kind, phase: event.phase ?? '' },
      event.count,
    );
  };
}
