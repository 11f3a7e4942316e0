import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { connectionModel } from '@reedmere/service-kit';

export interface SessionRecord {
  _id: Types.ObjectId;
  /** SHA-256 of the session id (the id itself is never stored). */
  tokenHash: string;
  userId: Types.ObjectId;
  createdAt: Date;
  /** When it was last used, to the minute: a session unused for the idle time has ended. */
  lastSeenAt: Date;
  expiresAt: Date;
  /** The browser and system it was opened from, in a few words ('Firefox on Linux'). */
  userAgent: string;
  /** The client address it was opened from. */
  address: string;
}

const sessionSchema = new Schema<SessionRecord>(
  {
    tokenHash: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    createdAt: { type: Date, required: true },
    lastSeenAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    userAgent: { type: String, default: '' },
    address: { type: String, default: '' },
  },
  { collection: 'sessions', versionKey: false },
);
sessionSchema.index({ tokenHash: 1 }, { unique: true });
sessionSchema.index({ userId: 1 });
// The database removes a session once it has expired (reads also check the date, because the
// TTL monitor only runs every minute).
sessionSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type SessionModel = Model<SessionRecord>;

export function sessionModel(connection: Connection): SessionModel {
  return connectionModel(connection, 'Session', sessionSchema);
}
