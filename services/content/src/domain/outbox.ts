import type { OutboxMessage } from '@reedmere/contracts';
import type { OutboxDocument } from '../data-access/outbox-model';
import type { OutboxRepository } from '../data-access/outbox-repository';
import { listPage, type ListAnswer } from './list-page';
import { withoutMailTokens } from './token-links';

const isoOrNull = (date: Date | null): string | null => date?.toISOString() ?? null;

/**
 * A message as the admin reads it: never a link's token, even while the message waits to be sent
 * (whoever reads the outbox must not be able to confirm or cancel someone's alert).
 */
export function outboxMessageOf(doc: OutboxDocument): OutboxMessage {
  return {
    id: String(doc._id),
    kind: doc.kind,
    enquiryId: doc.enquiryId ? String(doc.enquiryId) : null,
    alertId: doc.alertId ? String(doc.alertId) : null,
    to: doc.to,
    replyTo: doc.replyTo,
    subject: doc.subject,
    ...withoutMailTokens({ text: doc.text, html: doc.html, headers: doc.headers }),
    status: doc.status,
    attempts: doc.attempts,
    lastError: doc.lastError,
    nextAttemptAt: isoOrNull(doc.nextAttemptAt),
    sentAt: isoOrNull(doc.sentAt),
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

/** The notifications the service has queued, for the admin to read. */
export function createOutbox(outbox: OutboxRepository) {
  return {
    /** Newest first, whatever their status, a page at a time (listPage). */
    async list(query: unknown): Promise<ListAnswer<OutboxMessage>> {
      const { items, total } = await listPage(query, (page) => outbox.listNewestFirst(page));
      return { items: items.map(outboxMessageOf), total };
    },

    /**
     * Removes the link tokens of messages sent or given up before bodies were cleaned on
     * sending (run on start; each message is rewritten once).
     */
    removeSettledTokens: (): Promise<number> => outbox.cleanSettled(withoutMailTokens),
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
