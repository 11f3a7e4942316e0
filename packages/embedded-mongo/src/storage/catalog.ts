import type { Document } from 'bson';
import { canonicalKey } from './bson-values';
import { Collection, type IndexSpec } from './collection';
import type { JournalRecord } from './journal-records';

/**
 * Every database and collection in memory. Each change goes through `apply`, which is also how
 * the journal is replayed, and is recorded in `pending` until the caller makes it durable.
 */
export class Catalog {
  private readonly databases = new Map<string, Map<string, Collection>>();
  private pending: JournalRecord[] = [];

  collection(db: string, name: string): Collection | undefined {
    return this.databases.get(db)?.get(name);
  }

  collections(db: string): Collection[] {
    return [...(this.databases.get(db)?.values() ?? [])];
  }

  databaseNames(): string[] {
    return [...this.databases.keys()].filter((name) => (this.databases.get(name)?.size ?? 0) > 0);
  }

  /** The collection, created (and journaled) if it does not exist yet. */
  ensureCollection(db: string, name: string): Collection {
    return (
      this.collection(db, name) ??
      this.change({ op: 'createCollection', db, coll: name, options: {} })!
    );
  }

  createCollection(db: string, name: string, options: Document): Collection {
    return this.change({ op: 'createCollection', db, coll: name, options })!;
  }

  put(coll: Collection, doc: Document): void {
    this.change({ op: 'put', db: coll.dbName, coll: coll.name, doc });
  }

  delete(coll: Collection, id: unknown): void {
    this.change({ op: 'delete', db: coll.dbName, coll: coll.name, id });
  }

  createIndex(coll: Collection, spec: IndexSpec): void {
    coll.addIndex(spec); // first, so a conflicting unique index is refused before it is journaled
    this.pending.push({ op: 'createIndex', db: coll.dbName, coll: coll.name, spec });
  }

  dropIndex(coll: Collection, name: string): void {
    this.change({ op: 'dropIndex', db: coll.dbName, coll: coll.name, name });
  }

  dropCollection(db: string, name: string): void {
    this.change({ op: 'dropCollection', db, coll: name });
  }

  dropDatabase(db: string): void {
    this.change({ op: 'dropDatabase', db });
  }

  /** Changes made since the last call, for the journal. */
  takePending(): JournalRecord[] {
    const taken = this.pending;
    this.pending = [];
    return taken;
  }

  private change(record: JournalRecord): Collection | undefined {
    const result = this.apply(record);
    this.pending.push(record);
    return result;
  }

  /**
   * The collection, made in memory (not journaled) if it does not exist yet: a replayed write
   * recreates the collection it went to, as the server made it implicitly on the first write.
   */
  private collectionOrNew(db: string, name: string, options: Document = {}): Collection {
    let collections = this.databases.get(db);
    if (!collections) this.databases.set(db, (collections = new Map()));
    let coll = collections.get(name);
    if (!coll) collections.set(name, (coll = new Collection(db, name, options)));
    return coll;
  }

  /** Applies one record; replaying it again leaves the same state. */
  apply(record: JournalRecord): Collection | undefined {
    switch (record.op) {
      case 'createCollection':
        return this.collectionOrNew(record.db, record.coll, record.options);
      case 'put': {
        const coll = this.collectionOrNew(record.db, record.coll);
        coll.put(record.doc);
        return coll;
      }
      case 'delete':
        this.collection(record.db, record.coll)?.remove(canonicalKey(record.id));
        return undefined;
      case 'createIndex': {
        const coll = this.collectionOrNew(record.db, record.coll);
        if (!coll.findIndex(record.spec.name as string))
          coll.addIndex(record.spec as IndexSpec, false);
        return coll;
      }
      case 'dropIndex':
        this.collection(record.db, record.coll)?.dropIndex(record.name);
        return undefined;
      case 'dropCollection':
        this.databases.get(record.db)?.delete(record.coll);
        return undefined;
      case 'dropDatabase':
        this.databases.delete(record.db);
        return undefined;
      case 'snapshot':
        return undefined;
    }
  }

  /** The records that rebuild the whole catalog (a snapshot's contents). */
  *records(): Generator<JournalRecord> {
    for (const [db, collections] of this.databases) {
      for (const coll of collections.values()) {
        yield { op: 'createCollection', db, coll: coll.name, options: coll.options };
        for (const spec of coll.indexes.slice(1))
          yield { op: 'createIndex', db, coll: coll.name, spec };
        for (const doc of coll.documents.values()) yield { op: 'put', db, coll: coll.name, doc };
      }
    }
  }
}
