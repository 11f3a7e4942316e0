import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { connectionModel } from '@reedmere/service-kit';
import { indexTokenRecords, TOKEN_RECORD_PATHS, type TokenRecordFields } from './token-record';

/** What a sign-in whose password was right still has to do before it gets a session. */
export const CHALLENGE_PURPOSES = ['second-factor', 'second-factor-setup'] as const;
export type ChallengePurpose = (typeof CHALLENGE_PURPOSES)[number];

/**
 * A sign-in between its password and its second factor: short-lived, used once. Its token is the
 * challenge id.
 */
export interface SignInChallengeRecord extends TokenRecordFields {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  purpose: ChallengePurpose;
  /** Wrong codes given for it so far. */
  failures: number;
}

const signInChallengeSchema = new Schema<SignInChallengeRecord>(
  {
    ...TOKEN_RECORD_PATHS,
    userId: { type: Schema.Types.ObjectId, required: true },
    purpose: { type: String, enum: CHALLENGE_PURPOSES, required: true },
    failures: { type: Number, default: 0 },
  },
  { collection: 'sign_in_challenges', versionKey: false },
);
indexTokenRecords(signInChallengeSchema);

export type SignInChallengeModel = Model<SignInChallengeRecord>;

export function signInChallengeModel(connection: Connection): SignInChallengeModel {
  return connectionModel(connection, 'SignInChallenge', signInChallengeSchema);
}
