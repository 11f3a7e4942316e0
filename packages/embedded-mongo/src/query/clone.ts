import type { Document } from 'bson';
import { isDocument } from '../storage/bson-values';

/**
 * Deep copy of plain documents and arrays (BSON value objects are immutable and shared).
 * Stored documents are never changed in place: every change builds a copy and stores it.
 */
export function cloneValue<T>(value: T): T {
  if (Array.isArray(value)) return value.map(cloneValue) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (isDocument(value)) {
    const copy: Document = {};
    for (const key of Object.keys(value)) copy[key] = cloneValue(value[key]);
    return copy as T;
  }
  return value;
}

/** The same document with `_id` as its first field, where MongoDB keeps it. */
export function idFirst(doc: Document): Document {
  if (!('_id' in doc) || Object.keys(doc)[0] === '_id') return doc;
  const { _id, ...rest } = doc;
  return { _id, ...rest };
}
