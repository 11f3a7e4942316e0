import type { Document } from 'bson';
import { badValue } from '../errors';
import { compareValues, isDocument, keyValuesAtPath, toNumber } from '../storage/bson-values';

/**
 * MongoDB's sort: an array field sorts by its smallest element ascending and its largest
 * descending; missing fields sort as null. Stable, so ties keep natural order.
 */
export function sortDocuments<T>(items: T[], spec: unknown, docOf: (item: T) => Document): T[] {
  if (spec === undefined || spec === null) return items;
  if (!isDocument(spec)) throw badValue('sort must be an object');
  const fields = Object.entries(spec).map(([path, direction]) => {
    if (isDocument(direction))
      throw badValue(`unsupported sort specification for '${path}': only 1 and -1 are supported`);
    const dir = toNumber(direction);
    if (dir !== 1 && dir !== -1)
      throw badValue(`$sort key ordering must be 1 (for ascending) or -1 (for descending)`);
    return { path, dir };
  });
  if (fields.length === 0) return items;
  const keyed = items.map((item) => ({
    item,
    keys: fields.map(({ path, dir }) => {
      const values = keyValuesAtPath(docOf(item), path);
      return values.reduce((best, v) => (compareValues(v, best) * dir < 0 ? v : best));
    }),
  }));
  keyed.sort((a, b) => {
    for (let i = 0; i < fields.length; i++) {
      const c = compareValues(a.keys[i], b.keys[i]) * fields[i]!.dir;
      if (c !== 0) return c;
    }
    return 0;
  });
  return keyed.map((k) => k.item);
}
