import { HEALTH_REPORTS_PATH, type HealthEvent, type HealthReport } from '@reedmere/contracts';
import { healthReportSchema, VALIDATION_OPTIONS } from '@reedmere/contracts/schemas';

export interface BeaconRecorder {
  /** What each call was given, in order. */
  sent: Array<{ url: string; data: Blob }>;
  /** What `sendBeacon` answers: false as a browser whose queue is full. */
  accept: boolean;
}

/**
 * Stands in for `navigator.sendBeacon`, which jsdom lacks: records each call and answers
 * `accept`. `removeBeacon` takes it away again, as in a browser without it.
 */
export function installBeacon(accept = true): BeaconRecorder {
  const recorder: BeaconRecorder = { sent: [], accept };
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    writable: true,
    value: (url: string, data: Blob) => {
      recorder.sent.push({ url, data });
      return recorder.accept;
    },
  });
  return recorder;
}

export function removeBeacon(): void {
  delete (navigator as { sendBeacon?: unknown }).sendBeacon;
}

/** The visitor leaves the page (or the browser keeps it for Back). */
export function hidePage(): void {
  window.dispatchEvent(new Event('pagehide'));
}

/** jsdom's Blob has no `text()`. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });

/**
 * The reports sent, read back from their bodies; each must be what the site takes (the contract's
 * schema), sent to its address as JSON.
 */
export async function sentReports(recorder: BeaconRecorder): Promise<HealthReport[]> {
  return Promise.all(
    recorder.sent.map(async ({ url, data }) => {
      expect(url).toBe(HEALTH_REPORTS_PATH);
      expect(data.type).toBe('application/json');
      const report = JSON.parse(await textOf(data)) as unknown;
      const { error } = healthReportSchema.validate(report, VALIDATION_OPTIONS);
      expect(error).toBeUndefined();
      return report as HealthReport;
    }),
  );
}

/** Every event of the reports accepted, in a stable order to compare. */
export async function sentEvents(recorder: BeaconRecorder): Promise<HealthEvent[]> {
  const reports = await sentReports(recorder);
  return reports
    .flatMap((report) => report.events)
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}
