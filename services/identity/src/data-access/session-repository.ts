import type { Connection } from 'mongoose';
import { sessionModel, type SessionRecord } from './session-model';

export function createSessionRepository(connection: Connection) {
  const model = sessionModel(connection);
  return {
    model,

    async insert(session: {
      tokenHash: string;
      userId: string;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<void> {
      await model.create(session);
    },

    /** The session if it has not expired (the TTL monitor may not have removed it yet). */
    async findLive(
      tokenHash: string,
      now: Date,
    ): Promise<{ userId: string; expiresAt: Date } | null> {
      const record = await model
        .findOne({ tokenHash, expiresAt: { $gt: now } })
        .lean<SessionRecord>();
      return record ? { userId: String(record.userId), expiresAt: record.expiresAt } : null;
    },

    async deleteByTokenHash(tokenHash: string): Promise<void> {
      await model.deleteOne({ tokenHash });
    },

    async deleteForUser(userId: string): Promise<number> {
      const result = await model.deleteMany({ userId });
      return result.deletedCount;
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
