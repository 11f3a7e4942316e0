// What drivers and tools ask first: hello / isMaster, ping, buildInfo, endSessions.
import type { Document } from 'mongodb';
import { useTarget } from './support/connection-target';

const target = useTarget('handshake');

describe('handshake and admin commands', () => {
  const admin = () => target().client.db('admin');

  it('hello describes a writable standalone (or primary) with the limits the driver relies on', async () => {
    const hello: Document = await admin().command({ hello: 1 });
    expect(hello.ok).toBe(1);
    expect(hello.isWritablePrimary).toBe(true);
    expect(hello.maxBsonObjectSize).toBe(16 * 1024 * 1024);
    expect(hello.maxMessageSizeBytes).toBe(48_000_000);
    expect(hello.maxWriteBatchSize).toBe(100_000);
    expect(hello.localTime).toBeInstanceOf(Date);
    expect(typeof hello.logicalSessionTimeoutMinutes).toBe('number');
    expect(hello.minWireVersion).toBe(0);
    expect(hello.maxWireVersion).toBeGreaterThanOrEqual(9);
    expect(hello.readOnly).toBe(false);
  });

  it('the legacy isMaster command answers ismaster: true', async () => {
    const res: Document = await admin().command({ isMaster: 1 });
    expect(res).toMatchObject({ ok: 1, ismaster: true });
    const lower: Document = await admin().command({ ismaster: 1 });
    expect(lower).toMatchObject({ ok: 1, ismaster: true });
  });

  it('ping answers ok on admin and on any database', async () => {
    expect(await admin().command({ ping: 1 })).toMatchObject({ ok: 1 });
    expect(await target().db.command({ ping: 1 })).toMatchObject({ ok: 1 });
  });

  it('buildInfo (and buildinfo) give a version string and versionArray', async () => {
    for (const cmd of [{ buildInfo: 1 }, { buildinfo: 1 }]) {
      const info: Document = await admin().command(cmd);
      expect(info.ok).toBe(1);
      expect(info.version).toMatch(/^\d+\.\d+\.\d+/);
      expect(Array.isArray(info.versionArray)).toBe(true);
      expect((info.versionArray as unknown[]).slice(0, 3).map(Number)).toEqual(
        String(info.version).split(/[.-]/).slice(0, 3).map(Number),
      );
    }
  });

  it('endSessions is accepted', async () => {
    const session = target().client.startSession();
    await target().coll('sessions').insertOne({ a: 1 }, { session });
    const lsid = session.id;
    await session.endSession();
    expect(await admin().command({ endSessions: [lsid] })).toMatchObject({ ok: 1 });
  });

  it('many concurrent clients get consistent answers', async () => {
    const clients = await Promise.all(
      Array.from({ length: 5 }, () => target().newClient({ maxPoolSize: 3 })),
    );
    const coll = 'concurrent';
    await Promise.all(
      clients.flatMap((cl, ci) =>
        Array.from({ length: 20 }, (_, i) =>
          cl.db(target().dbName).collection(coll).insertOne({ ci, i }),
        ),
      ),
    );
    expect(await target().coll(coll).countDocuments()).toBe(100);
    const counts = await Promise.all(
      clients.map((cl, ci) => cl.db(target().dbName).collection(coll).countDocuments({ ci })),
    );
    expect(counts).toEqual([20, 20, 20, 20, 20]);
  });
});
