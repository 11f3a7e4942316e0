import type { AdminUser, StaffRights } from '@reedmere/contracts';
import { isObjectId } from '@reedmere/service-kit';
import type { Connection, QueryFilter } from 'mongoose';
import { adminUserModel, type AdminUserRecord } from './admin-user-model';

/** An account as the owner's list of people shows it. */
export interface ListedPerson extends AdminUser {
  secondFactor: boolean;
  createdAt: Date;
}

/** Accounts made before roles have none stored: they had every right, so they count as owners. */
const OWNERS: QueryFilter<AdminUserRecord> = { $or: [{ role: 'owner' }, { role: null }] };

export const listedPersonOf = (record: AdminUserRecord): ListedPerson => ({
  id: String(record._id),
  email: record.email,
  name: record.name,
  role: record.role ?? 'owner',
  divisions: record.role === 'editor' ? (record.divisions ?? []) : [],
  secondFactor: Boolean(record.secondFactor),
  // Accounts from before timestamps: their id holds when they were made.
  createdAt: record.createdAt ?? record._id.getTimestamp(),
});

/** Never the hash, the factor's secret or the recovery codes. */
const LISTED = { email: 1, name: 1, role: 1, divisions: 1, secondFactor: 1, createdAt: 1 };

/** The owner's view of the accounts: list, rights and removal (see admin-user-repository). */
export function createPeopleRepository(connection: Connection) {
  const model = adminUserModel(connection);
  return {
    model,

    async list(): Promise<ListedPerson[]> {
      const records = await model.find({}, LISTED).lean<AdminUserRecord[]>();
      return records.map(listedPersonOf);
    },

    async findById(id: string): Promise<ListedPerson | null> {
      if (!isObjectId(id)) return null;
      const record = await model.findById(id, LISTED).lean<AdminUserRecord>();
      return record ? listedPersonOf(record) : null;
    },

    /** Names by id, of the users that still exist. */
    async namesOf(ids: string[]): Promise<Map<string, string>> {
      const valid = [...new Set(ids)].filter(isObjectId);
      const records = await model
        .find({ _id: { $in: valid } }, { name: 1 })
        .lean<Pick<AdminUserRecord, '_id' | 'name'>[]>();
      return new Map(records.map((record) => [String(record._id), record.name]));
    },

    async countOwners(): Promise<number> {
      return model.countDocuments(OWNERS);
    },

    /**
     * Gives the account these rights; the rights it had before (as stored: none for an account
     * from before roles), or null when there is no such account.
     */
    async setRights(
      id: string,
      rights: StaffRights,
    ): Promise<{ before: Partial<StaffRights>; after: ListedPerson } | null> {
      if (!isObjectId(id)) return null;
      const divisions = rights.role === 'editor' ? [...rights.divisions] : [];
      const before = await model
        .findOneAndUpdate({ _id: id }, { $set: { role: rights.role, divisions } })
        .select(LISTED)
        .lean<AdminUserRecord>();
      if (!before) return null;
      return {
        before: { role: before.role, divisions: before.divisions },
        after: listedPersonOf({ ...before, role: rights.role, divisions }),
      };
    },

    /** Puts back the rights `setRights` replaced, if nothing changed them since. */
    async restoreRights(id: string, current: StaffRights, before: Partial<StaffRights>) {
      const stored = before.role
        ? { $set: { role: before.role, divisions: before.divisions ?? [] } }
        : { $unset: { role: 1, divisions: 1 } };
      await model.updateOne({ _id: id, role: current.role }, stored);
    },

    /** Removes the account; the whole record removed (to put back), or null when none. */
    async remove(id: string): Promise<AdminUserRecord | null> {
      if (!isObjectId(id)) return null;
      return model.findOneAndDelete({ _id: id }).lean<AdminUserRecord>();
    },

    /** Puts back an account `remove` took, exactly as it was. */
    async restore(record: AdminUserRecord): Promise<void> {
      await model.collection.insertOne(record);
    },
  };
}

export type PeopleRepository = ReturnType<typeof createPeopleRepository>;
