import type { Document } from 'bson';
import { Query } from 'mingo';
import { commandError } from '../errors';
import { canonicalKey, isDocument } from '../storage/bson-values';
import type { Collection } from '../storage/collection';
import { mingoOptions, withMingo } from './mingo-options';
import { numericView, plainNumbers } from './numeric-view';
import { validateFilter } from './validate-filter';

export interface Match {
  /** Does a document match? */
  test(doc: Document): boolean;
  /** The candidate documents, in natural order: one lookup for an `_id` equality filter. */
  candidates(coll: Collection | undefined): Iterable<[string, Document]>;
}

function exactId(filter: Document): unknown | undefined {
  const keys = Object.keys(filter);
  if (keys.length !== 1 || keys[0] !== '_id') return undefined;
  const id = filter._id;
  if (id instanceof RegExp) return undefined;
  if (isDocument(id)) {
    const ops = Object.keys(id);
    if (ops.length === 1 && ops[0] === '$eq') return id.$eq;
    if (ops.some((k) => k.startsWith('$'))) return undefined;
  }
  return id;
}

/** Compiles a query filter; an unknown or unsupported operator answers an error. */
export function compileFilter(filter: unknown, command: Document = {}): Match {
  if (filter === undefined || filter === null) filter = {};
  if (!isDocument(filter)) {
    throw commandError(
      'TypeMismatch',
      "BSON field 'filter' is the wrong type, expected type 'object'",
    );
  }
  const checked = plainNumbers(validateFilter(filter));
  const query = withMingo(() => new Query(checked, mingoOptions(command)));
  const id = exactId(filter);
  return {
    test: (doc) => withMingo(() => query.test(numericView(doc))),
    *candidates(coll) {
      if (!coll) return;
      if (id !== undefined) {
        const key = canonicalKey(id);
        const doc = coll.documents.get(key);
        if (doc) yield [key, doc];
        return;
      }
      yield* coll.documents;
    },
  };
}

/** Matching documents with their storage keys, in natural order. */
export function matching(
  coll: Collection | undefined,
  filter: unknown,
  command: Document = {},
): Array<[string, Document]> {
  const match = compileFilter(filter, command);
  const found: Array<[string, Document]> = [];
  for (const entry of match.candidates(coll)) if (match.test(entry[1])) found.push(entry);
  return found;
}
