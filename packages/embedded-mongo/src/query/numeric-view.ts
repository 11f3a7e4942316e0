import type { Document } from 'bson';
import { isDocument } from '../storage/bson-values';

/**
 * mingo compares only JS numbers, so Long, Decimal128 and whole-number Double values (kept
 * wrapped to preserve their type, see bson-codec.ts) would never match a numeric
 * filter. Matching runs on a view of the document in which they are plain numbers (stored
 * documents keep their types). Documents without such values are their own view.
 */
const views = new WeakMap<Document, Document>();

const WIDE = new Set(['Long', 'Decimal128', 'Double']);
const isWide = (value: unknown): boolean =>
  value !== null &&
  typeof value === 'object' &&
  WIDE.has((value as { _bsontype?: string })._bsontype ?? '');

function hasWide(value: unknown): boolean {
  if (isWide(value)) return true;
  if (Array.isArray(value)) return value.some(hasWide);
  if (isDocument(value)) return Object.values(value).some(hasWide);
  return false;
}

function toPlain(value: unknown): unknown {
  if (isWide(value)) return Number(String(value));
  if (Array.isArray(value)) return value.map(toPlain);
  if (isDocument(value)) {
    const copy: Document = {};
    for (const key of Object.keys(value)) copy[key] = toPlain(value[key]);
    return copy;
  }
  return value;
}

export function numericView<T extends Document>(doc: T): T {
  let view = views.get(doc);
  if (!view) {
    view = hasWide(doc) ? (toPlain(doc) as Document) : doc;
    views.set(doc, view);
  }
  return view as T;
}

/** The same conversion for values that are not cached (filters). */
export const plainNumbers = <T>(value: T): T => (hasWide(value) ? (toPlain(value) as T) : value);
