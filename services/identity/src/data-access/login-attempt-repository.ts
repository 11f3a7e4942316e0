import type { Connection } from 'mongoose';
import { loginAttemptModel, type LoginAttemptRecord } from './login-attempt-model';

/** The failed (or in-progress) sign-ins on one account, from every address. */
export interface AccountFailures {
  count: number;
  /** When the latest of them was made; undefined when there are none. */
  latestAt: Date | undefined;
}

export function createLoginAttemptRepository(connection: Connection) {
  const model = loginAttemptModel(connection);
  return {
    model,

    async record(attempt: {
      email: string;
      address: string;
      device?: string | undefined;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<string> {
      const record = await model.create(attempt);
      return String(record._id);
    },

    /** Attempts for the pair that still count at `now`. */
    async countLive(email: string, address: string, now: Date): Promise<number> {
      return model.countDocuments({ email, address, expiresAt: { $gt: now } });
    },

    /** Attempts from the known device that still count at `now`. */
    async countLiveForDevice(email: string, device: string, now: Date): Promise<number> {
      return model.countDocuments({ email, device, expiresAt: { $gt: now } });
    },

    /** Attempts on the account from any address that still count at `now`, but `excludeId`. */
    async countForAccount(email: string, now: Date, excludeId: string): Promise<AccountFailures> {
      const live = { email, expiresAt: { $gt: now }, _id: { $ne: excludeId } };
      const [count, latest] = await Promise.all([
        model.countDocuments(live),
        model.findOne(live, { createdAt: 1 }).sort({ createdAt: -1 }).lean<LoginAttemptRecord>(),
      ]);
      return { count, latestAt: latest?.createdAt };
    },

    /** How many addresses the account's live attempts came from. */
    async countAddresses(email: string, now: Date): Promise<number> {
      const addresses = await model.distinct('address', { email, expiresAt: { $gt: now } });
      return addresses.length;
    },

    async remove(id: string): Promise<void> {
      await model.deleteOne({ _id: id });
    },

    async clear(email: string, address: string): Promise<void> {
      await model.deleteMany({ email, address });
    },

    async clearDevice(email: string, device: string): Promise<void> {
      await model.deleteMany({ email, device });
    },
  };
}

export type LoginAttemptRepository = ReturnType<typeof createLoginAttemptRepository>;
