// The audit trail: who changed what in the admin, and every staff sign-in, kept append-only.

/** The kinds of record the trail names. */
export const AUDIT_ENTITY_KINDS = [
  'property',
  'development',
  'article',
  'seo-page',
  'enquiry',
  'alert',
  'file',
  'account',
  'release',
] as const;
export type AuditEntityKind = (typeof AUDIT_ENTITY_KINDS)[number];

export const AUDIT_ENTITY_NAMES: Readonly<Record<AuditEntityKind, string>> = {
  property: 'Property',
  development: 'Development',
  article: 'News article',
  'seo-page': 'SEO page',
  enquiry: 'Enquiry',
  alert: 'Alert',
  file: 'File',
  account: 'Staff account',
  release: "A remote's release",
};

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'sign-in', 'sign-in-failed'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_NAMES: Readonly<Record<AuditAction, string>> = {
  create: 'Added',
  update: 'Changed',
  delete: 'Deleted',
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in failed',
};

/** How long the trail is kept: the transaction records' retention the privacy policy states. */
export const AUDIT_RETENTION_YEARS = 6;

/** A value the trail keeps before and after a change: short text, a number, a flag or none. */
export type AuditValue = string | number | boolean | null;

/**
 * One field a write changed. `before` and `after` are there for short values (price, status,
 * under offer, hidden, published, SEO texts); long text and lists are named as changed only.
 * A write that sets a value without reading the old one (marking an enquiry read) has `after`
 * alone.
 */
export interface AuditChange {
  field: string;
  before?: AuditValue;
  after?: AuditValue;
}

/** Who acted: a signed-in person, or for a failed sign-in the email that was tried. */
export interface AuditActor {
  id: string | null;
  email: string;
  name: string | null;
}

/** What was acted on: a record, with the title it had, or an account. */
export interface AuditEntity {
  kind: AuditEntityKind;
  id: string | null;
  label: string | null;
}

/** What the BFF asks the trail to keep; the time is the trail's own. */
export interface AuditEventInput {
  actor: AuditActor;
  /** The address the request came from. */
  address: string;
  action: AuditAction;
  entity: AuditEntity;
  changes: AuditChange[];
}

export interface AuditEvent extends AuditEventInput {
  id: string;
  /** ISO 8601. */
  at: string;
}
