import { serialize, type Document } from 'bson';
import { decodeDocument } from './bson-codec';
import { crc32c } from './crc32c';

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_COMPRESSED = 2012;
export const OP_MSG = 2013;

const FLAG_CHECKSUM_PRESENT = 1 << 0;
const FLAG_MORE_TO_COME = 1 << 1;
const HEADER_SIZE = 16;

export interface MessageHeader {
  messageLength: number;
  requestId: number;
  responseTo: number;
  opCode: number;
}

/** A command as the dispatcher sees it, whichever opcode carried it. */
export interface IncomingCommand {
  header: MessageHeader;
  /** The command document, with OP_MSG document sequences merged in as arrays. */
  body: Document;
  /** OP_MSG moreToCome: the client wants no reply. */
  moreToCome: boolean;
  /** OP_QUERY's namespace database (OP_MSG carries $db in the body). */
  legacyDb?: string;
}

export class ProtocolError extends Error {}

export function readHeader(buf: Buffer): MessageHeader {
  return {
    messageLength: buf.readInt32LE(0),
    requestId: buf.readInt32LE(4),
    responseTo: buf.readInt32LE(8),
    opCode: buf.readInt32LE(12),
  };
}

function readCString(buf: Buffer, offset: number): [string, number] {
  const end = buf.indexOf(0, offset);
  if (end < 0) throw new ProtocolError('unterminated cstring');
  return [buf.toString('utf8', offset, end), end + 1];
}

function readDocument(buf: Buffer, offset: number): [Document, number] {
  const size = buf.readInt32LE(offset);
  if (size < 5 || offset + size > buf.length) throw new ProtocolError('invalid BSON document size');
  return [decodeDocument(buf.subarray(offset, offset + size)), offset + size];
}

/** Parses one whole message (header included) into a command. */
export function parseMessage(message: Buffer): IncomingCommand {
  const header = readHeader(message);
  if (header.opCode === OP_MSG) return parseOpMsg(message, header);
  if (header.opCode === OP_QUERY) return parseOpQuery(message, header);
  throw new ProtocolError(`unsupported opcode ${header.opCode}`);
}

function parseOpMsg(message: Buffer, header: MessageHeader): IncomingCommand {
  const flags = message.readUInt32LE(HEADER_SIZE);
  let end = message.length;
  if (flags & FLAG_CHECKSUM_PRESENT) {
    end -= 4;
    const expected = message.readUInt32LE(end);
    if (crc32c(message.subarray(0, end)) !== expected)
      throw new ProtocolError('OP_MSG checksum mismatch');
  }
  let offset = HEADER_SIZE + 4;
  let body: Document | undefined;
  const sequences: Record<string, Document[]> = {};
  while (offset < end) {
    const kind = message.readUInt8(offset);
    offset += 1;
    if (kind === 0) {
      [body, offset] = readDocument(message, offset);
    } else if (kind === 1) {
      const sectionEnd = offset + message.readInt32LE(offset);
      let identifier: string;
      [identifier, offset] = readCString(message, offset + 4);
      const docs: Document[] = (sequences[identifier] ??= []);
      while (offset < sectionEnd) {
        let doc: Document;
        [doc, offset] = readDocument(message, offset);
        docs.push(doc);
      }
    } else {
      throw new ProtocolError(`unknown OP_MSG section kind ${kind}`);
    }
  }
  if (!body) throw new ProtocolError('OP_MSG without a body section');
  Object.assign(body, sequences);
  return { header, body, moreToCome: (flags & FLAG_MORE_TO_COME) !== 0 };
}

function parseOpQuery(message: Buffer, header: MessageHeader): IncomingCommand {
  let offset = HEADER_SIZE + 4; // flags
  const [namespace, afterName] = readCString(message, offset);
  offset = afterName;
  offset += 8; // numberToSkip, numberToReturn
  let query: Document;
  [query] = readDocument(message, offset);
  // Drivers may wrap the command as { $query: {...}, $readPreference: ... }.
  if (query.$query && typeof query.$query === 'object') query = query.$query as Document;
  const dot = namespace.indexOf('.');
  return {
    header,
    body: query,
    moreToCome: false,
    legacyDb: dot > 0 ? namespace.slice(0, dot) : namespace,
  };
}

let nextRequestId = 1;

function header(length: number, responseTo: number, opCode: number): Buffer {
  const buf = Buffer.alloc(HEADER_SIZE);
  buf.writeInt32LE(length, 0);
  buf.writeInt32LE(nextRequestId++ & 0x7fffffff, 4);
  buf.writeInt32LE(responseTo, 8);
  buf.writeInt32LE(opCode, 12);
  return buf;
}

export function encodeOpMsgReply(responseTo: number, reply: Document): Buffer {
  const doc = serialize(reply);
  const flagsAndKind = Buffer.alloc(5); // flags 0, section kind 0
  const total = HEADER_SIZE + flagsAndKind.length + doc.length;
  return Buffer.concat([header(total, responseTo, OP_MSG), flagsAndKind, doc]);
}

export function encodeOpReply(responseTo: number, reply: Document): Buffer {
  const doc = serialize(reply);
  const fields = Buffer.alloc(20);
  fields.writeInt32LE(0, 0); // responseFlags
  fields.writeBigInt64LE(0n, 4); // cursorId
  fields.writeInt32LE(0, 12); // startingFrom
  fields.writeInt32LE(1, 16); // numberReturned
  const total = HEADER_SIZE + fields.length + doc.length;
  return Buffer.concat([header(total, responseTo, OP_REPLY), fields, doc]);
}
