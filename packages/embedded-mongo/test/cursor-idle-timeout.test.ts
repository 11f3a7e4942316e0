// Abandoned cursors are closed after an idle timeout (mongod: 10 minutes); a later getMore answers 43.
// Embedded only: the timeout is shortened through the server's options.
import { MongoClient, type Long } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '../src';
import { describeEmbeddedOnly, SERVER_SELECTION_TIMEOUT_MS } from './support/connection-target';
import { expectServerError } from './support/server-errors';

const IDLE_TIMEOUT_MS = 300;

describeEmbeddedOnly('cursor idle timeout', () => {
  let server: EmbeddedMongo;
  let client: MongoClient;

  beforeAll(async () => {
    server = await startEmbeddedMongo({
      inMemory: true,
      cursorIdleTimeoutMs: IDLE_TIMEOUT_MS,
      log: () => {},
    });
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

  // A slow machine only makes the cursor idle for longer, so this cannot pass or fail by chance;
  // that a cursor in use is kept is shown on a controlled clock in cursors.test.ts.
  it('a cursor left idle past the timeout is gone (43 CursorNotFound)', async () => {
    const db = client.db('idle');
    const idle = await db.command({ find: 'c', batchSize: 5 }, { promoteLongs: false });
    // The sweep runs once per timeout, so a cursor is gone at most two timeouts after its last use.
    await new Promise((r) => setTimeout(r, 2 * IDLE_TIMEOUT_MS + 100));
    await expectServerError(
      db.command({ getMore: idle.cursor.id as Long, collection: 'c' }),
      43,
      'CursorNotFound',
    );
  });
});
