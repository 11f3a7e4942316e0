import {
  AUDIT_ACTION_NAMES,
  AUDIT_ENTITY_NAMES,
  type AuditActor,
  type AuditChange,
  type AuditEvent,
  type AuditValue,
  formatUkDateTime,
} from '@reedmere/contracts';

const POUNDS = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
});
const NUMBER = new Intl.NumberFormat('en-GB');

/** Words of a field name that are written in capitals. */
const ACRONYMS: Readonly<Record<string, string>> = {
  epc: 'EPC',
  id: 'ID',
  pdf: 'PDF',
  seo: 'SEO',
  url: 'URL',
};

/** The agency's clock, whatever the admin's machine is set to: '27 Nov 2026, 14:05'. */
export const auditTime = (iso: string): string => formatUkDateTime(iso);

/** Who acted: their name, or for a failed sign-in the e-mail that was typed. */
export const auditActorName = (actor: AuditActor): string => actor.name || actor.email;

/** What was acted on: 'Property: Mill House', or the kind alone when it has no title. */
export const auditSubject = ({ entity }: AuditEvent): string =>
  entity.label
    ? `${AUDIT_ENTITY_NAMES[entity.kind]}: ${entity.label}`
    : AUDIT_ENTITY_NAMES[entity.kind];

/** What happened: 'Changed Property: Mill House'. */
export const auditWhat = (event: AuditEvent): string =>
  `${AUDIT_ACTION_NAMES[event.action]} ${auditSubject(event)}`;

/** A field's name as the admin reads it: 'underOffer' and 'isUnderOffer' are 'Under offer'. */
export function readableField(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
  // A flag reads as what it says, not as a question.
  if (words.length > 1 && words[0] === 'is') words.shift();
  const text = words.map((word) => ACRONYMS[word] ?? word).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A kept value as text; amounts of a price or rent in pounds. */
export function auditValueText(field: string, value: AuditValue): string {
  if (value === null || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return (/price|rent/i.test(field) ? POUNDS : NUMBER).format(value);
  return value;
}

/**
 * One change as a line: 'Price: £250,000 → £245,000'; a field whose values were not kept (long
 * text, lists) as 'Description changed'.
 */
export function auditChangeText({ field, before, after }: AuditChange): string {
  const name = readableField(field);
  if (before === undefined && after === undefined) return `${name} changed`;
  if (before === undefined) return `${name}: ${auditValueText(field, after ?? null)}`;
  if (after === undefined) return `${name}: was ${auditValueText(field, before)}`;
  return `${name}: ${auditValueText(field, before)} → ${auditValueText(field, after)}`;
}
