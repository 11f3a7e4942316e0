import {
  HEALTH_EVENT_MAX_COUNT,
  HEALTH_REPORT_MAX_BYTES,
  HEALTH_REPORT_MAX_EVENTS,
  type HealthEvent,
  type HealthReport,
} from '@reedmere/contracts';

/** A report ready to send: its events and its JSON body. */
export interface ReportBatch {
  events: HealthEvent[];
  body: string;
}

// Every field is ASCII (names, kinds, phases, build ids), so a body's length is its size in bytes.
const bodyOf = (events: HealthEvent[]): string => JSON.stringify({ events } satisfies HealthReport);

/**
 * The summed events as reports the site takes: at most `HEALTH_REPORT_MAX_EVENTS` events each,
 * every count at most `HEALTH_EVENT_MAX_COUNT` (the rest of a count goes in the next report), and
 * a body under `HEALTH_REPORT_MAX_BYTES`. No events, no reports.
 */
export function reportBatches(summed: readonly HealthEvent[]): ReportBatch[] {
  const batches: ReportBatch[] = [];
  let left = summed.filter((event) => event.count > 0);
  while (left.length > 0) {
    const events = left
      .slice(0, HEALTH_REPORT_MAX_EVENTS)
      .map((event) => ({ ...event, count: Math.min(event.count, HEALTH_EVENT_MAX_COUNT) }));
    let body = bodyOf(events);
    while (body.length >= HEALTH_REPORT_MAX_BYTES && events.length > 1) {
      events.pop();
      body = bodyOf(events);
    }
    const rest = left.slice(events.length);
    const carried = left
      .slice(0, events.length)
      .map((event) => ({ ...event, count: event.count - HEALTH_EVENT_MAX_COUNT }))
      .filter((event) => event.count > 0);
    batches.push({ events, body });
    left = [...carried, ...rest];
  }
  return batches;
}
