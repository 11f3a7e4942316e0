import type { HealthEvent } from '@reedmere/contracts';
import type { HealthEventSink } from '../remote-health/health-report-routes';

/**
 * A reported event, from a worker to the primary over the cluster's IPC: the primary alone runs
 * the canaries' health check, so it counts what every worker received.
 */
interface CanaryHealthMessage {
  channel: typeof CHANNEL;
  event: HealthEvent;
}

const CHANNEL = 'bff-canary-health';

/** A worker's sink that hands each event to the primary. */
export const toPrimary =
  (send: ((message: CanaryHealthMessage) => unknown) | undefined): HealthEventSink =>
  (event) => {
    send?.({ channel: CHANNEL, event });
  };

/** The event a worker's message carries; none for any other message. */
export const reportedEventIn = (message: unknown): HealthEvent | undefined =>
  typeof message === 'object' &&
  message !== null &&
  (message as { channel?: unknown }).channel === CHANNEL
    ? (message as CanaryHealthMessage).event
    : undefined;
