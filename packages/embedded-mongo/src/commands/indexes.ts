import type { Document } from 'bson';
import { commandError } from '../errors';
import { canonicalKey, isDocument, toNumber } from '../storage/bson-values';
import type { Collection, IndexSpec } from '../storage/collection';
import { collectionName, documentArray, namespaceOf } from './arguments';
import type { CommandHandler } from './context';
import { assertWritable } from './sources';

const KEY_TYPES = new Set(['text', '2d', '2dsphere', 'hashed']);

function validSpec(raw: Document): IndexSpec {
  const { key, name, background: _background, ...options } = raw;
  if (!isDocument(key) || Object.keys(key).length === 0)
    throw commandError('BadValue', 'Index key pattern must be a non-empty object');
  for (const [field, direction] of Object.entries(key)) {
    const numeric = toNumber(direction);
    if (
      !(typeof direction === 'string' ? KEY_TYPES.has(direction) : numeric === 1 || numeric === -1)
    ) {
      throw commandError(
        'BadValue',
        `Values in the index key pattern can only be 1, -1 or a known index type: bad value for '${field}'`,
      );
    }
  }
  if (typeof name !== 'string' || name.length === 0)
    throw commandError('BadValue', "Index specification must have a non-empty 'name'");
  return { v: 2, key, name, ...options };
}

const sameOptions = (a: IndexSpec, b: IndexSpec): boolean => {
  const { v: _va, name: _na, ...restA } = a;
  const { v: _vb, name: _nb, ...restB } = b;
  return canonicalKey(restA) === canonicalKey(restB);
};

function addIndex(coll: Collection, spec: IndexSpec): boolean {
  const byName = coll.findIndex(spec.name);
  if (byName) {
    if (canonicalKey(byName.key) !== canonicalKey(spec.key)) {
      throw commandError(
        'IndexKeySpecsConflict',
        `An existing index has the same name as the requested index but a different key. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(byName)}`,
      );
    }
    if (!sameOptions(byName, spec)) {
      throw commandError(
        'IndexOptionsConflict',
        `An equivalent index already exists with the same name but different options. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(byName)}`,
      );
    }
    return false;
  }
  const byKey = coll.findIndex(spec.key);
  if (byKey && sameOptions(byKey, spec)) {
    throw commandError(
      'IndexOptionsConflict',
      `Index already exists with a different name: ${byKey.name}`,
    );
  }
  return true;
}

export const createIndexes: CommandHandler = (command, { catalog, db }) => {
  const name = collectionName(command);
  const specs = documentArray(command, 'indexes').map(validSpec);
  assertWritable(catalog.collection(db, name));
  const existed = catalog.collection(db, name) !== undefined;
  const coll = catalog.ensureCollection(db, name);
  const numIndexesBefore = coll.indexes.length;
  for (const spec of specs) if (addIndex(coll, spec)) catalog.createIndex(coll, spec);
  const numIndexesAfter = coll.indexes.length;
  return {
    numIndexesBefore,
    numIndexesAfter,
    createdCollectionAutomatically: !existed,
    ...(numIndexesAfter === numIndexesBefore ? { note: 'all indexes already exist' } : {}),
    ok: 1,
  };
};

export const listIndexes: CommandHandler = (command, context) => {
  const name = collectionName(command);
  const coll = context.catalog.collection(context.db, name);
  if (!coll) throw commandError('NamespaceNotFound', `ns does not exist: ${context.db}.${name}`);
  const specs = coll.indexes.map((spec) => ({ ...spec }));
  return { cursor: context.cursors.start(namespaceOf(context, name), specs, specs.length), ok: 1 };
};

export const dropIndexes: CommandHandler = (command, { catalog, db }) => {
  const name = collectionName(command);
  const coll = catalog.collection(db, name);
  if (!coll) throw commandError('NamespaceNotFound', 'ns not found');
  const nIndexesWas = coll.indexes.length;
  const wanted = command.index;
  let names: string[];
  if (wanted === '*') {
    names = coll.indexes.slice(1).map((i) => i.name);
  } else {
    const requested = Array.isArray(wanted) ? wanted : [wanted];
    names = requested.map((which) => {
      const spec = coll.findIndex(which as string | Document);
      if (!spec)
        throw commandError(
          'IndexNotFound',
          `index not found with name [${typeof which === 'string' ? which : JSON.stringify(which)}]`,
        );
      if (spec.name === '_id_') throw commandError('InvalidOptions', 'cannot drop _id index');
      return spec.name;
    });
  }
  for (const index of names) catalog.dropIndex(coll, index);
  return { nIndexesWas, ok: 1 };
};
