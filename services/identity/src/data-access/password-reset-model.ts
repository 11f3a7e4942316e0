import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { connectionModel } from '@reedmere/service-kit';

/** A password reset asked for by a person who forgot theirs: a mailed link that sets one, once. */
export interface PasswordResetRecord {
  _id: Types.ObjectId;
  /** The account whose password the link sets. */
  userId: Types.ObjectId;
  /** SHA-256 (hex) of the link's token (the token itself is never stored). */
  tokenHash: string;
  /** Where it was asked for from, as the BFF saw it. */
  address: string;
  createdAt: Date;
  expiresAt: Date;
  /**
   * Set while it can still be used; unset once used or replaced. Only open ones are in the unique
   * user index, so an account has at most one open reset.
   */
  open?: true;
  usedAt?: Date;
  revokedAt?: Date;
}

const passwordResetSchema = new Schema<PasswordResetRecord>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    tokenHash: { type: String, required: true },
    address: { type: String, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    open: { type: Boolean },
    usedAt: { type: Date },
    revokedAt: { type: Date },
  },
  { collection: 'password_resets', versionKey: false, strict: 'throw' },
);
passwordResetSchema.index({ tokenHash: 1 }, { unique: true });
passwordResetSchema.index({ userId: 1 }, { unique: true, partialFilterExpression: { open: true } });
// The account's newest reset (the guard against a flood of mails).
passwordResetSchema.index({ userId: 1, createdAt: -1 });
// The database removes a reset once it has expired, used or not (reads also check the date: the
// TTL monitor runs only every minute). The flood guard looks back far less than a link lives.
passwordResetSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type PasswordResetModel = Model<PasswordResetRecord>;

export function passwordResetModel(connection: Connection): PasswordResetModel {
  return connectionModel(connection, 'PasswordReset', passwordResetSchema);
}
