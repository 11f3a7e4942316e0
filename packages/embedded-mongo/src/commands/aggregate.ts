import type { Document } from 'bson';
import { commandError } from '../errors';
import { runPipeline, stageName } from '../query/pipeline';
import { canonicalKey, valuesAtPath } from '../storage/bson-values';
import {
  checkHint,
  collectionName,
  namespaceOf,
  optionalDocument,
  optionalNumber,
} from './arguments';
import type { CommandHandler } from './context';
import { collectionResolver, isView, readMatching } from './sources';

export const aggregate: CommandHandler = (command, context) => {
  const target = command.aggregate;
  if (command.explain)
    throw commandError('CommandNotSupported', 'explain is not supported by this server');
  const pipeline = command.pipeline;
  if (!Array.isArray(pipeline))
    throw commandError('TypeMismatch', "'pipeline' option must be specified as an array");
  const cursorOptions = optionalDocument(command, 'cursor');
  if (!cursorOptions) {
    throw commandError(
      'FailedToParse',
      "The 'cursor' option is required, except for aggregate with the explain argument",
    );
  }
  const name = target === 1 ? '$cmd.aggregate' : collectionName(command);
  checkHint(context.catalog.collection(context.db, name), command.hint);
  // A leading $match uses the collection's own matcher (and its _id lookup) before copying.
  let stages = pipeline as Document[];
  let filter: unknown = {};
  if (stages.length && stageName(stages[0]) === '$match') {
    filter = stages[0]!.$match;
    stages = stages.slice(1);
  }
  const input = target === 1 ? [] : readMatching(context, name, filter, command);
  const docs = runPipeline(input, stages, command, collectionResolver(context));
  const cursor = context.cursors.start(
    namespaceOf(context, name),
    docs,
    optionalNumber(cursorOptions, 'batchSize'),
  );
  return { cursor, ok: 1 };
};

export const count: CommandHandler = (command, context) => {
  const name = collectionName(command);
  const coll = context.catalog.collection(context.db, name);
  checkHint(coll, command.hint);
  const skip = optionalNumber(command, 'skip') ?? 0;
  const limit = Math.abs(optionalNumber(command, 'limit') ?? 0);
  const query = optionalDocument(command, 'query');
  const everything = !query || Object.keys(query).length === 0;
  let n =
    everything && !isView(coll)
      ? (coll?.documents.size ?? 0)
      : readMatching(context, name, query, command).length;
  n = Math.max(0, n - skip);
  return { n: limit ? Math.min(n, limit) : n, ok: 1 };
};

export const distinct: CommandHandler = (command, context) => {
  const name = collectionName(command);
  const key = command.key;
  if (typeof key !== 'string')
    throw commandError('TypeMismatch', "BSON field 'key' is missing or is not a string");
  const seen = new Map<string, unknown>();
  for (const doc of readMatching(
    context,
    name,
    optionalDocument(command, 'query') ?? {},
    command,
  )) {
    for (const value of valuesAtPath(doc, key)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        const k = canonicalKey(item);
        if (!seen.has(k)) seen.set(k, item);
      }
    }
  }
  return { values: [...seen.values()], ok: 1 };
};
