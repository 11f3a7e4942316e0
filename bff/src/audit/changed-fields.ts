import type { AuditChange, AuditValue } from '@reedmere/contracts';

/**
 * What the services set themselves, never a staff member's change: bookkeeping, and a listing's
 * price history, which follows its price.
 */
const NOT_TRACKED = new Set(['id', '_id', '__v', 'createdAt', 'updatedAt', 'priceHistory']);

/** Longer text (descriptions, article bodies) is named as changed, not copied into the trail. */
export const KEPT_TEXT_MAX = 200;

const kept = (value: unknown): value is AuditValue =>
  value === null ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value.length <= KEPT_TEXT_MAX);

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The top-level fields a write changed, in the order the record names them: before and after
 * for short values (price, status, under offer, hidden, published, SEO texts), the name alone
 * for long text, lists and nested values. A field missing on one side reads as null.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): AuditChange[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => !NOT_TRACKED.has(field) && !same(before[field], after[field]))
    .map((field) => {
      const was = before[field] ?? null;
      const now = after[field] ?? null;
      return kept(was) && kept(now) ? { field, before: was, after: now } : { field };
    });
}
