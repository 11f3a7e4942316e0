import type { Connection } from 'mongoose';
import {
  signInChallengeModel,
  type ChallengePurpose,
  type SignInChallengeRecord,
} from './sign-in-challenge-model';

export interface StoredChallenge {
  id: string;
  userId: string;
  purpose: ChallengePurpose;
  failures: number;
  expiresAt: Date;
}

export function createSignInChallengeRepository(connection: Connection) {
  const model = signInChallengeModel(connection);
  return {
    model,

    async insert(challenge: {
      tokenHash: string;
      userId: string;
      purpose: ChallengePurpose;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<void> {
      await model.create(challenge);
    },

    /** The challenge if it has not expired. */
    async findLive(tokenHash: string, now: Date): Promise<StoredChallenge | null> {
      const record = await model
        .findOne({ tokenHash, expiresAt: { $gt: now } })
        .lean<SignInChallengeRecord>();
      if (!record) return null;
      return {
        id: String(record._id),
        userId: String(record.userId),
        purpose: record.purpose,
        failures: record.failures ?? 0,
        expiresAt: record.expiresAt,
      };
    },

    /** Counts one wrong code; the count after it. */
    async addFailure(id: string): Promise<number> {
      const record = await model
        .findOneAndUpdate({ _id: id }, { $inc: { failures: 1 } }, { returnDocument: 'after' })
        .lean<SignInChallengeRecord>();
      return record?.failures ?? Number.POSITIVE_INFINITY;
    },

    /** Uses the challenge up; false when it was already used (only one caller gets true). */
    async consume(id: string): Promise<boolean> {
      const result = await model.deleteOne({ _id: id });
      return result.deletedCount === 1;
    },
  };
}

export type SignInChallengeRepository = ReturnType<typeof createSignInChallengeRepository>;
