import { Schema, type Connection, type Model, type Types } from 'mongoose';
import {
  AUDIT_RETENTION_YEARS,
  type AuditAction,
  type AuditActor,
  type AuditChange,
  type AuditEntity,
} from '@reedmere/contracts';
import { connectionModel } from '@reedmere/service-kit';

export interface AuditEventRecord {
  _id: Types.ObjectId;
  at: Date;
  actor: AuditActor;
  address: string;
  action: AuditAction;
  entity: AuditEntity;
  changes: AuditChange[];
}

const SECONDS_PER_YEAR = 365.25 * 24 * 60 * 60;

// Before and after are whatever short value the field held: text, a number, a flag or none.
const changeSchema = new Schema<AuditChange>(
  {
    field: { type: String, required: true },
    before: { type: Schema.Types.Mixed },
    after: { type: Schema.Types.Mixed },
  },
  { _id: false },
);

const auditEventSchema = new Schema<AuditEventRecord>(
  {
    at: { type: Date, required: true },
    actor: {
      id: { type: String, default: null },
      email: { type: String, required: true },
      name: { type: String, default: null },
    },
    address: { type: String, default: '' },
    action: { type: String, required: true },
    entity: {
      kind: { type: String, required: true },
      id: { type: String, default: null },
      label: { type: String, default: null },
    },
    changes: { type: [changeSchema], default: [] },
  },
  { collection: 'audit_events', versionKey: false },
);
// Newest first, whole or for one person or one record.
auditEventSchema.index({ at: -1 });
auditEventSchema.index({ 'actor.email': 1, at: -1 });
auditEventSchema.index({ 'entity.kind': 1, 'entity.id': 1, at: -1 });
// The database removes a record once it is older than the retention the privacy policy states.
auditEventSchema.index(
  { at: 1 },
  { expireAfterSeconds: Math.round(AUDIT_RETENTION_YEARS * SECONDS_PER_YEAR) },
);

export type AuditEventModel = Model<AuditEventRecord>;

export function auditEventModel(connection: Connection): AuditEventModel {
  return connectionModel(connection, 'AuditEvent', auditEventSchema);
}
