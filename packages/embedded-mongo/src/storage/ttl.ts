import { keyValuesAtPath } from './bson-values';
import type { Catalog } from './catalog';

/**
 * Deletes the documents whose TTL index date has expired: a document goes once the earliest
 * date in the indexed field is more than `expireAfterSeconds` old, as MongoDB's TTL monitor does.
 * Returns how many were deleted.
 */
export function expireDocuments(catalog: Catalog, now = Date.now()): number {
  let removed = 0;
  for (const db of catalog.databaseNames()) {
    for (const coll of catalog.collections(db)) {
      for (const spec of coll.indexes) {
        const fields = Object.keys(spec.key);
        if (typeof spec.expireAfterSeconds !== 'number' || fields.length !== 1) continue;
        const cutoff = now - spec.expireAfterSeconds * 1000;
        for (const doc of [...coll.documents.values()]) {
          const times = keyValuesAtPath(doc, fields[0]!)
            .filter((v): v is Date => v instanceof Date)
            .map((d) => d.getTime());
          if (times.length && Math.min(...times) < cutoff) {
            catalog.delete(coll, doc._id);
            removed++;
          }
        }
      }
    }
  }
  return removed;
}
