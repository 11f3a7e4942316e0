import type { AdminUser, StaffRights } from '@reedmere/contracts';
import { isDuplicateKeyError, isObjectId } from '@reedmere/service-kit';
import type { Connection } from 'mongoose';
import {
  adminUserModel,
  type AdminUserRecord,
  type PendingSecondFactorRecord,
  type SecondFactorRecord,
} from './admin-user-model';

/** An account as the sign-in checks need it; never leaves the service. */
export interface StoredAdminUser extends AdminUser {
  passwordHash: string;
  secondFactor: SecondFactorRecord | undefined;
  pendingSecondFactor: PendingSecondFactorRecord | undefined;
  recoveryCodesLeft: number;
}

export class DuplicateEmailError extends Error {
  constructor() {
    super('A user with this email already exists');
    this.name = 'DuplicateEmailError';
  }
}

type ListedFields = '_id' | 'email' | 'name' | 'role' | 'divisions';

const toAdminUser = (record: Pick<AdminUserRecord, ListedFields>): AdminUser => ({
  id: String(record._id),
  email: record.email,
  name: record.name,
  role: record.role ?? 'owner',
  divisions: record.role === 'editor' ? (record.divisions ?? []) : [],
});

const toStored = (record: AdminUserRecord): StoredAdminUser => ({
  ...toAdminUser(record),
  passwordHash: record.passwordHash,
  secondFactor: record.secondFactor ?? undefined,
  pendingSecondFactor: record.pendingSecondFactor ?? undefined,
  recoveryCodesLeft: record.recoveryCodes?.length ?? 0,
});

export function createAdminUserRepository(connection: Connection) {
  const model = adminUserModel(connection);
  return {
    model,

    async findByEmail(email: string): Promise<StoredAdminUser | null> {
      const record = await model.findOne({ email }).lean<AdminUserRecord>();
      return record ? toStored(record) : null;
    },

    async findById(id: string): Promise<AdminUser | null> {
      if (!isObjectId(id)) return null;
      const record = await model
        .findById(id, { email: 1, name: 1, role: 1, divisions: 1 })
        .lean<AdminUserRecord>();
      return record ? toAdminUser(record) : null;
    },

    async findStoredById(id: string): Promise<StoredAdminUser | null> {
      if (!isObjectId(id)) return null;
      const record = await model.findById(id).lean<AdminUserRecord>();
      return record ? toStored(record) : null;
    },

    /** Throws DuplicateEmailError when the email is taken (the unique index decides). */
    async insert(
      user: { email: string; name: string; passwordHash: string } & StaffRights,
    ): Promise<AdminUser> {
      try {
        const divisions = user.role === 'editor' ? [...user.divisions] : [];
        const record = await model.create({ ...user, divisions, passwordChangedAt: new Date() });
        return toAdminUser(record);
      } catch (error) {
        if (isDuplicateKeyError(error)) throw new DuplicateEmailError();
        throw error;
      }
    },

    /** False when there is no such account (removed meanwhile). */
    async setPassword(id: string, passwordHash: string, name?: string): Promise<boolean> {
      const result = await model.updateOne(
        { _id: id },
        {
          $set: { passwordHash, passwordChangedAt: new Date(), ...(name ? { name } : {}) },
          $unset: { pendingSecondFactor: 1 },
        },
      );
      return result.matchedCount === 1;
    },

    /** Replaces a hash only if it is still the one that was checked (no lost updates). */
    async upgradeHash(id: string, oldHash: string, newHash: string): Promise<void> {
      await model.updateOne(
        { _id: id, passwordHash: oldHash },
        { $set: { passwordHash: newHash } },
      );
    },

    /** Keeps a second factor being set up until a code from it is proved. */
    async setPendingSecondFactor(id: string, pending: PendingSecondFactorRecord): Promise<void> {
      await model.updateOne({ _id: id }, { $set: { pendingSecondFactor: pending } });
    },

    /**
     * Turns the pending factor on (replacing any earlier one and its recovery codes), only if it
     * is still the one whose code was proved. False when another setup replaced it meanwhile.
     */
    async enableSecondFactor(
      id: string,
      factor: SecondFactorRecord,
      recoveryCodes: string[],
    ): Promise<boolean> {
      const result = await model.updateOne(
        { _id: id, 'pendingSecondFactor.secret': factor.secret },
        { $set: { secondFactor: factor, recoveryCodes }, $unset: { pendingSecondFactor: 1 } },
      );
      return result.modifiedCount === 1;
    },

    async removeSecondFactor(id: string): Promise<void> {
      await model.updateOne(
        { _id: id },
        { $set: { recoveryCodes: [] }, $unset: { secondFactor: 1, pendingSecondFactor: 1 } },
      );
    },

    /**
     * Records that a code of this time step was used. False when a code of this step or a later
     * one already was: the check and the write are one operation, so a code works only once.
     */
    async useTimeStep(id: string, step: number): Promise<boolean> {
      const result = await model.updateOne(
        { _id: id, 'secondFactor.lastUsedStep': { $lt: step } },
        { $set: { 'secondFactor.lastUsedStep': step } },
      );
      return result.modifiedCount === 1;
    },

    /** Spends a recovery code by its hash; false when it is not (or no longer) the account's. */
    async useRecoveryCode(id: string, hash: string): Promise<boolean> {
      const result = await model.updateOne(
        { _id: id, recoveryCodes: hash },
        { $pull: { recoveryCodes: hash } },
      );
      return result.modifiedCount === 1;
    },
  };
}

export type AdminUserRepository = ReturnType<typeof createAdminUserRepository>;
