import type { Connection } from 'mongoose';
import type { OutboxKind, OutboxStatus } from '@reedmere/contracts';
import type { ListPage } from '@reedmere/contracts/schemas';
import { outboxModel, type OutboxDocument } from './outbox-model';
import { findPage, NEWEST_FIRST } from './list-page';

export interface NewOutboxItem {
  enquiryId: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
}

/** A notice for someone other than the office (the owner of an account, say). */
export interface NewNotice {
  kind: Exclude<OutboxKind, 'enquiry-notification'>;
  to: string;
  subject: string;
  text: string;
}

/** A property alert's message to its subscriber: text and HTML, with its unsubscribe headers. */
export interface NewAlertMail {
  kind: 'alert-confirmation' | 'property-alert';
  alertId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** The parts of a message that can hold links. */
export interface MailBody {
  text: string;
  html: string | null;
  headers: Record<string, string> | null;
}

export interface FailureUpdate {
  status: OutboxStatus;
  lastError: string;
  nextAttemptAt: Date | null;
  /** When the message is given up: its body without link tokens, kept in place of the one sent. */
  body?: MailBody;
}

export interface OutboxRepository {
  add(item: NewOutboxItem, now: Date): Promise<OutboxDocument>;
  addNotice(notice: NewNotice, now: Date): Promise<OutboxDocument>;
  addAlertMail(mail: NewAlertMail, now: Date): Promise<OutboxDocument>;
  /** One page, newest first, and how many there are in all. */
  listNewestFirst(page: ListPage): Promise<{ items: OutboxDocument[]; total: number }>;
  /**
   * Takes the oldest pending item that is due, pushing its next attempt to `leaseUntil` in the
   * same atomic step, so two overlapping runs never send the same item twice.
   */
  claimDue(now: Date, leaseUntil: Date): Promise<OutboxDocument | null>;
  /** Marks a message sent, keeping `body` (its links' tokens removed) in place of what was sent. */
  markSent(id: string, now: Date, body: MailBody): Promise<void>;
  markFailed(id: string, update: FailureUpdate): Promise<void>;
  removeForEnquiries(enquiryIds: string[]): Promise<number>;
  /** An alert's messages, sent or not: they hold its address and its links. */
  removeForAlerts(alertIds: string[]): Promise<number>;
  removeCreatedBefore(cutoff: Date): Promise<number>;
  /**
   * Rewrites the body of every sent or failed message stored before bodies were cleaned on
   * sending, with `clean`; answers how many were rewritten.
   */
  cleanSettled(clean: (body: MailBody) => MailBody): Promise<number>;
}

/** The delivery state of a message just queued: pending, never tried, due at once. */
const untried = (now: Date) => ({
  status: 'pending' as const,
  attempts: 0,
  lastError: null,
  nextAttemptAt: now,
  sentAt: null,
});

export function createOutboxRepository(connection: Connection): OutboxRepository {
  const model = outboxModel(connection);
  return {
    add: (item, now) => model.create({ ...item, kind: 'enquiry-notification', ...untried(now) }),
    addNotice: (notice, now) =>
      model.create({ ...notice, enquiryId: null, replyTo: null, ...untried(now) }),
    addAlertMail: (mail, now) =>
      model.create({ ...mail, enquiryId: null, replyTo: null, ...untried(now) }),
    listNewestFirst: (page) => findPage(model, NEWEST_FIRST, page),
    claimDue: (now, leaseUntil) =>
      model
        .findOneAndUpdate(
          { status: 'pending', nextAttemptAt: { $lte: now } },
          { $set: { nextAttemptAt: leaseUntil } },
          { sort: { nextAttemptAt: 1, _id: 1 }, returnDocument: 'after' },
        )
        .exec(),
    async markSent(id, now, body) {
      await model
        .updateOne(
          { _id: id },
          {
            $set: {
              status: 'sent',
              sentAt: now,
              lastError: null,
              nextAttemptAt: null,
              ...body,
              tokensRemoved: true,
            },
            $inc: { attempts: 1 },
          },
        )
        .exec();
    },
    async markFailed(id, { body, ...update }) {
      const set = body ? { ...update, ...body, tokensRemoved: true } : update;
      await model.updateOne({ _id: id }, { $set: set, $inc: { attempts: 1 } }).exec();
    },
    async removeForEnquiries(enquiryIds) {
      if (enquiryIds.length === 0) return 0;
      const result = await model.deleteMany({ enquiryId: { $in: enquiryIds } }).exec();
      return result.deletedCount;
    },
    async removeForAlerts(alertIds) {
      if (alertIds.length === 0) return 0;
      const result = await model.deleteMany({ alertId: { $in: alertIds } }).exec();
      return result.deletedCount;
    },
    async removeCreatedBefore(cutoff) {
      const result = await model.deleteMany({ createdAt: { $lt: cutoff } }).exec();
      return result.deletedCount;
    },
    async cleanSettled(clean) {
      const settledStatuses: OutboxStatus[] = ['sent', 'failed'];
      const settled = { status: { $in: settledStatuses }, tokensRemoved: { $ne: true } };
      let cleaned = 0;
      for await (const doc of model.find(settled).cursor()) {
        const body = clean({ text: doc.text, html: doc.html, headers: doc.headers });
        // Only if it is still settled as read (a message is never sent again once settled).
        const result = await model
          .updateOne(
            { _id: doc._id, status: doc.status, tokensRemoved: { $ne: true } },
            { $set: { ...body, tokensRemoved: true } },
          )
          .exec();
        cleaned += result.modifiedCount;
      }
      return cleaned;
    },
  };
}
