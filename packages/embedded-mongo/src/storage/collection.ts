import { calculateObjectSize, type Document } from 'bson';
import { Query } from 'mingo';
import { commandError } from '../errors';
import { canonicalKey, keyValuesAtPath } from './bson-values';

export interface IndexSpec {
  v: number;
  key: Document;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Document;
  [option: string]: unknown;
}

export const ID_INDEX: IndexSpec = Object.freeze({ v: 2, key: { _id: 1 }, name: '_id_' });

/** One entry of an index: its canonical key and the field values that make it. */
interface IndexEntry {
  key: string;
  values: unknown[];
}

/** A unique index: canonical key -> key of the document holding it. */
interface UniqueIndex {
  spec: IndexSpec;
  fields: string[];
  partial?: Query;
  entries: Map<string, string>;
}

export const documentKey = (doc: Document): string => canonicalKey(doc._id);

const MAX_DOCUMENT_BYTES = 16 * 1024 * 1024;

/** MongoDB's 16 MiB limit, checked before a document is stored (a reply could not carry it). */
export function checkDocumentSize(doc: Document, afterUpdate: boolean): void {
  const size = calculateObjectSize(doc);
  if (size <= MAX_DOCUMENT_BYTES) return;
  throw afterUpdate
    ? commandError(
        'Location17419',
        `Resulting document after update is larger than ${MAX_DOCUMENT_BYTES}`,
      )
    : commandError(
        'BSONObjectTooLarge',
        `object to insert too large. size in bytes: ${size}, max size: ${MAX_DOCUMENT_BYTES}`,
      );
}

function formatValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  if (value !== null && typeof value === 'object' && '_bsontype' in value) {
    const tagged = value as { _bsontype: string; toHexString?: () => string };
    if (tagged._bsontype === 'ObjectId' && tagged.toHexString)
      return `ObjectId('${tagged.toHexString()}')`;
  }
  return JSON.stringify(value) ?? String(value);
}

/** One collection's documents (in natural, insertion order) and its indexes. */
export class Collection {
  readonly documents = new Map<string, Document>();
  private readonly indexSpecs: IndexSpec[] = [ID_INDEX];
  private readonly uniqueIndexes: UniqueIndex[] = [];

  constructor(
    readonly dbName: string,
    readonly name: string,
    readonly options: Document = {},
  ) {}

  get namespace(): string {
    return `${this.dbName}.${this.name}`;
  }

  get indexes(): readonly IndexSpec[] {
    return this.indexSpecs;
  }

  /** Throws DuplicateKey if storing `doc` would break the _id or a unique index. */
  checkUnique(doc: Document, replacing?: string): void {
    const key = documentKey(doc);
    if (key !== replacing && this.documents.has(key)) {
      throw this.duplicateKey(ID_INDEX, ['_id'], [doc._id]);
    }
    for (const index of this.uniqueIndexes) {
      for (const entry of this.indexEntries(index, doc)) {
        const holder = index.entries.get(entry.key);
        if (holder !== undefined && holder !== key && holder !== replacing) {
          throw this.duplicateKey(index.spec, index.fields, entry.values);
        }
      }
    }
  }

  /** Stores a document (new or replacing the one with its _id), keeping the indexes in step. */
  put(doc: Document): void {
    const key = documentKey(doc);
    this.unindex(key);
    this.documents.set(key, doc);
    for (const index of this.uniqueIndexes) {
      for (const entry of this.indexKeys(index, doc)) index.entries.set(entry, key);
    }
  }

  /** Replaces the document stored under `oldKey` (its _id may not change). */
  replace(oldKey: string, doc: Document): void {
    this.put(doc);
    if (oldKey !== documentKey(doc)) this.remove(oldKey);
  }

  remove(key: string): boolean {
    this.unindex(key);
    return this.documents.delete(key);
  }

  findIndex(nameOrKey: string | Document): IndexSpec | undefined {
    if (typeof nameOrKey === 'string') return this.indexSpecs.find((i) => i.name === nameOrKey);
    const wanted = canonicalKey(nameOrKey);
    return this.indexSpecs.find((i) => canonicalKey(i.key) === wanted);
  }

  /** Adds an index; a unique one is built first and refused if existing documents conflict. */
  addIndex(spec: IndexSpec, checkExisting = true): void {
    if (spec.unique && spec.name !== ID_INDEX.name) {
      const index: UniqueIndex = {
        spec,
        fields: Object.keys(spec.key),
        entries: new Map(),
        ...(spec.partialFilterExpression
          ? { partial: new Query(spec.partialFilterExpression) }
          : {}),
      };
      for (const [key, doc] of this.documents) {
        for (const entry of this.indexEntries(index, doc)) {
          if (
            checkExisting &&
            index.entries.has(entry.key) &&
            index.entries.get(entry.key) !== key
          ) {
            throw this.duplicateKey(spec, index.fields, entry.values);
          }
          index.entries.set(entry.key, key);
        }
      }
      this.uniqueIndexes.push(index);
    }
    if (spec.name !== ID_INDEX.name) this.indexSpecs.push(spec);
  }

  dropIndex(name: string): void {
    const at = this.indexSpecs.findIndex((i) => i.name === name);
    if (at >= 0) this.indexSpecs.splice(at, 1);
    const uniqueAt = this.uniqueIndexes.findIndex((i) => i.spec.name === name);
    if (uniqueAt >= 0) this.uniqueIndexes.splice(uniqueAt, 1);
  }

  private unindex(key: string): void {
    const old = this.documents.get(key);
    if (!old) return;
    for (const index of this.uniqueIndexes) {
      for (const entry of this.indexKeys(index, old)) {
        if (index.entries.get(entry) === key) index.entries.delete(entry);
      }
    }
  }

  /** The index entries a document produces: every combination of its (array-spread) values. */
  private indexKeys(index: UniqueIndex, doc: Document): string[] {
    return this.indexEntries(index, doc).map((entry) => entry.key);
  }

  private indexEntries(index: UniqueIndex, doc: Document): IndexEntry[] {
    if (index.partial && !index.partial.test(doc)) return [];
    if (index.spec.sparse && index.fields.every((f) => !hasPath(doc, f))) return [];
    let entries: IndexEntry[] = [{ key: '', values: [] }];
    for (const field of index.fields) {
      const values = keyValuesAtPath(doc, field).map((v) => v ?? null);
      entries = entries.flatMap((entry) =>
        values.map((value) => ({
          key: `${entry.key}|${canonicalKey(value)}`,
          values: [...entry.values, value],
        })),
      );
    }
    return entries;
  }

  /** The error MongoDB gives, naming the index and the values that collided. */
  private duplicateKey(spec: IndexSpec, fields: string[], values: unknown[]) {
    const keyValue: Document = {};
    fields.forEach((field, i) => (keyValue[field] = values[i]));
    const shown = fields.map((f) => `${f}: ${formatValue(keyValue[f])}`).join(', ');
    return commandError(
      'DuplicateKey',
      `E11000 duplicate key error collection: ${this.namespace} index: ${spec.name} dup key: { ${shown} }`,
      { keyPattern: spec.key, keyValue },
    );
  }
}

function hasPath(doc: Document, path: string): boolean {
  let current: unknown = doc;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object' || !(part in (current as Document)))
      return false;
    current = (current as Document)[part];
  }
  return true;
}
