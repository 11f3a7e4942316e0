import type { HealthEvent } from '@reedmere/contracts';
import type { HealthReportSink } from '../remote-health/health-report-routes';

/**
 * One report's evidence, from a worker to the primary over the cluster's IPC: the primary alone
 * runs the canaries' health check, so it weighs what every worker received, a report at a time.
 */
interface CanaryHealthMessage {
  channel: typeof CHANNEL;
  events: HealthEvent[];
}

const CHANNEL = 'bff-canary-health';

type Send = (
  message: CanaryHealthMessage,
  sendHandle: undefined,
  options: object,
  callback: (error: Error | null) => void,
) => unknown;

/**
 * A worker's sink that hands each report to the primary. A primary gone (the worker is being
 * stopped) loses the report, not the worker: the send's error goes to its callback.
 */
export const toPrimary =
  (send: Send | undefined): HealthReportSink =>
  (events) => {
    send?.({ channel: CHANNEL, events }, undefined, {}, () => {});
  };

/** The events a worker's message carries; none for any other message. */
export const reportedEventsIn = (message: unknown): HealthEvent[] =>
  typeof message === 'object' &&
  message !== null &&
  (message as { channel?: unknown }).channel === CHANNEL &&
  Array.isArray((message as CanaryHealthMessage).events)
    ? (message as CanaryHealthMessage).events
    : [];
