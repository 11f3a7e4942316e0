import type { OutboxDocument } from '../data-access/outbox-model';
import type { OutboxRepository } from '../data-access/outbox-repository';

/** The notifications the service has queued, for the admin to read. */
export function createOutbox(outbox: OutboxRepository) {
  return {
    /** Newest first, whatever their status. */
    list: (): Promise<OutboxDocument[]> => outbox.listNewestFirst(),
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
