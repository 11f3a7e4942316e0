import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { connectionModel } from '@reedmere/service-kit';
import { indexTokenRecords, TOKEN_RECORD_PATHS, type TokenRecordFields } from './token-record';

/** A signed-in session; its token is the session id. */
export interface SessionRecord extends TokenRecordFields {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  /** When it was last used, to the minute: a session unused for the idle time has ended. */
  lastSeenAt: Date;
  /** The browser and system it was opened from, in a few words ('Firefox on Linux'). */
  userAgent: string;
  /** The client address it was opened from. */
  address: string;
}

const sessionSchema = new Schema<SessionRecord>(
  {
    ...TOKEN_RECORD_PATHS,
    userId: { type: Schema.Types.ObjectId, required: true },
    lastSeenAt: { type: Date, required: true },
    userAgent: { type: String, default: '' },
    address: { type: String, default: '' },
  },
  { collection: 'sessions', versionKey: false },
);
indexTokenRecords(sessionSchema);
sessionSchema.index({ userId: 1 });

export type SessionModel = Model<SessionRecord>;

export function sessionModel(connection: Connection): SessionModel {
  return connectionModel(connection, 'Session', sessionSchema);
}
