import type { Document } from 'bson';
import { commandError } from '../errors';
import { compileFilter, matching } from '../query/filter';
import { runPipeline, type CollectionResolver } from '../query/pipeline';
import type { Collection } from '../storage/collection';
import type { CommandContext } from './context';

export const isView = (coll: Collection | undefined): boolean =>
  typeof coll?.options.viewOn === 'string';

export function collectionResolver(context: CommandContext): CollectionResolver {
  return (name) => readMatching(context, name, {}, {});
}

/**
 * The documents of a collection or a view that match `filter`, in natural order. A view is its
 * pipeline run over its source, as MongoDB resolves it.
 */
export function readMatching(
  context: CommandContext,
  name: string,
  filter: unknown,
  command: Document,
): Document[] {
  const coll = context.catalog.collection(context.db, name);
  if (coll && isView(coll)) {
    const source = readMatching(context, coll.options.viewOn as string, {}, {});
    const viewDocs = runPipeline(
      source,
      (coll.options.pipeline as Document[]) ?? [],
      {},
      collectionResolver(context),
    );
    const match = compileFilter(filter, command);
    return viewDocs.filter((doc) => match.test(doc));
  }
  return matching(coll, filter, command).map(([, doc]) => doc);
}

/** Refuses writes to a view. */
export function assertWritable(coll: Collection | undefined): void {
  if (isView(coll)) {
    throw commandError(
      'CommandNotSupportedOnView',
      `Namespace ${coll!.namespace} is a view, not a collection`,
    );
  }
}
