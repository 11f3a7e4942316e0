import { ObjectId, type Document } from 'bson';
import { commandError } from '../errors';
import { idFirst } from '../query/clone';
import { checkDocumentSize } from '../storage/collection';
import { collectionName, documentArray } from './arguments';
import type { CommandHandler } from './context';
import { assertWritable } from './sources';
import { eachStatement, withWriteErrors } from './write-errors';

function prepare(doc: Document): Document {
  if (!('_id' in doc)) return { _id: new ObjectId(), ...doc };
  if (Array.isArray(doc._id)) throw commandError('BadValue', "can't use an array for _id");
  if (doc._id instanceof RegExp) throw commandError('BadValue', "can't use a regex for _id");
  if (doc._id === undefined) throw commandError('BadValue', "can't use undefined for _id");
  return idFirst(doc);
}

export const insert: CommandHandler = (command, { catalog, db }) => {
  const name = collectionName(command);
  const documents = documentArray(command, 'documents');
  assertWritable(catalog.collection(db, name));
  const coll = catalog.ensureCollection(db, name);
  let n = 0;
  const errors = eachStatement(documents, command.ordered !== false, (raw) => {
    const doc = prepare(raw);
    checkDocumentSize(doc, false);
    coll.checkUnique(doc);
    catalog.put(coll, doc);
    n++;
  });
  return withWriteErrors({ n }, errors);
};
