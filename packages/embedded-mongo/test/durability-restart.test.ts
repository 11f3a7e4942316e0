// Data written to a server with a data folder is all there after a clean stop and a restart on the same folder.
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '../src';
import {
  describeEmbeddedOnly,
  embeddedLog,
  SERVER_SELECTION_TIMEOUT_MS,
} from './support/connection-target';
import { suiteTempDir } from './support/embedded-cli';
import { expectServerError } from './support/server-errors';
import { looseUpdate, type LooseDoc } from './support/loose-doc';

describeEmbeddedOnly('durability across a clean restart', () => {
  let server: EmbeddedMongo | undefined;
  let client: MongoClient | undefined;

  const start = async () => {
    server = await startEmbeddedMongo({
      host: '127.0.0.1',
      port: 0,
      dataDir: dataDir(),
      log: embeddedLog(),
    });
    client = new MongoClient(server.uri, { serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS });
    await client.connect();
    return client;
  };
  const stop = async () => {
    await client?.close();
    client = undefined;
    await server?.stop();
    server = undefined;
  };

  const dataDir = suiteTempDir('restart', stop);

  it('inserted, updated and deleted documents, indexes and several databases survive stop + start', async () => {
    const c1 = await start();
    const homes = c1.db('estate').collection<LooseDoc>('homes');
    await homes.createIndex({ ref: 1 }, { unique: true });
    await homes.insertMany(
      Array.from({ length: 300 }, (_, i) => ({
        _id: i,
        ref: `R${i}`,
        price: i * 1000,
        tags: ['a'],
      })),
    );
    await homes.updateOne(
      { _id: 7 },
      looseUpdate({ $set: { price: 777 }, $push: { tags: 'updated' } }),
    );
    await homes.replaceOne({ _id: 8 }, { ref: 'R8', replaced: true });
    await homes.deleteOne({ _id: 9 });
    await homes.deleteMany({ _id: { $gte: 290 } });
    await homes.updateMany({ _id: { $lt: 5 } }, { $inc: { price: 1 } });
    await c1
      .db('other')
      .collection<LooseDoc>('notes')
      .insertOne({ _id: 'n1', text: 'second database' });
    await c1.db('estate').createCollection('empty_but_created');
    await c1.db('estate').collection('dropped').insertOne({ a: 1 });
    await c1.db('estate').collection('dropped').drop();
    await stop();

    const c2 = await start();
    const again = c2.db('estate').collection<LooseDoc>('homes');
    expect(await again.countDocuments()).toBe(289);
    expect(await again.findOne({ _id: 7 })).toEqual({
      _id: 7,
      ref: 'R7',
      price: 777,
      tags: ['a', 'updated'],
    });
    expect(await again.findOne({ _id: 8 })).toEqual({ _id: 8, ref: 'R8', replaced: true });
    expect(await again.findOne({ _id: 9 })).toBeNull();
    expect(await again.findOne({ _id: 295 })).toBeNull();
    expect(
      (
        await again
          .find({ _id: { $lt: 5 } })
          .sort({ _id: 1 })
          .toArray()
      ).map((d) => d.price),
    ).toEqual([1, 1001, 2001, 3001, 4001]);
    expect(await again.findOne({ _id: 100 })).toEqual({
      _id: 100,
      ref: 'R100',
      price: 100_000,
      tags: ['a'],
    });
    expect(await c2.db('other').collection('notes').findOne({})).toEqual({
      _id: 'n1',
      text: 'second database',
    });

    const names = (await c2.db('estate').listCollections({}, { nameOnly: true }).toArray())
      .map((c) => c.name)
      .sort();
    expect(names).toEqual(['empty_but_created', 'homes']);

    // The unique index came back and is still enforced.
    expect((await again.listIndexes().toArray()).map((i) => i.name).sort()).toEqual([
      '_id_',
      'ref_1',
    ]);
    await expectServerError(again.insertOne({ _id: 1000, ref: 'R100' }), 11000);
  });

  it('writes made after a restart survive the next restart too (the journal keeps going)', async () => {
    await stop();
    const c = await start();
    await c
      .db('estate')
      .collection<LooseDoc>('homes')
      .insertOne({ _id: 5000, ref: 'after-restart' });
    await c.db('estate').collection<LooseDoc>('homes').deleteOne({ _id: 100 });
    await c.db('other').dropDatabase();
    await stop();
    const c3 = await start();
    const homes = c3.db('estate').collection<LooseDoc>('homes');
    expect(await homes.findOne({ _id: 5000 })).toEqual({ _id: 5000, ref: 'after-restart' });
    expect(await homes.findOne({ _id: 100 })).toBeNull();
    expect(await homes.countDocuments()).toBe(289);
    const dbs = (await c3.db('admin').admin().listDatabases()).databases.map((d) => d.name);
    expect(dbs).toContain('estate');
    expect(dbs).not.toContain('other');
  });

  it('a GridFS-sized batch (many 1 MB documents) survives a restart byte for byte', async () => {
    await stop();
    const c = await start();
    const blobs = c.db('estate').collection<LooseDoc>('blobs');
    const docs = Array.from({ length: 12 }, (_, i) => ({
      _id: i,
      data: Buffer.alloc(1024 * 1024, i),
    }));
    await blobs.insertMany(docs);
    await stop();
    const c2 = await start();
    const back = await c2
      .db('estate')
      .collection<LooseDoc>('blobs')
      .find({})
      .sort({ _id: 1 })
      .toArray();
    expect(back).toHaveLength(12);
    back.forEach((d, i) => {
      const bytes = Buffer.from((d.data as { buffer: Uint8Array }).buffer);
      expect(bytes.length).toBe(1024 * 1024);
      expect(bytes.every((b) => b === i)).toBe(true);
    });
  });
});
