import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { connectionModel } from '@reedmere/service-kit';
import { SINGLE_USE_LINK_PATHS, type SingleUseLinkRecord } from './single-use-links';
import { indexTokenRecords } from './token-record';

/**
 * A password reset asked for by a person who forgot theirs: a mailed link that sets one, once.
 * Only open ones are in the unique user index, so an account has at most one open reset.
 */
export interface PasswordResetRecord extends SingleUseLinkRecord {
  _id: Types.ObjectId;
  /** The account whose password the link sets. */
  userId: Types.ObjectId;
  /** Where it was asked for from, as the BFF saw it. */
  address: string;
}

const passwordResetSchema = new Schema<PasswordResetRecord>(
  {
    ...SINGLE_USE_LINK_PATHS,
    userId: { type: Schema.Types.ObjectId, required: true },
    address: { type: String, required: true },
  },
  { collection: 'password_resets', versionKey: false, strict: 'throw' },
);
// Removed once expired: the flood guard looks back far less than a link lives.
indexTokenRecords(passwordResetSchema);
passwordResetSchema.index({ userId: 1 }, { unique: true, partialFilterExpression: { open: true } });
// The account's newest reset (the guard against a flood of mails).
passwordResetSchema.index({ userId: 1, createdAt: -1 });

export type PasswordResetModel = Model<PasswordResetRecord>;

export function passwordResetModel(connection: Connection): PasswordResetModel {
  return connectionModel(connection, 'PasswordReset', passwordResetSchema);
}
