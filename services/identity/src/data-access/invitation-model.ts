import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { DIVISIONS, STAFF_ROLES, type Division, type StaffRole } from '@reedmere/contracts';
import { connectionModel } from '@reedmere/service-kit';
import { SINGLE_USE_LINK_PATHS, type SingleUseLinkRecord } from './single-use-links';
import { indexTokenRecords } from './token-record';

/**
 * An invitation to join the staff: a link that sets the new person's password, once. Only open
 * ones are in the unique email index, so an address has at most one open invitation.
 */
export interface InvitationRecord extends SingleUseLinkRecord {
  _id: Types.ObjectId;
  /** Lower-case. */
  email: string;
  name: string;
  role: StaffRole;
  divisions: Division[];
  /** The user who sent it (who may since have been removed). */
  invitedBy: Types.ObjectId;
}

const invitationSchema = new Schema<InvitationRecord>(
  {
    email: { type: String, required: true, lowercase: true, trim: true },
    name: { type: String, required: true, trim: true },
    role: { type: String, enum: STAFF_ROLES, required: true },
    divisions: { type: [{ type: String, enum: DIVISIONS }], default: [] },
    ...SINGLE_USE_LINK_PATHS,
    invitedBy: { type: Schema.Types.ObjectId, required: true },
  },
  { collection: 'staff_invitations', versionKey: false, strict: 'throw' },
);
indexTokenRecords(invitationSchema);
invitationSchema.index({ email: 1 }, { unique: true, partialFilterExpression: { open: true } });
invitationSchema.index({ open: 1, createdAt: -1 });

export type InvitationModel = Model<InvitationRecord>;

export function invitationModel(connection: Connection): InvitationModel {
  return connectionModel(connection, 'StaffInvitation', invitationSchema);
}
