import Joi from 'joi';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_KINDS,
  type AuditAction,
  type AuditEntityKind,
  type AuditEventInput,
} from '../audit-events';
import { listPageKeys, type ListPageQuery } from './list-page';

const AUDIT_TEXT_MAX = 200;
const AUDIT_CHANGES_MAX = 100;
const ADDRESS_MAX = 100;
const ID_MAX = 100;
const EMAIL_MAX = 254;

const text = (max: number) => Joi.string().max(max);
const value = Joi.alternatives(
  text(AUDIT_TEXT_MAX).allow(''),
  Joi.number(),
  Joi.boolean(),
  Joi.valid(null),
);

/** A record for the trail, checked by the service that keeps it. */
export const auditEventInputSchema = Joi.object<AuditEventInput>({
  actor: Joi.object({
    id: text(ID_MAX).allow(null).required(),
    email: text(EMAIL_MAX).required(),
    name: text(AUDIT_TEXT_MAX).allow(null).required(),
  }).required(),
  address: text(ADDRESS_MAX).allow('').required(),
  action: Joi.string()
    .valid(...AUDIT_ACTIONS)
    .required(),
  entity: Joi.object({
    kind: Joi.string()
      .valid(...AUDIT_ENTITY_KINDS)
      .required(),
    id: text(ID_MAX).allow(null).required(),
    label: text(AUDIT_TEXT_MAX).allow(null).required(),
  }).required(),
  changes: Joi.array()
    .items(Joi.object({ field: text(ID_MAX).required(), before: value, after: value }))
    .max(AUDIT_CHANGES_MAX)
    .required(),
});

export interface AuditEventQuery extends ListPageQuery {
  /** The acting person's email, exactly. */
  person?: string;
  kind?: AuditEntityKind;
  entityId?: string;
  action?: AuditAction;
  /** From this day (YYYY-MM-DD), inclusive, UK time. */
  from?: string;
  /** To this day (YYYY-MM-DD), inclusive, UK time. */
  to?: string;
}

const day = Joi.string()
  .pattern(/^\d{4}-\d{2}-\d{2}$/)
  .messages({ 'string.pattern.base': '{#label} must be a date (YYYY-MM-DD)' });

/** The filters of the trail's list, newest first. */
export const auditEventQuerySchema = Joi.object<AuditEventQuery>({
  person: Joi.string().trim().lowercase().max(EMAIL_MAX).description("The acting person's email"),
  kind: Joi.string()
    .valid(...AUDIT_ENTITY_KINDS)
    .description('The kind of record'),
  entityId: text(ID_MAX).description("The record's id"),
  action: Joi.string()
    .valid(...AUDIT_ACTIONS)
    .description('What was done'),
  from: day.description('From this day, inclusive (YYYY-MM-DD)'),
  to: day.description('To this day, inclusive (YYYY-MM-DD)'),
  ...listPageKeys,
});
