import net from 'node:net';
import { startEmbeddedMongo, type EmbeddedMongo } from '@reedmere/embedded-mongo';
import { connectTestDatabase } from './test-database';

/** A port nothing listens on (yet): taken from the system, then let go. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('connectTestDatabase', () => {
  let db: EmbeddedMongo | undefined;
  afterEach(async () => {
    await db?.stop();
    db = undefined;
  });

  it('waits past the service’s two seconds for a database that answers late', async () => {
    const port = await freePort();
    const connecting = connectTestDatabase(`mongodb://127.0.0.1:${port}/late`);
    // The first attempt gives up after two seconds; the server starts after it has.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    db = await startEmbeddedMongo({ inMemory: true, port, log: () => {} });
    const connection = await connecting;
    try {
      expect(await connection.db!.admin().ping()).toEqual({ ok: 1 });
    } finally {
      await connection.close();
    }
  });

  it('gives up at once on a connection string that is wrong', async () => {
    await expect(connectTestDatabase('mongodb://127.0.0.1:notaport/x')).rejects.toThrow(/port/i);
  });
});
