// GridFS through the driver's GridFSBucket: upload 3 MB, download (whole, by name, by range), list, delete.
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GridFSBucket, type ObjectId } from 'mongodb';
import { useTarget } from './support/connection-target';

const target = useTarget('gridfs');

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) parts.push(chunk);
  return Buffer.concat(parts);
}

describe('GridFS', () => {
  const SIZE = 3 * 1024 * 1024;
  const CHUNK = 255 * 1024;
  const data = randomBytes(SIZE);
  let bucket: GridFSBucket;
  let fileId: ObjectId;

  beforeAll(async () => {
    bucket = new GridFSBucket(target().db, { bucketName: 'photos' });
    const upload = bucket.openUploadStream('house-front.jpg', {
      metadata: { listing: 'L0001', kind: 'photo' },
    });
    await pipeline(Readable.from([data.subarray(0, 1_000_000), data.subarray(1_000_000)]), upload);
    fileId = upload.id;
  });

  it('stores a files document and ceil(size / 255 KiB) chunks', async () => {
    const files = await target().coll('photos.files').find({ _id: fileId }).toArray();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({
      length: SIZE,
      chunkSize: CHUNK,
      filename: 'house-front.jpg',
      metadata: { listing: 'L0001', kind: 'photo' },
    });
    expect(files[0]!.uploadDate).toBeInstanceOf(Date);
    const chunks = await target().coll('photos.chunks').countDocuments({ files_id: fileId });
    expect(chunks).toBe(Math.ceil(SIZE / CHUNK));
  });

  it('downloads the same bytes (sha256) by id and by name', async () => {
    const byId = await collect(bucket.openDownloadStream(fileId));
    expect(byId.length).toBe(SIZE);
    expect(sha256(byId)).toBe(sha256(data));
    const byName = await collect(bucket.openDownloadStreamByName('house-front.jpg'));
    expect(sha256(byName)).toBe(sha256(data));
  });

  it('downloads a byte range that spans chunk boundaries', async () => {
    const start = CHUNK * 3 - 100;
    const end = CHUNK * 5 + 17;
    const part = await collect(bucket.openDownloadStream(fileId, { start, end }));
    expect(part.equals(data.subarray(start, end))).toBe(true);
  });

  it('lists files, filtered by name and metadata', async () => {
    const second = bucket.openUploadStream('floorplan.pdf', {
      metadata: { listing: 'L0001', kind: 'plan' },
    });
    await pipeline(Readable.from([Buffer.from('%PDF-1.4 tiny')]), second);
    const all = await bucket.find({}).sort({ filename: 1 }).toArray();
    expect(all.map((f) => f.filename)).toEqual(['floorplan.pdf', 'house-front.jpg']);
    const plans = await bucket.find({ 'metadata.kind': 'plan' }).toArray();
    expect(plans.map((f) => [f.filename, f.length])).toEqual([['floorplan.pdf', 13]]);
  });

  it('the bucket indexes exist on files and chunks', async () => {
    const chunkIdx = await target().coll('photos.chunks').listIndexes().toArray();
    expect(
      chunkIdx.find((i) => JSON.stringify(i.key) === JSON.stringify({ files_id: 1, n: 1 })),
    ).toMatchObject({ unique: true });
    const fileIdx = await target().coll('photos.files').listIndexes().toArray();
    expect(
      fileIdx.some((i) => JSON.stringify(i.key) === JSON.stringify({ filename: 1, uploadDate: 1 })),
    ).toBe(true);
  });

  it('delete removes the file and all its chunks; downloading it afterwards fails', async () => {
    await bucket.delete(fileId);
    expect(await target().coll('photos.files').countDocuments({ _id: fileId })).toBe(0);
    expect(await target().coll('photos.chunks').countDocuments({ files_id: fileId })).toBe(0);
    await expect(collect(bucket.openDownloadStream(fileId))).rejects.toThrow(
      /FileNotFound|file not found/i,
    );
    expect((await bucket.find({}).toArray()).map((f) => f.filename)).toEqual(['floorplan.pdf']);
  });

  it('an empty file round-trips', async () => {
    const up = bucket.openUploadStream('empty.txt');
    await pipeline(Readable.from([Buffer.alloc(0)]), up);
    const back = await collect(bucket.openDownloadStream(up.id));
    expect(back.length).toBe(0);
  });
});
