import { isDuplicateKeyError } from '@reedmere/service-kit';
import type { Connection } from 'mongoose';
import { passwordResetModel, type PasswordResetRecord } from './password-reset-model';
import { close, replaceOpen, singleUseLinks } from './single-use-links';

/** A password reset that can still be used, as the domain reads it. */
export interface OpenPasswordReset {
  id: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
}

export interface NewPasswordReset {
  userId: string;
  tokenHash: string;
  address: string;
  createdAt: Date;
  expiresAt: Date;
}

const toOpen = (record: PasswordResetRecord): OpenPasswordReset => ({
  id: String(record._id),
  userId: String(record.userId),
  createdAt: record.createdAt,
  expiresAt: record.expiresAt,
});

export function createPasswordResetRepository(connection: Connection) {
  const model = passwordResetModel(connection);
  return {
    model,

    /** When the account's newest reset (open, used or replaced) was asked for; null for none. */
    async newestCreatedAt(userId: string): Promise<Date | null> {
      const record = await model
        .findOne({ userId }, { createdAt: 1 })
        .sort({ createdAt: -1 })
        .lean<PasswordResetRecord>();
      return record?.createdAt ?? null;
    },

    /**
     * Stores the reset in place of the account's open one asked for at or before `replaceUpTo`,
     * whose link stops working. Null, storing nothing, when a newer one is open: another request
     * stored it meanwhile (the unique index on open resets' users decides), and its mail stands.
     */
    async replace(reset: NewPasswordReset, replaceUpTo: Date): Promise<OpenPasswordReset | null> {
      try {
        return toOpen(
          await replaceOpen(
            model,
            { userId: reset.userId, open: true, createdAt: { $lte: replaceUpTo } },
            reset,
          ),
        );
      } catch (error) {
        if (isDuplicateKeyError(error)) return null;
        throw error;
      }
    },

    ...singleUseLinks(model, toOpen),

    /** Closes every open reset of the account; how many there were. */
    async revokeForUser(userId: string, now: Date): Promise<number> {
      const result = await model.updateMany({ userId, open: true }, close('revokedAt', now));
      return result.modifiedCount;
    },
  };
}

export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
