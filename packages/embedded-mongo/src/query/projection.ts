import type { Document } from 'bson';
import { Query } from 'mingo';
import { badValue, commandError } from '../errors';
import { isDocument, toNumber } from '../storage/bson-values';
import { mingoOptions, withMingo } from './mingo-options';

/** A projection either includes or excludes fields (only `_id` may differ), as MongoDB checks. */
function checkProjectionKind(projection: Document): void {
  let kind: 'inclusion' | 'exclusion' | undefined;
  for (const [field, value] of Object.entries(projection)) {
    if (field === '_id' || isDocument(value) || typeof value === 'string') continue;
    const current =
      value === true || (typeof value !== 'boolean' && toNumber(value) !== 0)
        ? 'inclusion'
        : 'exclusion';
    kind ??= current;
    if (current === kind) continue;
    throw kind === 'inclusion'
      ? commandError(
          'Location31254',
          `Cannot do exclusion on field ${field} in inclusion projection`,
        )
      : commandError(
          'Location31253',
          `Cannot do inclusion on field ${field} in exclusion projection`,
        );
  }
}

/** Applies a find projection (including `$slice`, `$elemMatch` and the positional `$`). */
export function project(
  docs: Document[],
  projection: unknown,
  filter: unknown,
  command: Document,
): Document[] {
  if (projection === undefined || projection === null) return docs;
  if (!isDocument(projection)) throw badValue('projection must be an object');
  if (Object.keys(projection).length === 0) return docs;
  checkProjectionKind(projection);
  return withMingo(
    () =>
      new Query((filter as Document) ?? {}, mingoOptions(command))
        .find(docs, projection)
        .all() as Document[],
  );
}
