import type { DataVersion } from '../site/data-version';
import { trackWrites } from '../site/data-version';
import {
  dataVersionMessage,
  isDataVersionMessage,
  type DataVersionMessage,
} from './data-version-messages';

/** How a worker talks to the primary (the worker's `process`). */
export interface PrimaryChannel {
  on(event: 'message', listener: (message: unknown) => void): unknown;
  send?(message: DataVersionMessage): unknown;
}

/**
 * How long a write's answer waits for every worker to take the new version. The primary only
 * relays messages, so this is reached only when it is gone; the answer then leaves anyway.
 */
const COUNTED_WITHIN_MS = 2000;

/**
 * A worker's half of the shared data version: the version is the primary's, received with each
 * change; a write made here is reported and its answer held until the primary confirms that
 * every worker has the new version. Listens from the moment it is made, so make it before the
 * worker's first turn of its event loop (nothing the primary sends is then missed).
 */
export function sharedDataVersion(initial: string, primary: PrimaryChannel): DataVersion {
  let version = initial;
  let nextId = 0;
  const waiting = new Map<number, () => void>();
  primary.on('message', (message) => {
    if (!isDataVersionMessage(message)) return;
    if (message.kind === 'version') {
      version = message.version;
      primary.send?.(dataVersionMessage({ kind: 'seen', round: message.round }));
    } else if (message.kind === 'counted') {
      waiting.get(message.id)?.();
    }
  });
  return {
    current: () => version,
    track: trackWrites(
      () =>
        new Promise<void>((resolve) => {
          const id = nextId++;
          const done = () => {
            clearTimeout(timer);
            waiting.delete(id);
            resolve();
          };
          const timer = setTimeout(done, COUNTED_WITHIN_MS);
          waiting.set(id, done);
          primary.send?.(dataVersionMessage({ kind: 'written', id }));
        }),
    ),
  };
}
