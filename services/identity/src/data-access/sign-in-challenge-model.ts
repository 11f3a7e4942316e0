import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { connectionModel } from '@reedmere/service-kit';

/** What a sign-in whose password was right still has to do before it gets a session. */
export const CHALLENGE_PURPOSES = ['second-factor', 'second-factor-setup'] as const;
export type ChallengePurpose = (typeof CHALLENGE_PURPOSES)[number];

/** A sign-in between its password and its second factor: short-lived, used once. */
export interface SignInChallengeRecord {
  _id: Types.ObjectId;
  /** SHA-256 of the challenge id (the id itself is never stored). */
  tokenHash: string;
  userId: Types.ObjectId;
  purpose: ChallengePurpose;
  /** Wrong codes given for it so far. */
  failures: number;
  createdAt: Date;
  expiresAt: Date;
}

const signInChallengeSchema = new Schema<SignInChallengeRecord>(
  {
    tokenHash: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    purpose: { type: String, enum: CHALLENGE_PURPOSES, required: true },
    failures: { type: Number, default: 0 },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'sign_in_challenges', versionKey: false },
);
signInChallengeSchema.index({ tokenHash: 1 }, { unique: true });
signInChallengeSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type SignInChallengeModel = Model<SignInChallengeRecord>;

export function signInChallengeModel(connection: Connection): SignInChallengeModel {
  return connectionModel(connection, 'SignInChallenge', signInChallengeSchema);
}
