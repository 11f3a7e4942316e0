import type { AdminUser } from '@reedmere/contracts';
import { isDuplicateKeyError, isObjectId } from '@reedmere/service-kit';
import type { Connection } from 'mongoose';
import { adminUserModel, type AdminUserRecord } from './admin-user-model';

/** An account as the sign-in check needs it; never leaves the service. */
export interface StoredAdminUser extends AdminUser {
  passwordHash: string;
}

export class DuplicateEmailError extends Error {
  constructor() {
    super('A user with this email already exists');
    this.name = 'DuplicateEmailError';
  }
}

const toAdminUser = (record: Pick<AdminUserRecord, '_id' | 'email' | 'name'>): AdminUser => ({
  id: String(record._id),
  email: record.email,
  name: record.name,
});

export function createAdminUserRepository(connection: Connection) {
  const model = adminUserModel(connection);
  return {
    model,

    async findByEmail(email: string): Promise<StoredAdminUser | null> {
      const record = await model.findOne({ email }).lean<AdminUserRecord>();
      return record ? { ...toAdminUser(record), passwordHash: record.passwordHash } : null;
    },

    async findById(id: string): Promise<AdminUser | null> {
      if (!isObjectId(id)) return null;
      const record = await model.findById(id, { email: 1, name: 1 }).lean<AdminUserRecord>();
      return record ? toAdminUser(record) : null;
    },

    /** Throws DuplicateEmailError when the email is taken (the unique index decides). */
    async insert(user: { email: string; name: string; passwordHash: string }): Promise<AdminUser> {
      try {
        const record = await model.create({ ...user, passwordChangedAt: new Date() });
        return toAdminUser(record);
      } catch (error) {
        if (isDuplicateKeyError(error)) throw new DuplicateEmailError();
        throw error;
      }
    },

    async setPassword(id: string, passwordHash: string, name?: string): Promise<void> {
      await model.updateOne(
        { _id: id },
        { $set: { passwordHash, passwordChangedAt: new Date(), ...(name ? { name } : {}) } },
      );
    },

    /** Replaces a hash only if it is still the one that was checked (no lost updates). */
    async upgradeHash(id: string, oldHash: string, newHash: string): Promise<void> {
      await model.updateOne(
        { _id: id, passwordHash: oldHash },
        { $set: { passwordHash: newHash } },
      );
    },
  };
}

export type AdminUserRepository = ReturnType<typeof createAdminUserRepository>;
