import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { DIVISIONS, STAFF_ROLES, type Division, type StaffRole } from '@reedmere/contracts';
import { connectionModel } from '@reedmere/service-kit';

/** An invitation to join the staff: a link that sets the new person's password, once. */
export interface InvitationRecord {
  _id: Types.ObjectId;
  /** Lower-case. */
  email: string;
  name: string;
  role: StaffRole;
  divisions: Division[];
  /** SHA-256 (hex) of the link's token (the token itself is never stored). */
  tokenHash: string;
  /** The user who sent it (who may since have been removed). */
  invitedBy: Types.ObjectId;
  createdAt: Date;
  expiresAt: Date;
  /**
   * Set while it can still be used; unset once used, withdrawn or replaced. Only open ones are
   * in the unique email index, so an address has at most one open invitation.
   */
  open?: true;
  usedAt?: Date;
  revokedAt?: Date;
}

const invitationSchema = new Schema<InvitationRecord>(
  {
    email: { type: String, required: true, lowercase: true, trim: true },
    name: { type: String, required: true, trim: true },
    role: { type: String, enum: STAFF_ROLES, required: true },
    divisions: { type: [{ type: String, enum: DIVISIONS }], default: [] },
    tokenHash: { type: String, required: true },
    invitedBy: { type: Schema.Types.ObjectId, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    open: { type: Boolean },
    usedAt: { type: Date },
    revokedAt: { type: Date },
  },
  { collection: 'staff_invitations', versionKey: false, strict: 'throw' },
);
invitationSchema.index({ tokenHash: 1 }, { unique: true });
invitationSchema.index({ email: 1 }, { unique: true, partialFilterExpression: { open: true } });
invitationSchema.index({ open: 1, createdAt: -1 });
// The database removes an invitation once it has expired, used or not (reads also check the
// date: the TTL monitor runs only every minute).
invitationSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type InvitationModel = Model<InvitationRecord>;

export function invitationModel(connection: Connection): InvitationModel {
  return connectionModel(connection, 'StaffInvitation', invitationSchema);
}
