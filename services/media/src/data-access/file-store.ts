import type { Readable } from 'node:stream';
import { mongo, type Connection } from 'mongoose';

export const BUCKET_NAME = 'files';

/** What is kept beside each file in GridFS (`metadata`). */
export interface FileMetadata {
  contentType: string;
  /** Hex sha256 of the bytes: the ETag of files whose name is not content-addressed. */
  sha256: string;
  /** For documents: brochure or floorplan. */
  kind?: string;
}

export interface StoredFile {
  id: mongo.ObjectId;
  name: string;
  length: number;
  uploadDate: Date;
  metadata: Partial<FileMetadata>;
}

function toStoredFile(file: mongo.GridFSFile): StoredFile {
  return {
    id: file._id,
    name: file.filename,
    length: file.length,
    uploadDate: file.uploadDate,
    metadata: (file.metadata ?? {}) as Partial<FileMetadata>,
  };
}

export interface FileStore {
  /** The newest file of that name, or null. */
  find(name: string): Promise<StoredFile | null>;
  /** Writes a new file; returns its id. */
  save(name: string, bytes: Uint8Array, metadata: FileMetadata): Promise<mongo.ObjectId>;
  open(file: StoredFile): Readable;
  /** Removes every file of those names; returns how many went. */
  deleteByNames(names: string[], keep?: mongo.ObjectId): Promise<number>;
  listUploadedBefore(before: Date | undefined): Promise<StoredFile[]>;
}

/** Files in the GridFS bucket `files` of the service's database. */
export function createFileStore(connection: Connection): FileStore {
  let bucket: mongo.GridFSBucket | undefined;
  const getBucket = (): mongo.GridFSBucket => {
    if (!connection.db) throw new mongo.MongoNotConnectedError('Not connected to the database');
    bucket ??= new mongo.GridFSBucket(connection.db, { bucketName: BUCKET_NAME });
    return bucket;
  };

  return {
    async find(name) {
      const [file] = await getBucket()
        .find({ filename: name })
        .sort({ uploadDate: -1, _id: -1 })
        .limit(1)
        .toArray();
      return file ? toStoredFile(file) : null;
    },

    async save(name, bytes, metadata) {
      const upload = getBucket().openUploadStream(name, { metadata });
      await new Promise<void>((resolve, reject) => {
        upload.once('error', reject);
        upload.once('finish', () => resolve());
        upload.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      });
      return upload.id;
    },

    open(file) {
      return getBucket().openDownloadStream(file.id);
    },

    async deleteByNames(names, keep) {
      const files = await getBucket()
        .find({ filename: { $in: names } })
        .toArray();
      let deleted = 0;
      for (const file of files) {
        if (keep && file._id.equals(keep)) continue;
        await getBucket().delete(file._id);
        deleted += 1;
      }
      return deleted;
    },

    async listUploadedBefore(before) {
      const files = await getBucket()
        .find(before ? { uploadDate: { $lt: before } } : {})
        .sort({ uploadDate: 1, _id: 1 })
        .toArray();
      return files.map(toStoredFile);
    },
  };
}
