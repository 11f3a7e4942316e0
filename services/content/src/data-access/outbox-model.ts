import { Schema, Types, type Connection, type HydratedDocument, type Model } from 'mongoose';
import {
  OUTBOX_KINDS,
  OUTBOX_STATUSES,
  type OutboxKind,
  type OutboxStatus,
} from '@reedmere/contracts';
import { connectionModel, publicJson } from '@reedmere/service-kit';

export interface OutboxRecord {
  kind: OutboxKind;
  /** The enquiry it tells the office about (purged with it); null for other kinds. */
  enquiryId: Types.ObjectId | null;
  /** The alert subscription it was sent for (deleted with it); null for other kinds. */
  alertId: Types.ObjectId | null;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  /** The HTML part beside the text; null for plain-text messages. */
  html: string | null;
  /** Extra mail headers (List-Unsubscribe); null for none. */
  headers: Record<string, string> | null;
  /**
   * Set once the message is sent or given up: text, html and headers then hold no link token
   * (a confirm or unsubscribe link is kept only while it still has to be sent).
   */
  tokensRemoved: boolean;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  /** When a pending item may next be tried (also pushed forward while a send is under way). */
  nextAttemptAt: Date | null;
  sentAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export type OutboxDocument = HydratedDocument<OutboxRecord>;
export type OutboxModel = Model<OutboxRecord>;

const outboxSchema = new Schema<OutboxRecord>(
  {
    kind: { type: String, required: true, enum: OUTBOX_KINDS },
    enquiryId: { type: Schema.Types.ObjectId, default: null, index: true },
    alertId: { type: Schema.Types.ObjectId, default: null, index: true },
    to: { type: String, required: true },
    replyTo: { type: String, default: null },
    subject: { type: String, required: true },
    text: { type: String, required: true },
    html: { type: String, default: null },
    headers: { type: Schema.Types.Mixed, default: null },
    tokensRemoved: { type: Boolean, default: false },
    status: { type: String, required: true, enum: OUTBOX_STATUSES, default: 'pending' },
    attempts: { type: Number, required: true, default: 0 },
    lastError: { type: String, default: null },
    nextAttemptAt: { type: Date, default: null },
    sentAt: { type: Date, default: null },
  },
  { timestamps: true, collection: 'outbox' },
);
outboxSchema.index({ status: 1, nextAttemptAt: 1 });
// The start-up clean-up finds settled messages still holding their links without a full scan.
outboxSchema.index({ tokensRemoved: 1, status: 1 });
publicJson(outboxSchema);

export function outboxModel(connection: Connection): OutboxModel {
  return connectionModel(connection, 'OutboxItem', outboxSchema);
}
