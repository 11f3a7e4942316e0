// listCollections / create / drop / dropDatabase / listDatabases, and what mongoose sends at model init.
import type { CollectionInfo } from 'mongodb';
import { useTarget, uniqueDbName } from './support/connection-target';
import { expectServerError } from './support/server-errors';
import { listingModel } from './support/models';

const target = useTarget('collections_dbs');

const collNames = async (db = target().db): Promise<string[]> =>
  (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).sort();

describe('collections', () => {
  it('createCollection makes an empty collection that listCollections shows as type collection', async () => {
    await target().db.createCollection('created');
    const info = await target().db.listCollections({ name: 'created' }).toArray();
    expect(info).toHaveLength(1);
    expect(info[0]).toMatchObject({ name: 'created', type: 'collection', options: {} });
    expect((info[0] as CollectionInfo).info).toMatchObject({ readOnly: false });
    expect(await target().coll('created').countDocuments()).toBe(0);
  });

  it('creating an existing collection answers 48 NamespaceExists', async () => {
    await target().db.createCollection('twice');
    await expectServerError(target().db.command({ create: 'twice' }), 48, 'NamespaceExists');
  });

  it('the first insert creates a collection implicitly', async () => {
    expect(await collNames()).not.toContain('implicit');
    await target().coll('implicit').insertOne({ a: 1 });
    expect(await collNames()).toContain('implicit');
  });

  it('listCollections filters by name and answers a cursor with the namespace', async () => {
    await target().coll('filter_a').insertOne({});
    await target().coll('filter_b').insertOne({});
    const res = await target().db.command({
      listCollections: 1,
      filter: { name: { $in: ['filter_a', 'filter_b'] } },
      nameOnly: true,
    });
    expect(res.ok).toBe(1);
    expect(res.cursor.ns).toBe(`${target().dbName}.$cmd.listCollections`);
    expect((res.cursor.firstBatch as Array<{ name: string }>).map((c) => c.name).sort()).toEqual([
      'filter_a',
      'filter_b',
    ]);
  });

  it('drop removes the collection and its documents', async () => {
    await target()
      .coll('to_drop')
      .insertMany([{ a: 1 }, { a: 2 }]);
    expect(await target().coll('to_drop').drop()).toBe(true);
    expect(await collNames()).not.toContain('to_drop');
    expect(await target().coll('to_drop').countDocuments()).toBe(0);
  });

  it('dropping a missing collection through the raw command answers 26 NamespaceNotFound', async () => {
    const e = await expectServerError(
      target().db.command({ drop: 'never_existed' }),
      26,
      'NamespaceNotFound',
    );
    expect(e.errmsg ?? e.message).toMatch(/ns not found/);
  });

  it('names with dots and system-like words stay separate collections', async () => {
    await target().coll('a.b').insertOne({ v: 'dotted' });
    await target().coll('a').insertOne({ v: 'plain' });
    expect(
      await target()
        .coll('a.b')
        .findOne({}, { projection: { _id: 0 } }),
    ).toEqual({ v: 'dotted' });
    expect(
      await target()
        .coll('a')
        .findOne({}, { projection: { _id: 0 } }),
    ).toEqual({ v: 'plain' });
  });
});

describe('databases', () => {
  it('listDatabases shows a database once it holds data, and dropDatabase removes it', async () => {
    const name = uniqueDbName('scratch_db');
    const db = target().client.db(name);
    await db.collection('c1').insertOne({ x: 1 });
    await db.collection('c2').insertOne({ x: 2 });

    const listed = await target().client.db('admin').admin().listDatabases();
    const entry = listed.databases.find((d) => d.name === name);
    expect(entry).toBeDefined();
    expect(typeof entry!.sizeOnDisk).toBe('number');
    expect(entry!.empty).toBe(false);
    expect(listed.ok).toBe(1);

    const nameOnly = await target().client.db('admin').admin().listDatabases({ nameOnly: true });
    expect(nameOnly.databases.map((d) => d.name)).toContain(name);

    expect(await db.dropDatabase()).toBe(true);
    const after = await target().client.db('admin').admin().listDatabases();
    expect(after.databases.map((d) => d.name)).not.toContain(name);
    expect(await db.collection('c1').countDocuments()).toBe(0);
    expect(await collNames(db)).toEqual([]);
  });

  it('dropping a database that does not exist still answers ok', async () => {
    const res = await target().client.db(uniqueDbName('never_db')).command({ dropDatabase: 1 });
    expect(res.ok).toBe(1);
  });

  it('databases are isolated: the same collection name in two databases holds different documents', async () => {
    const other = target().client.db(uniqueDbName('isolated'));
    try {
      await target().coll('shared_name').insertOne({ from: 'mine' });
      await other.collection('shared_name').insertOne({ from: 'other' });
      expect(
        await target()
          .coll('shared_name')
          .find({}, { projection: { _id: 0 } })
          .toArray(),
      ).toEqual([{ from: 'mine' }]);
      expect(
        await other
          .collection('shared_name')
          .find({}, { projection: { _id: 0 } })
          .toArray(),
      ).toEqual([{ from: 'other' }]);
    } finally {
      await other.dropDatabase();
    }
  });
});

describe('mongoose model start-up', () => {
  it('a model creates its collection (create, tolerating 48) and indexes; a second connection does the same', async () => {
    const conn = await target().mongoose();
    await listingModel(conn);
    expect(await collNames()).toContain('listings');
    const again = await target().mongoose();
    await listingModel(again);
    const idx = await target().coll('listings').listIndexes().toArray();
    expect(idx.map((i) => i.name).sort()).toEqual(['_id_', 'ref_1', 'status_1_price_-1']);
  });

  it('connection.dropCollection and connection.listCollections', async () => {
    const conn = await target().mongoose();
    await conn.db!.collection('via_mongoose').insertOne({ a: 1 });
    expect((await conn.listCollections()).map((c) => c.name)).toContain('via_mongoose');
    await conn.dropCollection('via_mongoose');
    expect((await conn.listCollections()).map((c) => c.name)).not.toContain('via_mongoose');
  });
});
