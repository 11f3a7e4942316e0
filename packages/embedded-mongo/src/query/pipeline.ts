import type { Document } from 'bson';
import { Aggregator } from 'mingo';
import { commandError } from '../errors';
import { isDocument } from '../storage/bson-values';
import { cloneValue } from './clone';
import { numericView } from './numeric-view';
import { mingoOptions, withMingo } from './mingo-options';
import { sortDocuments } from './sort';

/** Stages that write or need server internals: refused rather than half-done. */
const UNSUPPORTED_STAGES = new Set([
  '$out',
  '$merge',
  '$changeStream',
  '$collStats',
  '$indexStats',
  '$currentOp',
  '$listSessions',
  '$listLocalSessions',
  '$planCacheStats',
  '$search',
  '$searchMeta',
  '$vectorSearch',
  '$geoNear',
]);

export function stageName(stage: unknown): string {
  if (!isDocument(stage) || Object.keys(stage).length !== 1) {
    throw commandError(
      'Location40324',
      'A pipeline stage specification object must contain exactly one field.',
    );
  }
  return Object.keys(stage)[0]!;
}

/**
 * Stages whose mingo version differs from MongoDB, rewritten as the equivalent stages MongoDB
 * documents: `$count` gives no document for no input, and `$bucket` counts each value once in
 * [lower, upper) and never emits an empty bucket.
 */
function rewriteStage(stage: Document): Document[] {
  const name = stageName(stage);
  if (name === '$count') {
    const field = stage.$count;
    if (
      typeof field !== 'string' ||
      field.length === 0 ||
      field.startsWith('$') ||
      field.includes('.')
    ) {
      throw commandError(
        'BadValue',
        'the count field must be a non-empty string, not start with $ and not contain .',
      );
    }
    return [{ $group: { _id: null, [field]: { $sum: 1 } } }, { $project: { _id: 0 } }];
  }
  if (name === '$bucket' && isDocument(stage.$bucket)) {
    const { groupBy, boundaries, output } = stage.$bucket;
    if (!Array.isArray(boundaries) || boundaries.length < 2) {
      throw commandError(
        'BadValue',
        "The $bucket 'boundaries' field must be an array of at least two values",
      );
    }
    const branches = boundaries.slice(0, -1).map((lower, i) => ({
      case: { $and: [{ $gte: [groupBy, lower] }, { $lt: [groupBy, boundaries[i + 1]] }] },
      then: lower,
    }));
    const hasDefault = 'default' in stage.$bucket;
    const bucketId = {
      $switch: { branches, ...(hasDefault ? { default: stage.$bucket.default } : {}) },
    };
    const accumulators = isDocument(output) ? output : { count: { $sum: 1 } };
    return [{ $group: { _id: bucketId, ...accumulators } }, { $sort: { _id: 1 } }];
  }
  return [stage];
}

/** Reads another collection of the same database, for $lookup, $graphLookup and $unionWith. */
export type CollectionResolver = (name: string) => Document[];

/**
 * Runs a pipeline over copies of `input` with mingo, except `$sort`, which follows MongoDB's
 * order of types here.
 */
export function runPipeline(
  input: Document[],
  stages: Document[],
  command: Document,
  resolver: CollectionResolver,
): Document[] {
  const options = { ...mingoOptions(command), collectionResolver: resolver };
  // mingo computes with JS numbers only: aggregation works on the numeric view of each document.
  let docs = input.map((doc) => cloneValue(numericView(doc)));
  let segment: Document[] = [];
  const flush = () => {
    const toRun = segment;
    segment = [];
    if (!toRun.length) return;
    try {
      docs = withMingo(() => new Aggregator(toRun, options).run(docs) as Document[]);
    } catch (error) {
      const unknown = /unregistered pipeline operator (\$\w+)/.exec((error as Error).message);
      if (unknown)
        throw commandError('Location40324', `Unrecognized pipeline stage name: '${unknown[1]}'`);
      throw error;
    }
  };
  for (const stage of stages.flatMap(rewriteStage)) {
    const name = stageName(stage);
    if (UNSUPPORTED_STAGES.has(name)) {
      throw commandError(
        'CommandNotSupported',
        `The ${name} aggregation stage is not supported by this server`,
      );
    }
    if (name === '$sort') {
      flush();
      docs = sortDocuments(docs, stage.$sort, (doc) => doc);
    } else {
      segment.push(stage);
    }
  }
  flush();
  return docs;
}
