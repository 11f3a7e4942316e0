// Abandoned cursors are closed after an idle timeout (mongod: 10 minutes); a later getMore answers 43.
// Embedded only: the timeout is shortened through the server's options.
import { MongoClient, type Long } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '../src';
import { describeEmbeddedOnly, SERVER_SELECTION_TIMEOUT_MS } from './support/connection-target';
import { expectServerError } from './support/server-errors';

describeEmbeddedOnly('cursor idle timeout', () => {
  let server: EmbeddedMongo;
  let client: MongoClient;

  beforeAll(async () => {
    server = await startEmbeddedMongo({ inMemory: true, cursorIdleTimeoutMs: 300, log: () => {} });
    client = new MongoClient(server.uri, { serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS });
    await client.connect();
    await client
      .db('idle')
      .collection('c')
      .insertMany(Array.from({ length: 50 }, (_, i) => ({ i })));
  });
  afterAll(async () => {
    await client?.close();
    await server?.stop();
  });

  it('a cursor left idle past the timeout is gone (43 CursorNotFound); a busy one is not', async () => {
    const db = client.db('idle');
    const idle = await db.command({ find: 'c', batchSize: 5 }, { promoteLongs: false });
    const busy = await db.command({ find: 'c', batchSize: 5 }, { promoteLongs: false });
    for (let t = 0; t < 8; t++) {
      await new Promise((r) => setTimeout(r, 100));
      const more = await db.command(
        { getMore: busy.cursor.id as Long, collection: 'c', batchSize: 1 },
        { promoteLongs: false },
      );
      expect(more.cursor.nextBatch).toHaveLength(1);
    }
    await expectServerError(
      db.command({ getMore: idle.cursor.id as Long, collection: 'c' }),
      43,
      'CursorNotFound',
    );
  });
});
