import { Schema, Types, type Connection, type HydratedDocument, type Model } from 'mongoose';
import { OUTBOX_KINDS, OUTBOX_STATUSES, type OutboxMessage } from '@reedmere/contracts';
import { connectionModel, publicJson, type Timestamps } from '@reedmere/service-kit';

/** The fields a stored message keeps as the contracts name them (its ids and times differ). */
type SharedFields = Omit<
  OutboxMessage,
  'id' | 'enquiryId' | 'alertId' | 'nextAttemptAt' | 'sentAt' | 'createdAt' | 'updatedAt'
>;

/** A message as stored: its references are ObjectIds and its times Dates. */
export interface OutboxRecord extends SharedFields, Timestamps {
  /** The enquiry it tells the office about (purged with it); null for other kinds. */
  enquiryId: Types.ObjectId | null;
  /** The alert subscription it was sent for (deleted with it); null for other kinds. */
  alertId: Types.ObjectId | null;
  /**
   * Set once the message is sent or given up: text, html and headers then hold no link token
   * (a confirm or unsubscribe link is kept only while it still has to be sent).
   */
  tokensRemoved: boolean;
  /** When a pending item may next be tried (also pushed forward while a send is under way). */
  nextAttemptAt: Date | null;
  sentAt: Date | null;
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
