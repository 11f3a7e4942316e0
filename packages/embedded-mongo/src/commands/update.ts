import type { Document } from 'bson';
import { commandError } from '../errors';
import {
  applyUpdate,
  isOperatorUpdate,
  upsertDocument,
  type UpdateSpec,
} from '../query/apply-update';
import { matching } from '../query/filter';
import { canonicalKey, isDocument } from '../storage/bson-values';
import { checkDocumentSize } from '../storage/collection';
import { checkHint, collectionName, documentArray } from './arguments';
import type { CommandHandler } from './context';
import { assertWritable } from './sources';
import { eachStatement, withWriteErrors } from './write-errors';

function updateSpec(statement: Document): UpdateSpec {
  const u = statement.u;
  if (Array.isArray(u) ? !u.every(isDocument) : !isDocument(u)) {
    throw commandError('FailedToParse', 'Update argument must be either an object or an array');
  }
  return u as UpdateSpec;
}

export const update: CommandHandler = (command, { catalog, db }) => {
  const name = collectionName(command);
  const statements = documentArray(command, 'updates');
  let n = 0;
  let nModified = 0;
  const upserted: Document[] = [];
  const errors = eachStatement(statements, command.ordered !== false, (statement, index) => {
    const spec = updateSpec(statement);
    const multi = statement.multi === true;
    if (multi && !Array.isArray(spec) && !isOperatorUpdate(spec)) {
      throw commandError(
        'FailedToParse',
        'multi update is not supported for replacement-style update',
      );
    }
    const query = (statement.q ?? {}) as Document;
    const arrayFilters = statement.arrayFilters as Document[] | undefined;
    const coll = catalog.collection(db, name);
    assertWritable(coll);
    checkHint(coll, statement.hint);
    const found = matching(coll, query, statement);
    const targets = multi ? found : found.slice(0, 1);
    for (const [key, doc] of targets) {
      const next = applyUpdate(doc, spec, {
        query,
        arrayFilters,
        inserting: false,
        command: statement,
      });
      n++;
      if (canonicalKey(next) !== canonicalKey(doc)) {
        checkDocumentSize(next, true);
        coll!.checkUnique(next, key);
        catalog.put(coll!, next);
        nModified++;
      }
    }
    if (targets.length === 0 && statement.upsert === true) {
      const doc = upsertDocument(query, spec, {
        query,
        arrayFilters,
        inserting: true,
        command: statement,
      });
      checkDocumentSize(doc, true);
      const target = catalog.ensureCollection(db, name);
      target.checkUnique(doc);
      catalog.put(target, doc);
      n++;
      upserted.push({ index, _id: doc._id });
    }
  });
  return withWriteErrors({ n, nModified, ...(upserted.length ? { upserted } : {}) }, errors);
};
