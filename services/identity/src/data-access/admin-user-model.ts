import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { connectionModel } from '@reedmere/service-kit';

export interface AdminUserRecord {
  _id: Types.ObjectId;
  /** Lower-case; unique. */
  email: string;
  name: string;
  /** `scrypt$N$r$p$salt$hash`, never the password. */
  passwordHash: string;
  passwordChangedAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

const adminUserSchema = new Schema<AdminUserRecord>(
  {
    email: { type: String, required: true, lowercase: true, trim: true },
    name: { type: String, required: true, trim: true },
    passwordHash: { type: String, required: true },
    passwordChangedAt: { type: Date, required: true },
  },
  { collection: 'admin_users', timestamps: true, strict: 'throw' },
);
adminUserSchema.index({ email: 1 }, { unique: true });

export type AdminUserModel = Model<AdminUserRecord>;

export function adminUserModel(connection: Connection): AdminUserModel {
  return connectionModel(connection, 'AdminUser', adminUserSchema);
}
