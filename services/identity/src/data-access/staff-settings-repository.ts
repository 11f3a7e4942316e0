import { isDuplicateKeyError } from '@reedmere/service-kit';
import type { Connection } from 'mongoose';
import {
  STAFF_SETTINGS_ID,
  staffSettingsModel,
  type StaffSettingsRecord,
} from './staff-settings-model';

/** The staff's settings as the domain reads them: the defaults while none are stored. */
export interface StoredStaffSettings {
  requireSecondFactor: boolean;
}

const DEFAULTS: StoredStaffSettings = { requireSecondFactor: false };

/** The single `staff_settings` document: read at each use, written by the owner through the BFF. */
export function createStaffSettingsRepository(connection: Connection) {
  const model = staffSettingsModel(connection);
  return {
    model,

    async read(): Promise<StoredStaffSettings> {
      const record = await model
        .findById(STAFF_SETTINGS_ID, { requireSecondFactor: 1 })
        .lean<Pick<StaffSettingsRecord, 'requireSecondFactor'>>();
      return { requireSecondFactor: record?.requireSecondFactor ?? DEFAULTS.requireSecondFactor };
    },

    /** Stores the requirement, creating the document the first time; `by` is a user's id. */
    async setRequireSecondFactor(requireSecondFactor: boolean, by: string, at: Date) {
      const write = () =>
        model.updateOne(
          { _id: STAFF_SETTINGS_ID },
          { $set: { requireSecondFactor, updatedAt: at, updatedBy: by } },
          { upsert: true },
        );
      try {
        await write();
      } catch (error) {
        // Two first writes at once: the one that lost the insert updates the stored document.
        if (!isDuplicateKeyError(error)) throw error;
        await write();
      }
    },
  };
}

export type StaffSettingsRepository = ReturnType<typeof createStaffSettingsRepository>;
