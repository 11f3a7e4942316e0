import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  NestingTooDeep,
  PdfLexer,
  decodeString,
  isRegular,
  readValue,
  type PdfValue,
  type Token,
} from './pdf-syntax';
import type { LinkUse } from './pdf-links';
import { ObjectStarts } from './pdf-object-starts';
import { inflateBounded } from './pdf-unpack';

export type ScanOutcome =
  | { outcome: 'clean' }
  /** `name` is decoded (`J#61vaScript` is `JavaScript`). */
  | { outcome: 'found'; name: string }
  /** An address a reader follows has the scheme `scheme`, e.g. `javascript`. */
  | { outcome: 'link'; scheme: string }
  /**
   * It cannot be checked: object streams that do not unpack, absurd nesting, or addresses in an
   * encrypted file.
   */
  | { outcome: 'unreadable' }
  /** Its compressed data unpacks to more than the limits below. */
  | { outcome: 'too-large' };

/** All FlateDecode data of one file, unpacked: far beyond a 20 MB brochure, well short of a bomb. */
export const MAX_UNPACKED_BYTES = 256 * 1024 * 1024;
/** Object streams are held and read; real ones hold at most a few megabytes of dictionaries. */
export const MAX_OBJECT_STREAM_BYTES = 64 * 1024 * 1024;
/** Object streams inside object streams (only pdf.js reads those) are followed this deep. */
const MAX_STREAM_NESTING = 2;
/**
 * Reading and unpacking happen on the event loop: other requests get a turn after about this
 * many bytes (a few milliseconds of work), each object counting at least `OBJECT_WORK`.
 */
const WORK_PER_TURN = 1024 * 1024;
const OBJECT_WORK = 256;

const FLATE = new Set(['FlateDecode', 'Fl']);
const TRAILER = Buffer.from('trailer', 'latin1');

export interface ScanRules {
  /** Whether a name (decoded) gives the file away. */
  isWantedName: (name: string) => boolean;
  /** The scheme that gives an address away, if one does (see `pdf-links.ts`). */
  unsafeScheme: (address: Uint8Array, use: LinkUse) => string | undefined;
}

/**
 * Keys whose value is an address a reader follows: the target of a URI action, and the base of
 * the document's `/URI` dictionary that relative targets are joined to.
 */
const ADDRESS_KEYS = new Map<string, LinkUse>([
  ['URI', 'target'],
  ['Base', 'base'],
]);

class Stop extends Error {
  constructor(readonly result: ScanOutcome) {
    super(result.outcome);
  }
}

const unreadable = () => new Stop({ outcome: 'unreadable' });

/**
 * Reads every object a PDF reader could reach and hands each name in it to `isWantedName`,
 * stopping at the first it wants: each object header in the file (see `pdf-object-starts.ts`),
 * each object in an object stream (recognised as pdf.js does, `/Type /ObjStm` or not), which is
 * unpacked, and each trailer dictionary (after a `trailer` keyword), where a reader finds the
 * catalog and the encryption dictionary. Every other FlateDecode stream is unpacked and only
 * counted, so a decompression bomb is refused wherever it is.
 *
 * Every address a reader follows (the value of a `/URI` or `/Base` key in any dictionary) is
 * handed to `unsafeScheme`, whether written as a string, as a name, or as a reference to another
 * object: then every object whose whole value is a string or a name is taken as the address,
 * since any of them could be the one a reader finds under that number. In an encrypted file
 * (one with an `/Encrypt` entry) strings are encrypted, so one with an address written as a
 * string, or as a reference, cannot be checked.
 */
export async function scanPdf(bytes: Uint8Array, rules: ScanRules): Promise<ScanOutcome> {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    await new Scan(file, rules).run();
    return { outcome: 'clean' };
  } catch (error) {
    if (error instanceof Stop) return error.result;
    if (error instanceof NestingTooDeep) return { outcome: 'unreadable' };
    throw error;
  }
}

class Scan {
  private unpacked = 0;
  private objectStreamBytes = 0;
  private bytesRead = 0;
  private workSinceTurn = 0;
  /** Whether an `/Encrypt` entry was seen: strings are then encrypted. */
  private encrypted = false;
  /** Whether an address is written as a string, or as a reference (to what may be one). */
  private addressInString = false;
  /** How addresses written as references (`/URI 12 0 R`) are used. */
  private readonly referenced = new Set<LinkUse>();
  /** For each use, an unsafe scheme found in an object whose whole value is a string or name. */
  private readonly objectSchemes = new Map<LinkUse, string>();

  constructor(
    private readonly file: Buffer,
    private readonly rules: ScanRules,
  ) {}

  private readonly onName = (name: string): void => {
    if (name === 'Encrypt') this.encrypted = true;
    if (this.rules.isWantedName(name)) throw new Stop({ outcome: 'found', name });
  };

  private readonly onEntry = (key: string, value: PdfValue): void => {
    const use = ADDRESS_KEYS.get(key);
    if (use === undefined) return;
    if (value.kind === 'string' || value.kind === 'ref') this.addressInString = true;
    if (value.kind === 'ref') {
      this.referenced.add(use);
      this.checkReferences();
      return;
    }
    const scheme = this.schemeOf(value, use);
    if (scheme !== undefined) throw new Stop({ outcome: 'link', scheme });
  };

  async run(): Promise<void> {
    const { file } = this;
    const starts = new ObjectStarts(file, (bytes) => this.countRead(bytes));
    for (let start = starts.next(0); start >= 0; start = starts.next(start)) {
      await this.readObject(file, start, file.length, 0);
    }
    for (let at = file.indexOf(TRAILER); at >= 0; at = file.indexOf(TRAILER, at + 1)) {
      const start = at + TRAILER.length;
      if (!isRegular(file[start] ?? -1)) await this.readValueAt(file, start, file.length);
    }
    if (this.encrypted && this.addressInString) throw unreadable();
  }

  /** The value at `start` and the token after it, counted as read and as work. */
  private async readValueAt(bytes: Uint8Array, start: number, end: number) {
    const lexer = new PdfLexer(bytes, start, end, this.onName);
    const value = readValue(lexer, this.onEntry);
    const next = lexer.next();
    const read = lexer.offset - start;
    this.countRead(read);
    if (this.worked(Math.max(OBJECT_WORK, read))) await nextTurn();
    return { value, next, lexer };
  }

  /**
   * The object whose value starts at `start` (after `obj`, or at its offset in an object stream),
   * read as far as a reader reads it: its value, and its data if `stream` follows a dictionary.
   */
  private async readObject(bytes: Uint8Array, start: number, end: number, nesting: number) {
    const { value, next, lexer } = await this.readValueAt(bytes, start, end);
    if (value.kind === 'string' || value.kind === 'name') {
      for (const use of ADDRESS_KEYS.values()) {
        const scheme = this.schemeOf(value, use);
        if (scheme !== undefined && !this.objectSchemes.has(use)) {
          this.objectSchemes.set(use, scheme);
        }
      }
      this.checkReferences();
    }
    if (value.kind === 'dict' && next.type === 'keyword' && next.word === 'stream') {
      await this.readStream(value.entries, bytes, lexer.tokenEnd, end, nesting);
    }
  }

  private async readStream(
    dict: Map<string, PdfValue>,
    bytes: Uint8Array,
    afterKeyword: number,
    end: number,
    nesting: number,
  ) {
    // The data is taken to the end of the input: FlateDecode stops where the compressed data
    // does, whatever `/Length` says, so nothing a reader would unpack is missed.
    const data = bytes.subarray(afterLineEnd(bytes, afterKeyword, end), end);
    const type = dict.get('Type');
    // pdf.js reads objects from any stream the cross-reference data points into if it has
    // `/First`; pdf-lib from one whose `/Type` resolves to `/ObjStm`.
    const objectStream =
      (type?.kind === 'name' && type.name === 'ObjStm') ||
      (type !== undefined && type.kind !== 'name') ||
      dict.has('First');
    const xref = type?.kind === 'name' && type.name === 'XRef';
    const filters = filterNames(dict.get('Filter'));
    const firstFilter = filters?.[0];
    const flate = firstFilter !== undefined && FLATE.has(firstFilter);
    if (objectStream || xref) {
      // Unpacked by every reader (and by pdf-lib afterwards) to find the objects: only plain or
      // FlateDecode data is checked here, so anything else is refused rather than passed unread.
      if (filters === undefined || filters.length > 1 || (filters.length === 1 && !flate)) {
        throw unreadable();
      }
    }
    if (!objectStream) {
      if (flate) await this.unpack(data, false);
      return;
    }
    // A predictor would reorder the unpacked bytes before a reader parses them.
    if (usesPredictor(dict.get('DecodeParms') ?? dict.get('DP'))) throw unreadable();
    const content = flate ? await this.unpack(data, true) : data;
    await this.readObjectStream(dict, content, nesting);
  }

  /** Each object at the offset the stream's header gives it, read up to the next one (as pdf.js). */
  private async readObjectStream(
    dict: Map<string, PdfValue>,
    content: Uint8Array,
    nesting: number,
  ) {
    if (nesting >= MAX_STREAM_NESTING) throw unreadable();
    const count = directCount(dict.get('N'));
    const first = directCount(dict.get('First'));
    if (count === undefined || first === undefined) throw unreadable();
    const header = new PdfLexer(content, 0, content.length, this.onName);
    const offsets = new Set<number>();
    for (let index = 0; index < count; index += 1) {
      const objectNumber = header.next();
      const offset = header.next();
      if (!isCountToken(objectNumber) || !isCountToken(offset)) throw unreadable();
      offsets.add(first + offset.value);
    }
    this.countRead(header.offset);
    const starts = [...offsets].filter((at) => at < content.length).sort((a, b) => a - b);
    for (const [index, start] of starts.entries()) {
      await this.readObject(content, start, starts[index + 1] ?? content.length, nesting + 1);
    }
  }

  /** Inflates within what is left of both limits; `keep` for object streams, which are read. */
  private async unpack(data: Uint8Array, keep: boolean): Promise<Uint8Array> {
    let limit = MAX_UNPACKED_BYTES - this.unpacked;
    if (keep) limit = Math.min(limit, MAX_OBJECT_STREAM_BYTES - this.objectStreamBytes);
    const result = await inflateBounded(data, limit, keep);
    if (result.status === 'too-large') throw new Stop({ outcome: 'too-large' });
    this.unpacked += result.size;
    if (this.worked(result.size)) await nextTurn();
    if (!keep) return result.bytes;
    // Encrypted or damaged: its objects cannot be checked.
    if (result.status === 'broken') throw unreadable();
    this.objectStreamBytes += result.size;
    return result.bytes;
  }

  private schemeOf(value: PdfValue, use: LinkUse): string | undefined {
    if (value.kind === 'string') return this.rules.unsafeScheme(decodeString(value), use);
    if (value.kind === 'name')
      return this.rules.unsafeScheme(Buffer.from(value.name, 'latin1'), use);
    return undefined;
  }

  /** An address written as a reference is unsafe if an object it could point at is. */
  private checkReferences() {
    for (const use of this.referenced) {
      const scheme = this.objectSchemes.get(use);
      if (scheme !== undefined) throw new Stop({ outcome: 'link', scheme });
    }
  }

  /** Whether it is time to give other requests a turn. */
  private worked(bytes: number): boolean {
    this.workSinceTurn += bytes;
    if (this.workSinceTurn < WORK_PER_TURN) return false;
    this.workSinceTurn = 0;
    return true;
  }

  /**
   * Objects are read from every header, so crafted text such as `1 0 obj(1 0 obj(1 0 obj(...`
   * (each string running to the end) could have the same bytes read over and over; a real file
   * has each byte read about once.
   */
  private countRead(length: number) {
    this.bytesRead += length;
    if (this.bytesRead > 4 * (this.file.length + this.objectStreamBytes) + 1024 * 1024) {
      throw unreadable();
    }
  }
}

/** Where a stream's data begins: after the end of the line holding `stream` (as pdf.js). */
function afterLineEnd(bytes: Uint8Array, at: number, end: number): number {
  for (let pos = at; pos < end; pos += 1) {
    if (bytes[pos] === 0x0a) return pos + 1;
    if (bytes[pos] === 0x0d) return pos + 1 < end && bytes[pos + 1] === 0x0a ? pos + 2 : pos + 1;
  }
  return end;
}

/** The filter names in order, or `undefined` when they are not written out directly. */
function filterNames(value: PdfValue | undefined): string[] | undefined {
  if (value === undefined) return [];
  if (value.kind === 'name') return [value.name];
  if (value.kind !== 'array') return undefined;
  const names = value.items.map((item) => (item.kind === 'name' ? item.name : undefined));
  return names.every((name) => name !== undefined) ? (names as string[]) : undefined;
}

function usesPredictor(parms: PdfValue | undefined): boolean {
  if (parms === undefined || parms.kind === 'other' || parms.kind === 'string') return false;
  if (parms.kind === 'array') return parms.items.some(usesPredictor);
  if (parms.kind !== 'dict') return true;
  const predictor = parms.entries.get('Predictor');
  return predictor !== undefined && !(predictor.kind === 'number' && predictor.value <= 1);
}

const directCount = (value: PdfValue | undefined): number | undefined =>
  value?.kind === 'number' && Number.isInteger(value.value) && value.value >= 0
    ? value.value
    : undefined;

const isCountToken = (token: Token): token is Extract<Token, { type: 'number' }> =>
  token.type === 'number' && Number.isInteger(token.value) && token.value >= 0;
