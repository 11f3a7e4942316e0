import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { connectionModel } from '@reedmere/service-kit';

/** That the owner of an account has been told of repeated failed sign-ins, until `expiresAt`. */
export interface SignInNoticeRecord {
  _id: Types.ObjectId;
  email: string;
  expiresAt: Date;
}

const signInNoticeSchema = new Schema<SignInNoticeRecord>(
  {
    email: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'sign_in_notices', versionKey: false },
);
// One notice per account at a time: the unique index is what decides between parallel claims.
signInNoticeSchema.index({ email: 1 }, { unique: true });
signInNoticeSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type SignInNoticeModel = Model<SignInNoticeRecord>;

export function signInNoticeModel(connection: Connection): SignInNoticeModel {
  return connectionModel(connection, 'SignInNotice', signInNoticeSchema);
}
