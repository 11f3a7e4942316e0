import type { Connection } from 'mongoose';
import { loginAttemptModel } from './login-attempt-model';

export function createLoginAttemptRepository(connection: Connection) {
  const model = loginAttemptModel(connection);
  return {
    model,

    async record(attempt: {
      email: string;
      address: string;
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

    async remove(id: string): Promise<void> {
      await model.deleteOne({ _id: id });
    },

    async clear(email: string, address: string): Promise<void> {
      await model.deleteMany({ email, address });
    },
  };
}

export type LoginAttemptRepository = ReturnType<typeof createLoginAttemptRepository>;
