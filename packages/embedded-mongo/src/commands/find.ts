import { commandError } from '../errors';
import { project } from '../query/projection';
import { sortDocuments } from '../query/sort';
import {
  checkHint,
  collectionName,
  namespaceOf,
  optionalDocument,
  optionalNumber,
} from './arguments';
import type { CommandHandler } from './context';
import { readMatching } from './sources';

const UNSUPPORTED_FIND_OPTIONS = [
  'tailable',
  'awaitData',
  'min',
  'max',
  'returnKey',
  'showRecordId',
  'oplogReplay',
];

export const find: CommandHandler = (command, context) => {
  const name = collectionName(command);
  for (const option of UNSUPPORTED_FIND_OPTIONS) {
    if (command[option])
      throw commandError('BadValue', `find option '${option}' is not supported by this server`);
  }
  const filter = optionalDocument(command, 'filter') ?? {};
  const skip = optionalNumber(command, 'skip') ?? 0;
  const rawLimit = optionalNumber(command, 'limit') ?? 0;
  const batchSize = optionalNumber(command, 'batchSize');
  if (skip < 0) throw commandError('BadValue', "BSON field 'skip' value must be >= 0");
  if (batchSize !== undefined && batchSize < 0)
    throw commandError('BadValue', "BSON field 'batchSize' value must be >= 0");
  // A negative limit is the legacy way of asking for a single batch.
  const limit = Math.abs(rawLimit);
  const singleBatch = command.singleBatch === true || rawLimit < 0;

  const coll = context.catalog.collection(context.db, name);
  checkHint(coll, command.hint);
  let docs = readMatching(context, name, filter, command);
  docs = sortDocuments(docs, optionalDocument(command, 'sort'), (doc) => doc);
  docs = docs.slice(skip, limit ? skip + limit : undefined);
  docs = project(docs, optionalDocument(command, 'projection'), filter, command);
  const first = limit && batchSize ? Math.min(limit, batchSize) : batchSize;
  const cursor = context.cursors.start(namespaceOf(context, name), docs, first, singleBatch);
  return { cursor, ok: 1 };
};

export const getMore: CommandHandler = (command, { cursors }) => ({
  cursor: cursors.getMore(command.getMore, optionalNumber(command, 'batchSize')),
  ok: 1,
});

export const killCursors: CommandHandler = (command, { cursors }) => {
  const ids = command.cursors;
  if (!Array.isArray(ids))
    throw commandError('TypeMismatch', "BSON field 'cursors' is missing or is not an array");
  const { killed, notFound } = cursors.kill(ids);
  return {
    cursorsKilled: killed,
    cursorsNotFound: notFound,
    cursorsAlive: [],
    cursorsUnknown: [],
    ok: 1,
  };
};
