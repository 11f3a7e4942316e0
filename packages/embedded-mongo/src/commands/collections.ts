import { calculateObjectSize, type Document } from 'bson';
import { commandError } from '../errors';
import { compileFilter } from '../query/filter';
import { ID_INDEX } from '../storage/collection';
import { collectionName, namespaceOf, optionalDocument, optionalNumber } from './arguments';
import type { CommandHandler } from './context';
import { isView } from './sources';

/** Collection options whose behaviour this server does not have: refused, not ignored. */
const UNSUPPORTED_CREATE_OPTIONS = [
  'capped',
  'timeseries',
  'validator',
  'clusteredIndex',
  'changeStreamPreAndPostImages',
];

/** A view is stored as its source and pipeline; reads run the pipeline (see sources.ts). */
function viewOptions(command: Document, name: string): Document {
  if (command.viewOn === undefined) return {};
  if (typeof command.viewOn !== 'string' || command.viewOn === name) {
    throw commandError('BadValue', "'viewOn' must be the name of another collection");
  }
  const pipeline = command.pipeline ?? [];
  if (!Array.isArray(pipeline)) throw commandError('TypeMismatch', "'pipeline' must be an array");
  return { viewOn: command.viewOn, pipeline };
}

export const create: CommandHandler = (command, { catalog, db }) => {
  const name = collectionName(command);
  for (const option of UNSUPPORTED_CREATE_OPTIONS) {
    if (command[option])
      throw commandError(
        'CommandNotSupported',
        `collection option '${option}' is not supported by this server`,
      );
  }
  if (catalog.collection(db, name))
    throw commandError('NamespaceExists', `Collection ${db}.${name} already exists.`);
  catalog.createCollection(db, name, viewOptions(command, name));
  return { ok: 1 };
};

export const drop: CommandHandler = (command, { catalog, db }) => {
  const name = collectionName(command);
  const coll = catalog.collection(db, name);
  if (!coll) throw commandError('NamespaceNotFound', 'ns not found');
  const nIndexesWas = coll.indexes.length;
  catalog.dropCollection(db, name);
  return { nIndexesWas, ns: `${db}.${name}`, ok: 1 };
};

export const dropDatabase: CommandHandler = (_command, { catalog, db }) => {
  catalog.dropDatabase(db);
  return { dropped: db, ok: 1 };
};

export const listCollections: CommandHandler = (command, context) => {
  const filter = compileFilter(optionalDocument(command, 'filter') ?? {});
  const nameOnly = command.nameOnly === true;
  const infos: Document[] = context.catalog
    .collections(context.db)
    .map((coll) => {
      if (isView(coll))
        return nameOnly
          ? { name: coll.name, type: 'view' }
          : { name: coll.name, type: 'view', options: coll.options, info: { readOnly: true } };
      return nameOnly
        ? { name: coll.name, type: 'collection' }
        : {
            name: coll.name,
            type: 'collection',
            options: coll.options,
            info: { readOnly: false },
            idIndex: ID_INDEX,
          };
    })
    .filter((info) => filter.test(info));
  const batchSize = optionalNumber(optionalDocument(command, 'cursor') ?? {}, 'batchSize');
  return {
    cursor: context.cursors.start(
      namespaceOf(context, '$cmd.listCollections'),
      infos,
      batchSize ?? infos.length,
    ),
    ok: 1,
  };
};

export const listDatabases: CommandHandler = (command, { catalog }) => {
  const filter = compileFilter(optionalDocument(command, 'filter') ?? {});
  const databases = catalog
    .databaseNames()
    .map((name) => {
      const sizeOnDisk = catalog
        .collections(name)
        .reduce(
          (sum, coll) =>
            sum + [...coll.documents.values()].reduce((s, d) => s + calculateObjectSize(d), 0),
          0,
        );
      return command.nameOnly === true ? { name } : { name, sizeOnDisk, empty: false };
    })
    .filter((info) => filter.test(info));
  const totalSize = databases.reduce((sum, d) => sum + ((d as Document).sizeOnDisk ?? 0), 0);
  return command.nameOnly === true
    ? { databases, ok: 1 }
    : { databases, totalSize, totalSizeMb: Math.floor(totalSize / 1048576), ok: 1 };
};
