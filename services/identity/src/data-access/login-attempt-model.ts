import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { connectionModel } from '@reedmere/service-kit';

/** One failed (or in-progress) sign-in for an (email, address) pair. */
export interface LoginAttemptRecord {
  _id: Types.ObjectId;
  email: string;
  address: string;
  /** The known device it came from, when it presented one for the account. */
  device?: string;
  createdAt: Date;
  /** When it stops counting; the date is stored so a changed window needs no index change. */
  expiresAt: Date;
}

const loginAttemptSchema = new Schema<LoginAttemptRecord>(
  {
    email: { type: String, required: true },
    address: { type: String, required: true },
    device: { type: String, required: false },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'login_attempts', versionKey: false },
);
loginAttemptSchema.index({ email: 1, address: 1, expiresAt: 1 });
loginAttemptSchema.index({ email: 1, device: 1, expiresAt: 1 });
loginAttemptSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type LoginAttemptModel = Model<LoginAttemptRecord>;

export function loginAttemptModel(connection: Connection): LoginAttemptModel {
  return connectionModel(connection, 'LoginAttempt', loginAttemptSchema);
}
