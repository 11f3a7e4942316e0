import {
  HEALTH_EVENT_MAX_COUNT,
  HEALTH_REPORT_MAX_EVENTS,
  isRemoteName,
  remoteVersionOf,
  type HealthEvent,
} from '@reedmere/contracts';
import type { HealthNote } from './health-notes';
import { loadPhaseOf } from './load-phase';

/** The version of a remote noted before any registry was read (a registry that failed). */
export const UNKNOWN_VERSION = 'unknown';

/**
 * What is kept while reports cannot go (no `sendBeacon`, or the browser refusing): four full
 * reports' worth of events, each counted up to four reports' worth. Beyond that a page repeats
 * itself, and memory stays bounded however long it stays open.
 */
export const MAX_KEPT_EVENTS = 4 * HEALTH_REPORT_MAX_EVENTS;
export const MAX_KEPT_COUNT = 4 * HEALTH_EVENT_MAX_COUNT;

const keyOf = ({ remote, version, kind, phase }: Omit<HealthEvent, 'count'>): string =>
  `${remote} ${version} ${kind} ${phase ?? ''}`;

/** Sums what the page noted per remote, version, kind and phase, until it is sent. */
export class HealthCollector {
  private readonly events = new Map<string, HealthEvent>();

  /** Adds one note: its version from its manifest, a load failure's phase from its error. */
  note({ remote, manifest, kind, phase, cause }: HealthNote): void {
    if (!isRemoteName(remote)) return;
    const version = manifest ? remoteVersionOf(remote, manifest) : UNKNOWN_VERSION;
    this.add({
      remote,
      version,
      kind,
      ...(kind === 'load-failed' && { phase: phase ?? loadPhaseOf(cause, manifest) }),
      count: 1,
    });
  }

  /** Adds events to the sums (new ones, or those a report could not take). */
  add(...events: HealthEvent[]): void {
    for (const event of events) {
      const key = keyOf(event);
      const held = this.events.get(key);
      if (held) held.count = Math.min(held.count + event.count, MAX_KEPT_COUNT);
      else if (this.events.size < MAX_KEPT_EVENTS) {
        this.events.set(key, { ...event, count: Math.min(event.count, MAX_KEPT_COUNT) });
      }
    }
  }

  /** Whether a report would be full: as many events as it takes, or one counted to its cap. */
  isFull(): boolean {
    if (this.events.size >= HEALTH_REPORT_MAX_EVENTS) return true;
    return [...this.events.values()].some((event) => event.count >= HEALTH_EVENT_MAX_COUNT);
  }

  /** Hands over everything summed so far, and starts afresh. */
  take(): HealthEvent[] {
    const events = [...this.events.values()];
    this.events.clear();
    return events;
  }
}
