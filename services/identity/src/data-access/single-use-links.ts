import { isDuplicateKeyError } from '@reedmere/service-kit';
import type { Model, QueryFilter, UpdateQuery } from 'mongoose';
import { TOKEN_RECORD_PATHS, type TokenRecordFields } from './token-record';

/**
 * A record behind a mailed link (an invitation, a password reset): found by its token's hash,
 * `open` until it is used, withdrawn, replaced or expired. A unique index on the open records of
 * one address or account keeps one open at a time.
 */
export interface SingleUseLinkRecord extends TokenRecordFields {
  /** Set while it can still be used; unset once used, withdrawn or replaced. */
  open?: true;
  usedAt?: Date;
  revokedAt?: Date;
}

/** The schema paths of a link record's own fields. */
export const SINGLE_USE_LINK_PATHS = {
  ...TOKEN_RECORD_PATHS,
  open: { type: Boolean },
  usedAt: { type: Date },
  revokedAt: { type: Date },
} as const;

/** Open: not used, withdrawn or replaced, and not yet expired. */
export const openAt = (now: Date) => ({ open: true as const, expiresAt: { $gt: now } });

/** The update that closes a record, noting when and why. */
export const close = (field: 'usedAt' | 'revokedAt', now: Date) => ({
  $set: { [field]: now },
  $unset: { open: 1 },
});

/**
 * Stores a new open record in place of the open ones `replaced` picks, whose links stop working.
 * A duplicate-key error is left to the caller: another request stored an open one meanwhile, and
 * the unique index let only one stand.
 */
export async function replaceOpen<R extends SingleUseLinkRecord>(
  model: Model<R>,
  replaced: QueryFilter<R>,
  record: TokenRecordFields,
): Promise<R> {
  await model.updateMany(replaced, close('revokedAt', record.createdAt) as UpdateQuery<R>);
  // The new record is the collection's own; mongoose cannot see that through R.
  const created = await model.create({ ...record, open: true } as Partial<R>);
  return created.toObject();
}

/** Finding, using up and opening again the records of one collection of links. */
export function singleUseLinks<R extends SingleUseLinkRecord, T>(
  model: Model<R>,
  toOpen: (record: R) => T,
) {
  // The fields named here are every link record's; mongoose cannot see that through R.
  const openLink = (tokenHash: string, now: Date) =>
    ({ tokenHash, ...openAt(now) }) as QueryFilter<R>;
  return {
    async findOpenByTokenHash(tokenHash: string, now: Date): Promise<T | null> {
      const record = await model.findOne(openLink(tokenHash, now)).lean<R>();
      return record ? toOpen(record) : null;
    },

    /**
     * Uses the record up, if it is still open: the check and the write are one operation, so a
     * link does its work once however many times it is sent at once.
     */
    async use(tokenHash: string, now: Date): Promise<T | null> {
      const record = await model
        .findOneAndUpdate(openLink(tokenHash, now), close('usedAt', now) as UpdateQuery<R>)
        .lean<R>();
      return record ? toOpen(record) : null;
    },

    /** Opens a used record again (its work could not be stored); false if it cannot be. */
    async reopen(id: string, usedAt: Date): Promise<boolean> {
      try {
        const result = await model.updateOne(
          { _id: id, usedAt } as QueryFilter<R>,
          {
            $set: { open: true },
            $unset: { usedAt: 1 },
          } as UpdateQuery<R>,
        );
        return result.modifiedCount === 1;
      } catch (error) {
        // A newer one for the same address or account is open: this one stays used.
        if (isDuplicateKeyError(error)) return false;
        throw error;
      }
    },
  };
}
