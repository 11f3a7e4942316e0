import {
  HEALTH_EVENT_MAX_COUNT,
  HEALTH_REPORT_MAX_BYTES,
  HEALTH_REPORT_MAX_EVENTS,
  type HealthEvent,
} from '@reedmere/contracts';
import { healthReportSchema, VALIDATION_OPTIONS } from '@reedmere/contracts/schemas';
import { reportBatches } from './report-batches';

const view = (version: string, count: number): HealthEvent => ({
  remote: 'news',
  version,
  kind: 'view',
  count,
});

const accepted = (body: string) =>
  healthReportSchema.validate(JSON.parse(body), VALIDATION_OPTIONS).error;

describe('reportBatches', () => {
  it('makes no report of nothing', () => {
    expect(reportBatches([])).toEqual([]);
  });

  it('puts a few events in one report', () => {
    const events = [
      view('built-in', 3),
      { ...view('built-in', 1), kind: 'section-error' as const },
    ];
    const batches = reportBatches(events);
    expect(batches).toHaveLength(1);
    expect(batches[0]?.events).toEqual(events);
    expect(JSON.parse(batches[0]?.body ?? '')).toEqual({ events });
  });

  it(`splits more than ${HEALTH_REPORT_MAX_EVENTS} events into reports the site takes`, () => {
    const events = Array.from({ length: 2 * HEALTH_REPORT_MAX_EVENTS + 5 }, (_, index) =>
      view(`2026112${index % 10}T061500Z-${String(index).padStart(8, '0')}`, 1),
    );
    const batches = reportBatches(events);
    expect(batches.map((batch) => batch.events.length)).toEqual([
      HEALTH_REPORT_MAX_EVENTS,
      HEALTH_REPORT_MAX_EVENTS,
      5,
    ]);
    expect(batches.flatMap((batch) => batch.events)).toEqual(events);
    for (const { body } of batches) {
      expect(accepted(body)).toBeUndefined();
      expect(new Blob([body]).size).toBeLessThan(HEALTH_REPORT_MAX_BYTES);
    }
  });

  it(`caps each count at ${HEALTH_EVENT_MAX_COUNT} and carries the rest to the next report`, () => {
    const batches = reportBatches([view('built-in', 250), view('external', 7)]);
    expect(batches.map((batch) => batch.events)).toEqual([
      [view('built-in', 100), view('external', 7)],
      [view('built-in', 100)],
      [view('built-in', 50)],
    ]);
    for (const { body } of batches) expect(accepted(body)).toBeUndefined();
  });
});
