import { HEALTH_REPORTS_PATH } from '@reedmere/contracts';
import type { HealthCollector } from './health-collector';
import { reportBatches } from './report-batches';

/** Hands one report to the browser, which sends it even as the page goes away. */
function beacon(body: string): boolean {
  if (typeof navigator.sendBeacon !== 'function') return false;
  try {
    return navigator.sendBeacon(
      HEALTH_REPORTS_PATH,
      new Blob([body], { type: 'application/json' }),
    );
  } catch {
    return false;
  }
}

/**
 * Sends what the collector holds, a report at a time. A report the browser will not take (no
 * `sendBeacon`, or its queue full) goes back to the collector with every one after it, for the
 * next attempt. Nothing held, nothing sent.
 */
export function sendHealthReports(collector: HealthCollector): void {
  const batches = reportBatches(collector.take());
  for (const [index, batch] of batches.entries()) {
    if (beacon(batch.body)) continue;
    collector.add(...batches.slice(index).flatMap((unsent) => unsent.events));
    return;
  }
}
