import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { connectionModel } from '@reedmere/service-kit';

/** The one document's id: the staff's settings are one record for the whole agency. */
export const STAFF_SETTINGS_ID = 'staff';

/** Settings the owner changes for all the staff at once. */
export interface StaffSettingsRecord {
  _id: typeof STAFF_SETTINGS_ID;
  /** Every account must have a second factor (as well as when the operator requires it). */
  requireSecondFactor: boolean;
  updatedAt: Date;
  /** The user who last changed them (who may since have been removed). */
  updatedBy: Types.ObjectId;
}

const staffSettingsSchema = new Schema<StaffSettingsRecord>(
  {
    _id: { type: String, enum: [STAFF_SETTINGS_ID], required: true },
    requireSecondFactor: { type: Boolean, required: true },
    updatedAt: { type: Date, required: true },
    updatedBy: { type: Schema.Types.ObjectId, required: true },
  },
  { collection: 'staff_settings', versionKey: false, strict: 'throw' },
);

export type StaffSettingsModel = Model<StaffSettingsRecord>;

export function staffSettingsModel(connection: Connection): StaffSettingsModel {
  return connectionModel(connection, 'StaffSettings', staffSettingsSchema);
}
