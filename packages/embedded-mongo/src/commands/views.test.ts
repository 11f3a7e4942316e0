import { MongoClient, MongoServerError } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '../server';

describe('views', () => {
  let server: EmbeddedMongo;
  let client: MongoClient;

  beforeAll(async () => {
    server = await startEmbeddedMongo({ inMemory: true, log: () => {} });
    client = await MongoClient.connect(server.uri);
    const db = client.db('views');
    await db.collection('properties').insertMany([
      { _id: 1 as never, title: 'Cottage', price: 250000, isHidden: false },
      { _id: 2 as never, title: 'Barn', price: 400000, isHidden: true },
      { _id: 3 as never, title: 'Flat', price: 150000, isHidden: false },
    ]);
    await db.createCollection('visible', {
      viewOn: 'properties',
      pipeline: [{ $match: { isHidden: false } }],
    });
  });

  afterAll(async () => {
    await client.close();
    await server.stop();
  });

  it('reads through the view pipeline with find, count and aggregate', async () => {
    const visible = client.db('views').collection('visible');
    const found = await visible.find({ price: { $gte: 200000 } }).toArray();
    expect(found.map((d) => d.title)).toEqual(['Cottage']);
    expect(await visible.countDocuments()).toBe(2);
    expect(await visible.estimatedDocumentCount()).toBe(2);
    const total = await visible
      .aggregate([{ $group: { _id: null, sum: { $sum: '$price' } } }])
      .toArray();
    expect(total[0]?.sum).toBe(400000);
  });

  it('lists the view as a view and refuses writes to it with code 166', async () => {
    const db = client.db('views');
    const infos = await db.listCollections({ name: 'visible' }).toArray();
    expect(infos[0]).toMatchObject({
      name: 'visible',
      type: 'view',
      options: { viewOn: 'properties' },
    });
    const error = await db
      .collection('visible')
      .insertOne({ title: 'New' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MongoServerError);
    expect((error as MongoServerError).code).toBe(166);
    expect(await db.collection('properties').countDocuments()).toBe(3);
  });
});
