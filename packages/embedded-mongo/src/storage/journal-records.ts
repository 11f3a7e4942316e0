import { serialize, type Document } from 'bson';
import { crc32c } from '../wire/crc32c';
import { decodeDocument } from '../wire/bson-codec';

/**
 * A change as the journal stores it. Every record states a final value (a whole document, a
 * deletion, a collection that exists or not), so replaying a record twice changes nothing:
 * compaction can snapshot state that already includes records still waiting to be written.
 */
export type JournalRecord =
  | { op: 'put'; db: string; coll: string; doc: Document }
  | { op: 'delete'; db: string; coll: string; id: unknown }
  | { op: 'createCollection'; db: string; coll: string; options: Document }
  | { op: 'dropCollection'; db: string; coll: string }
  | { op: 'createIndex'; db: string; coll: string; spec: Document }
  | { op: 'dropIndex'; db: string; coll: string; name: string }
  | { op: 'dropDatabase'; db: string }
  | { op: 'snapshot'; generation: number };

const FRAME_HEADER = 8; // length, CRC-32C

/** Frames a record as [length][crc32c][bson] so a torn or corrupt tail is detected on replay. */
export function encodeRecord(record: JournalRecord): Buffer {
  const body = serialize(record as Document, { ignoreUndefined: false });
  const frame = Buffer.alloc(FRAME_HEADER + body.length);
  frame.writeUInt32LE(body.length, 0);
  frame.writeUInt32LE(crc32c(body), 4);
  frame.set(body, FRAME_HEADER);
  return frame;
}

/**
 * Reads records until the end or the first incomplete or corrupt frame (what a crash in the
 * middle of a write leaves). Returns the records and how many bytes were valid.
 */
export function decodeRecords(data: Buffer): { records: JournalRecord[]; validBytes: number } {
  const records: JournalRecord[] = [];
  let offset = 0;
  while (offset + FRAME_HEADER <= data.length) {
    const length = data.readUInt32LE(offset);
    const end = offset + FRAME_HEADER + length;
    if (length < 5 || end > data.length) break;
    const body = data.subarray(offset + FRAME_HEADER, end);
    if (crc32c(body) !== data.readUInt32LE(offset + 4)) break;
    records.push(decodeDocument(body) as JournalRecord);
    offset = end;
  }
  return { records, validBytes: offset };
}
