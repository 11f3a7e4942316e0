import { BSON, type Document } from 'mongodb';

/**
 * Canonical Extended JSON keeps every BSON type (Int32 vs Double vs Long, Decimal128, Binary
 * subtypes, Date, ObjectId), so a restored document is byte-for-byte the one that was dumped.
 */
export const toLine = (doc: Document): string =>
  `${BSON.EJSON.stringify(doc, { relaxed: false })}\n`;

export const fromLine = (line: string): Document =>
  BSON.EJSON.parse(line, { relaxed: false }) as Document;

/**
 * Read options that keep the stored types: without them the driver turns Int32, Double and Long
 * into JavaScript numbers, and a Long would come back as an Int32.
 */
export const EXACT_READ = {
  promoteValues: false,
  promoteLongs: false,
  promoteBuffers: false,
  bsonRegExp: true,
} as const;
