import type { Connection } from 'mongoose';
import { isObjectId } from '@reedmere/service-kit';
import { sessionModel, type SessionRecord } from './session-model';

/** A session as the service reads it; the token hash never leaves the repository. */
export interface StoredSession {
  /** The record's id: names the session in a list without being its secret. */
  id: string;
  userId: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  userAgent: string;
  address: string;
}

const toSession = (record: SessionRecord): StoredSession => ({
  id: String(record._id),
  userId: String(record.userId),
  createdAt: record.createdAt,
  lastSeenAt: record.lastSeenAt ?? record.createdAt,
  expiresAt: record.expiresAt,
  userAgent: record.userAgent ?? '',
  address: record.address ?? '',
});

export function createSessionRepository(connection: Connection) {
  const model = sessionModel(connection);
  return {
    model,

    async insert(session: {
      tokenHash: string;
      userId: string;
      createdAt: Date;
      expiresAt: Date;
      userAgent: string;
      address: string;
    }): Promise<void> {
      await model.create({ ...session, lastSeenAt: session.createdAt });
    },

    /** The session if it has not expired (the TTL monitor may not have removed it yet). */
    async findLive(tokenHash: string, now: Date): Promise<StoredSession | null> {
      const record = await model
        .findOne({ tokenHash, expiresAt: { $gt: now } })
        .lean<SessionRecord>();
      return record ? toSession(record) : null;
    },

    /**
     * Moves the session's last use to `now` when the stored one is older than `before`: at most
     * one write a minute per session, however many requests it makes.
     */
    async touch(id: string, now: Date, before: Date): Promise<void> {
      await model.updateOne(
        { _id: id, lastSeenAt: { $lt: before } },
        { $set: { lastSeenAt: now } },
      );
    },

    /** The user's sessions not expired at `now` and used since `seenSince`, newest first. */
    async listLive(userId: string, now: Date, seenSince: Date): Promise<StoredSession[]> {
      const records = await model
        .find({ userId, expiresAt: { $gt: now }, lastSeenAt: { $gt: seenSince } })
        .sort({ createdAt: -1 })
        .lean<SessionRecord[]>();
      return records.map(toSession);
    },

    async deleteByTokenHash(tokenHash: string): Promise<void> {
      await model.deleteOne({ tokenHash });
    },

    /** Ends one of the user's sessions by its record id; false when the user has no such one. */
    async deleteOne(userId: string, id: string): Promise<boolean> {
      if (!isObjectId(id)) return false;
      const result = await model.deleteOne({ _id: id, userId });
      return result.deletedCount === 1;
    },

    /** Ends every session of the user, but the one with the record id `keep`. */
    async deleteForUser(userId: string, keep?: string): Promise<number> {
      const result = await model.deleteMany({ userId, ...(keep ? { _id: { $ne: keep } } : {}) });
      return result.deletedCount;
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
