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

const stored = (record: SignInChallengeRecord): StoredChallenge => ({
  id: String(record._id),
  userId: String(record.userId),
  purpose: record.purpose,
  failures: record.failures ?? 0,
  expiresAt: record.expiresAt,
});

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
      return record ? stored(record) : null;
    },

    /**
     * Takes one of the live challenge's tries in a single write, before the code is checked, so
     * parallel codes cannot take more than `maxTries`; null when it has none left (or is gone).
     */
    async reserveTry(
      tokenHash: string,
      purpose: ChallengePurpose,
      now: Date,
      maxTries: number,
    ): Promise<StoredChallenge | null> {
      const record = await model
        .findOneAndUpdate(
          { tokenHash, purpose, expiresAt: { $gt: now }, failures: { $lt: maxTries } },
          { $inc: { failures: 1 } },
          { returnDocument: 'after' },
        )
        .lean<SignInChallengeRecord>();
      return record ? stored(record) : null;
    },

    /** Ends every sign-in of the user still between its password and its second step. */
    async deleteForUser(userId: string): Promise<number> {
      const result = await model.deleteMany({ userId });
      return result.deletedCount;
    },

    /** Uses the challenge up; false when it was already used (only one caller gets true). */
    async consume(id: string): Promise<boolean> {
      const result = await model.deleteOne({ _id: id });
      return result.deletedCount === 1;
    },
  };
}

export type SignInChallengeRepository = ReturnType<typeof createSignInChallengeRepository>;
