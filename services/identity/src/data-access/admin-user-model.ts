import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { connectionModel } from '@reedmere/service-kit';
import { DIVISIONS, STAFF_ROLES, type Division, type StaffRole } from '@reedmere/contracts';

/** A TOTP second factor: its secret, encrypted (see secret-box), never in clear. */
export interface SecondFactorRecord {
  secret: string;
  enabledAt: Date;
  /** The latest time step a code was accepted for: a code of that step or earlier is refused. */
  lastUsedStep: number;
}

/** A second factor being set up, until the account proves a code from it. */
export interface PendingSecondFactorRecord {
  secret: string;
  createdAt: Date;
}

export interface AdminUserRecord {
  _id: Types.ObjectId;
  /** Lower-case; unique. */
  email: string;
  name: string;
  /** Absent on accounts made before roles: those had every right, so they read as owners. */
  role?: StaffRole;
  /** An editor's divisions. */
  divisions?: Division[];
  /** `scrypt$N$r$p$salt$hash`, never the password. */
  passwordHash: string;
  passwordChangedAt: Date;
  secondFactor?: SecondFactorRecord;
  pendingSecondFactor?: PendingSecondFactorRecord;
  /** SHA-256 (hex) of each unused recovery code. */
  recoveryCodes: string[];
  createdAt: Date;
  updatedAt: Date;
}

const secondFactorSchema = new Schema<SecondFactorRecord>(
  {
    secret: { type: String, required: true },
    enabledAt: { type: Date, required: true },
    lastUsedStep: { type: Number, required: true },
  },
  { _id: false },
);

const pendingSecondFactorSchema = new Schema<PendingSecondFactorRecord>(
  {
    secret: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { _id: false },
);

const adminUserSchema = new Schema<AdminUserRecord>(
  {
    email: { type: String, required: true, lowercase: true, trim: true },
    name: { type: String, required: true, trim: true },
    role: { type: String, enum: STAFF_ROLES, required: false },
    divisions: { type: [{ type: String, enum: DIVISIONS }], default: undefined },
    passwordHash: { type: String, required: true },
    passwordChangedAt: { type: Date, required: true },
    secondFactor: { type: secondFactorSchema, required: false },
    pendingSecondFactor: { type: pendingSecondFactorSchema, required: false },
    recoveryCodes: { type: [String], default: [] },
  },
  { collection: 'admin_users', timestamps: true, strict: 'throw' },
);
adminUserSchema.index({ email: 1 }, { unique: true });

export type AdminUserModel = Model<AdminUserRecord>;

export function adminUserModel(connection: Connection): AdminUserModel {
  return connectionModel(connection, 'AdminUser', adminUserSchema);
}
