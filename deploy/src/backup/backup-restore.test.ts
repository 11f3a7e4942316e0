// A backup of the embedded database brings back, after the database is dropped, every document
// with its exact BSON types, every GridFS file byte for byte, and the indexes.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { startEmbeddedMongo, type EmbeddedMongo } from '@reedmere/embedded-mongo';
import { BSON, Decimal128, GridFSBucket, Long, MongoClient, ObjectId, type Db } from 'mongodb';
import { backup } from './backup';
import { BackupIntegrityError, MANIFEST_FILE, readManifest } from './manifest';
import { restore, RestoreRefusedError } from './restore';

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

async function download(bucket: GridFSBucket, id: ObjectId): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of bucket.openDownloadStream(id) as AsyncIterable<Buffer>) {
    parts.push(chunk);
  }
  return Buffer.concat(parts);
}

/** Reads BSON values as stored (Int32, Double and Long stay distinct). */
const AS_STORED = { promoteValues: false, promoteLongs: false, promoteBuffers: false } as const;

/** Every document of every collection, as canonical Extended JSON: equal only if types match. */
async function snapshot(db: Db): Promise<Record<string, string[]>> {
  const names = (await db.listCollections({}, { nameOnly: true }).toArray())
    .map((c) => c.name)
    .sort();
  const out: Record<string, string[]> = {};
  for (const name of names) {
    const docs = await db
      .collection(name)
      .find({}, { ...AS_STORED, sort: { _id: 1 } })
      .toArray();
    out[name] = docs.map((d) => BSON.EJSON.stringify(d, { relaxed: false }));
  }
  return out;
}

describe('backup and restore on the embedded database', () => {
  let dataDir: string;
  let root: string;
  let server: EmbeddedMongo;
  let client: MongoClient;
  let site: Db;
  let other: Db;
  let before: { site: Record<string, string[]>; other: Record<string, string[]> };
  let folder: string;
  const big = randomBytes(3 * 1024 * 1024);
  const files: { id: ObjectId; data: Buffer }[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'backup-test-db-'));
    root = await mkdtemp(path.join(os.tmpdir(), 'backup-test-out-'));
    server = await startEmbeddedMongo({ dataDir, port: 0, log: () => {} });
    client = await MongoClient.connect(server.uri);
    site = client.db('site');
    other = client.db('other');

    const people = site.collection('people');
    await people.createIndex({ email: 1 }, { unique: true, name: 'email_unique' });
    await people.insertMany([
      {
        _id: new ObjectId(),
        email: 'ada@example.com',
        joined: new Date('2024-02-29T12:34:56.789Z'),
        visits: Long.fromString('9007199254740993'),
        smallLong: Long.fromNumber(5),
        balance: Decimal128.fromString('1234567.890123456789'),
        ratio: new BSON.Double(3),
        count: new BSON.Int32(7),
        tags: [['a', 1], [{ deep: [new Date(0), null, true] }]],
        photo: new BSON.Binary(Buffer.from([0, 1, 2, 250]), 0),
        uuid: new BSON.UUID('0b7f1c5e-4a1e-4d5b-9c36-0a2f3b4c5d6e'),
      },
      { _id: new ObjectId(), email: 'bob@example.com', nested: { a: { b: { c: [1, 2, 3] } } } },
    ]);
    await site.collection('counters').insertOne({ _id: 'refs' as never, value: 41 });
    await other.collection('notes').insertOne({ text: 'in a second database', at: new Date() });

    const bucket = new GridFSBucket(site, { bucketName: 'uploads' });
    for (const [name, data] of [
      ['front.jpg', big],
      ['empty.pdf', Buffer.alloc(0)],
    ] as const) {
      const upload = bucket.openUploadStream(name, { metadata: { kind: 'test' } });
      await pipeline(Readable.from(data.length > 0 ? [data] : []), upload);
      files.push({ id: upload.id, data });
    }
    before = { site: await snapshot(site), other: await snapshot(other) };
    folder = (await backup({ uri: server.uri, root, now: new Date('2026-01-02T03:04:05Z') }))
      .folder;
  }, 60_000);

  afterAll(async () => {
    await client?.close();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(root, { recursive: true, force: true });
  });

  it('writes backups/<UTC timestamp>/<db>/<collection>.ejson and a manifest', async () => {
    expect(path.basename(folder)).toBe('2026-01-02T03-04-05Z');
    expect((await readdir(path.join(folder, 'site'))).sort()).toEqual([
      'counters.ejson',
      'people.ejson',
      'uploads.chunks.ejson',
      'uploads.files.ejson',
    ]);
    const manifest = await readManifest(folder);
    expect(manifest.databases.map((d) => d.name)).toEqual(['other', 'site']);
    const people = manifest.databases[1]!.collections.find((c) => c.name === 'people')!;
    expect(people.count).toBe(2);
    expect(people.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(people.indexes).toEqual([
      expect.objectContaining({ name: 'email_unique', key: { email: 1 }, unique: true }),
    ]);
    const chunks = manifest.databases[1]!.collections.find((c) => c.name === 'uploads.chunks')!;
    expect(chunks.count).toBe(Math.ceil(big.length / (255 * 1024)));
    const line = (await readFile(path.join(folder, 'site', 'people.ejson'), 'utf8')).split('\n')[0];
    expect(line).toContain('"$numberLong":"9007199254740993"');
    expect(line).toContain('"$numberDecimal":"1234567.890123456789"');
  });

  describe('after the databases are dropped', () => {
    beforeAll(async () => {
      await site.dropDatabase();
      await other.dropDatabase();
      expect(await site.listCollections().toArray()).toEqual([]);
      await restore({ uri: server.uri, folder });
    }, 60_000);

    it('brings back every document with its exact types', async () => {
      expect(await snapshot(site)).toEqual(before.site);
      expect(await snapshot(other)).toEqual(before.other);
      const ada = await site.collection('people').findOne({ email: 'ada@example.com' });
      expect(ada?.visits).toEqual(Long.fromString('9007199254740993'));
      expect(ada?.balance).toBeInstanceOf(Decimal128);
      const exact = await site
        .collection('people')
        .findOne({ email: 'ada@example.com' }, AS_STORED);
      expect(exact?.smallLong).toBeInstanceOf(Long);
      expect(exact?.ratio).toBeInstanceOf(BSON.Double);
    });

    it('brings back every GridFS file byte for byte', async () => {
      const bucket = new GridFSBucket(site, { bucketName: 'uploads' });
      for (const file of files) {
        const back = await download(bucket, file.id);
        expect(back.length).toBe(file.data.length);
        expect(sha256(back)).toBe(sha256(file.data));
      }
      const listed = await bucket.find({}).sort({ filename: 1 }).toArray();
      expect(listed.map((f) => [f.filename, f.length])).toEqual([
        ['empty.pdf', 0],
        ['front.jpg', big.length],
      ]);
    });

    it('still enforces the unique index', async () => {
      await expect(
        site.collection('people').insertOne({ email: 'ada@example.com' }),
      ).rejects.toMatchObject({ code: 11000 });
    });

    it('refuses a non-empty database without --drop, changing nothing', async () => {
      await site.collection('people').insertOne({ email: 'new@example.com' });
      const current = await snapshot(site);
      const refused = restore({ uri: server.uri, folder });
      await expect(refused).rejects.toBeInstanceOf(RestoreRefusedError);
      await expect(refused).rejects.toThrow(/--drop/);
      expect(await snapshot(site)).toEqual(current);
    });

    it('replaces the contents with --drop', async () => {
      await restore({ uri: server.uri, folder, drop: true });
      expect(await snapshot(site)).toEqual(before.site);
    });

    it('refuses a corrupted backup by its checksum, changing nothing', async () => {
      await site
        .collection('counters')
        .updateOne({ _id: 'refs' as never }, { $set: { value: 99 } });
      const current = await snapshot(site);
      const file = path.join(folder, 'site', 'counters.ejson');
      const original = await readFile(file, 'utf8');
      await writeFile(file, original.replace('41', '42'));
      try {
        const refused = restore({ uri: server.uri, folder, drop: true });
        await expect(refused).rejects.toBeInstanceOf(BackupIntegrityError);
        await expect(refused).rejects.toThrow(/site\/counters\.ejson does not match its checksum/);
        expect(await snapshot(site)).toEqual(current);
      } finally {
        await writeFile(file, original);
      }
    });

    it('refuses a folder without a manifest', async () => {
      await expect(restore({ uri: server.uri, folder: root })).rejects.toThrow(MANIFEST_FILE);
    });
  });
});
