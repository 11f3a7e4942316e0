import type { Document } from 'bson';
import { commandError } from '../errors';
import { applyUpdate, upsertDocument, type UpdateSpec } from '../query/apply-update';
import { matching } from '../query/filter';
import { project } from '../query/projection';
import { sortDocuments } from '../query/sort';
import { isDocument } from '../storage/bson-values';
import { checkDocumentSize } from '../storage/collection';
import { checkHint, collectionName, optionalDocument } from './arguments';
import type { CommandHandler } from './context';
import { assertWritable } from './sources';

export const findAndModify: CommandHandler = (command, { catalog, db }) => {
  const name = collectionName(command);
  const query = optionalDocument(command, 'query') ?? {};
  const remove = command.remove === true;
  const spec = command.update as UpdateSpec | undefined;
  if (remove && spec !== undefined)
    throw commandError('FailedToParse', 'Cannot specify both an update and remove=true');
  if (remove && command.upsert === true)
    throw commandError('FailedToParse', 'Cannot specify both upsert=true and remove=true');
  if (!remove && spec === undefined)
    throw commandError('FailedToParse', 'Either an update or remove=true must be specified');
  const raw: unknown = spec;
  if (raw !== undefined && !(isDocument(raw) || (Array.isArray(raw) && raw.every(isDocument)))) {
    throw commandError('FailedToParse', 'Update argument must be either an object or an array');
  }
  const returnNew = command.new === true;
  const fields = optionalDocument(command, 'fields');
  const shown = (doc: Document | null): Document | null =>
    // The returned document need not match the query any more (it was just updated).
    doc ? project([doc], fields, {}, command)[0]! : null;

  const coll = catalog.collection(db, name);
  assertWritable(coll);
  checkHint(coll, command.hint);
  const [target] = sortDocuments(matching(coll, query, command), command.sort, ([, doc]) => doc);

  if (remove) {
    if (!target) return { lastErrorObject: { n: 0 }, value: null, ok: 1 };
    catalog.delete(coll!, target[1]._id);
    return { lastErrorObject: { n: 1 }, value: shown(target[1]), ok: 1 };
  }
  const context = { query, arrayFilters: command.arrayFilters as Document[] | undefined, command };
  if (target) {
    const [key, before] = target;
    const after = applyUpdate(before, spec!, { ...context, inserting: false });
    checkDocumentSize(after, true);
    coll!.checkUnique(after, key);
    catalog.put(coll!, after);
    return {
      lastErrorObject: { n: 1, updatedExisting: true },
      value: shown(returnNew ? after : before),
      ok: 1,
    };
  }
  if (command.upsert === true) {
    const doc = upsertDocument(query, spec!, { ...context, inserting: true });
    checkDocumentSize(doc, true);
    const created = catalog.ensureCollection(db, name);
    created.checkUnique(doc);
    catalog.put(created, doc);
    return {
      lastErrorObject: { n: 1, updatedExisting: false, upserted: doc._id },
      value: returnNew ? shown(doc) : null,
      ok: 1,
    };
  }
  return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
};
