// PDF syntax as a reader tokenises it: enough to find every name in an object, every dictionary
// entry (a link's address among them, its string decoded) and the entries of a stream's
// dictionary. As lenient as pdf.js (bad input never throws, only absurd nesting does):
// a checker that stopped where a reader carries on would let the rest of an object through.

export type Token =
  | { type: 'name'; name: string }
  | { type: 'number'; value: number }
  | { type: 'keyword'; word: string }
  /** `<<`, `>>`, `[`, `]`, `{`, `}`, and a stray `)` or `>`. */
  | { type: 'punct'; mark: string }
  /**
   * A literal or hex string as written, between its delimiters (`decodeString` gives its bytes).
   * Its contents never hold names a reader acts on.
   */
  | { type: 'string'; hex: boolean; raw: Uint8Array }
  | { type: 'eof' };

export type PdfValue =
  | { kind: 'name'; name: string }
  | { kind: 'number'; value: number }
  | { kind: 'ref' }
  | { kind: 'string'; hex: boolean; raw: Uint8Array }
  | { kind: 'dict'; entries: Map<string, PdfValue> }
  | { kind: 'array'; items: PdfValue[] }
  | { kind: 'other' };

/** Nesting a legitimate file never comes near; deeper is refused rather than recursed into. */
const MAX_NESTING = 64;

export class NestingTooDeep extends Error {}

export const isWhite = (b: number) =>
  b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09 || b === 0x0c || b === 0x00;
/** `( ) < > [ ] { } / %` */
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
/** Letters, digits and every other byte that continues a name or keyword (-1: end of input). */
export const isRegular = (b: number) => b >= 0 && !isWhite(b) && !DELIMITERS.has(b);
const isDigit = (b: number) => b >= 0x30 && b <= 0x39;

function hexValue(b: number): number {
  if (b >= 0x30 && b <= 0x39) return b - 0x30;
  if (b >= 0x41 && b <= 0x46) return b - 0x37;
  if (b >= 0x61 && b <= 0x66) return b - 0x57;
  return -1;
}

/**
 * Reads tokens from `bytes[pos..end)`. Every name read is passed to `onName` decoded: `#xx` in
 * either case is the byte xx, as every reader decodes it, so `/J#61vaScript` and `/#4aS` arrive
 * as `JavaScript` and `JS`.
 */
export class PdfLexer {
  /** Tokens peeked at, each with the offset just past it. */
  private ahead: { token: Token; end: number }[] = [];
  /** The offset just past the token `next` returned last (where a stream's data begins). */
  tokenEnd: number;

  constructor(
    private readonly bytes: Uint8Array,
    private pos: number,
    private readonly end: number,
    private readonly onName: (name: string) => void,
  ) {
    this.tokenEnd = pos;
  }

  next(): Token {
    const { token, end } = this.ahead.shift() ?? { token: this.read(), end: this.pos };
    this.tokenEnd = end;
    return token;
  }

  peek(index = 0): Token {
    while (this.ahead.length <= index) this.ahead.push({ token: this.read(), end: this.pos });
    return this.ahead[index]?.token ?? { type: 'eof' };
  }

  /** How far the input has been read, peeked tokens included. */
  get offset(): number {
    return this.pos;
  }

  /** The byte at `at`, or -1 past the end of the input. */
  private byte(at: number): number {
    return at < this.end ? (this.bytes[at] ?? -1) : -1;
  }

  private text(start: number, end: number): string {
    if (end - start > 32) {
      const { buffer, byteOffset } = this.bytes;
      return Buffer.from(buffer, byteOffset + start, end - start).toString('latin1');
    }
    let text = '';
    for (let at = start; at < end; at += 1) text += String.fromCharCode(this.byte(at));
    return text;
  }

  private read(): Token {
    for (;;) {
      while (isWhite(this.byte(this.pos))) this.pos += 1;
      if (this.byte(this.pos) !== 0x25) break;
      while (this.pos < this.end && this.byte(this.pos) !== 0x0a && this.byte(this.pos) !== 0x0d) {
        this.pos += 1;
      }
    }
    const b = this.byte(this.pos);
    if (b < 0) return { type: 'eof' };
    if (b === 0x2f) return this.readName();
    if (b === 0x28) return this.readLiteralString();
    if (b === 0x3c) {
      if (this.byte(this.pos + 1) === 0x3c) return this.punct('<<', 2);
      const start = this.pos + 1;
      while (this.pos < this.end && this.byte(this.pos) !== 0x3e) this.pos += 1;
      const raw = this.bytes.subarray(start, Math.max(start, this.pos));
      this.pos = Math.min(this.pos + 1, this.end);
      return { type: 'string', hex: true, raw };
    }
    if (b === 0x3e) {
      return this.byte(this.pos + 1) === 0x3e ? this.punct('>>', 2) : this.punct('>', 1);
    }
    if (b === 0x5b || b === 0x5d || b === 0x7b || b === 0x7d || b === 0x29) {
      return this.punct(String.fromCharCode(b), 1);
    }
    return this.readNumberOrKeyword();
  }

  private punct(mark: string, length: number): Token {
    this.pos += length;
    return { type: 'punct', mark };
  }

  private readName(): Token {
    this.pos += 1;
    let name = '';
    for (let b = this.byte(this.pos); isRegular(b); b = this.byte(this.pos)) {
      const high = b === 0x23 ? hexValue(this.byte(this.pos + 1)) : -1;
      const low = high >= 0 ? hexValue(this.byte(this.pos + 2)) : -1;
      if (low >= 0) {
        name += String.fromCharCode(high * 16 + low);
        this.pos += 3;
      } else {
        name += String.fromCharCode(b);
        this.pos += 1;
      }
    }
    this.onName(name);
    return { type: 'name', name };
  }

  /** `(...)` with balanced parentheses and backslash escapes, to its end or the end of input. */
  private readLiteralString(): Token {
    const start = this.pos + 1;
    let contentEnd = -1;
    let depth = 0;
    while (this.pos < this.end) {
      const b = this.byte(this.pos);
      this.pos += 1;
      if (b === 0x5c) this.pos += 1;
      else if (b === 0x28) depth += 1;
      else if (b === 0x29 && --depth === 0) {
        contentEnd = this.pos - 1;
        break;
      }
    }
    this.pos = Math.min(this.pos, this.end);
    const raw = this.bytes.subarray(start, contentEnd >= 0 ? contentEnd : this.pos);
    return { type: 'string', hex: false, raw };
  }

  /** A number ends where its digits do (`0R` is `0` then `R`), as in pdf.js; else a keyword. */
  private readNumberOrKeyword(): Token {
    const start = this.pos;
    let at = start;
    if (this.byte(at) === 0x2b || this.byte(at) === 0x2d) at += 1;
    let digits = 0;
    let value = 0;
    let scale = 0;
    for (let b = this.byte(at); isDigit(b) || (b === 0x2e && scale === 0); b = this.byte(at)) {
      if (b === 0x2e) {
        scale = 1;
      } else {
        digits += 1;
        value = value * 10 + (b - 0x30);
        if (scale > 0) scale *= 10;
      }
      at += 1;
    }
    if (digits > 0) {
      this.pos = at;
      const magnitude = scale > 1 ? value / scale : value;
      return { type: 'number', value: this.byte(start) === 0x2d ? -magnitude : magnitude };
    }
    while (isRegular(this.byte(at))) at += 1;
    this.pos = Math.max(at, start + 1);
    return { type: 'keyword', word: this.text(start, this.pos) };
  }
}

const isInteger = (token: Token) => token.type === 'number' && Number.isInteger(token.value);

/** Told of every entry of every dictionary read, nested ones and repeated keys included. */
export type OnEntry = (key: string, value: PdfValue) => void;

const ignoreEntry: OnEntry = () => undefined;

/**
 * One value, read as pdf.js reads it: a dictionary or array runs to its closing mark or the end
 * of input, a dictionary skips what cannot be a key, `n g R` is a reference. A key written twice
 * keeps its last value, as in pdf.js, but `onEntry` is told of both.
 */
export function readValue(lexer: PdfLexer, onEntry: OnEntry = ignoreEntry, depth = 0): PdfValue {
  if (depth > MAX_NESTING) throw new NestingTooDeep();
  const token = lexer.next();
  if (token.type === 'name') return { kind: 'name', name: token.name };
  if (token.type === 'number') {
    const second = lexer.peek();
    const third = lexer.peek(1);
    if (isInteger(token) && isInteger(second) && third.type === 'keyword' && third.word === 'R') {
      lexer.next();
      lexer.next();
      return { kind: 'ref' };
    }
    return { kind: 'number', value: token.value };
  }
  if (token.type === 'string') return { kind: 'string', hex: token.hex, raw: token.raw };
  if (token.type === 'punct' && token.mark === '<<') return readDict(lexer, onEntry, depth);
  if (token.type === 'punct' && token.mark === '[') {
    const items: PdfValue[] = [];
    for (let next = lexer.peek(); next.type !== 'eof'; next = lexer.peek()) {
      if (next.type === 'punct' && next.mark === ']') {
        lexer.next();
        break;
      }
      items.push(readValue(lexer, onEntry, depth + 1));
    }
    return { kind: 'array', items };
  }
  return { kind: 'other' };
}

/** As pdf.js: a `>>` where a value belongs is taken as the value, and the dictionary goes on. */
function readDict(lexer: PdfLexer, onEntry: OnEntry, depth: number): PdfValue {
  const entries = new Map<string, PdfValue>();
  for (let next = lexer.next(); next.type !== 'eof'; next = lexer.next()) {
    if (next.type === 'punct' && next.mark === '>>') break;
    if (next.type !== 'name' || lexer.peek().type === 'eof') continue;
    const value = readValue(lexer, onEntry, depth + 1);
    entries.set(next.name, value);
    onEntry(next.name, value);
  }
  return { kind: 'dict', entries };
}

/** Single-character escapes in a literal string: `\n \r \t \b \f`. */
const ESCAPES = new Map([
  [0x6e, 0x0a],
  [0x72, 0x0d],
  [0x74, 0x09],
  [0x62, 0x08],
  [0x66, 0x0c],
]);
const isOctal = (b: number) => b >= 0x30 && b <= 0x37;

/**
 * The bytes a string holds, as a reader decodes them. Literal: `\n`-style escapes, `\ddd` octal
 * (one to three digits, overflow dropped), a backslash before a line end joins the lines, before
 * any other character it is dropped. Hex: two digits a byte, white space and other characters
 * skipped, a last odd digit followed by 0.
 */
export function decodeString({ hex, raw }: { hex: boolean; raw: Uint8Array }): Buffer {
  // Decoding never lengthens a string.
  const out = Buffer.allocUnsafe(raw.length);
  let length = 0;
  if (hex) {
    let high = -1;
    for (const b of raw) {
      const digit = hexValue(b);
      if (digit < 0) continue;
      if (high < 0) {
        high = digit;
      } else {
        out[length++] = high * 16 + digit;
        high = -1;
      }
    }
    if (high >= 0) out[length++] = high * 16;
    return out.subarray(0, length);
  }
  for (let at = 0; at < raw.length; at += 1) {
    const b = raw[at] ?? -1;
    if (b !== 0x5c) {
      out[length++] = b;
      continue;
    }
    at += 1;
    const escaped = raw[at] ?? -1;
    if (escaped < 0) break;
    if (isOctal(escaped)) {
      let value = escaped - 0x30;
      for (let digits = 1; digits < 3 && isOctal(raw[at + 1] ?? -1); digits += 1) {
        at += 1;
        value = value * 8 + ((raw[at] ?? 0x30) - 0x30);
      }
      out[length++] = value & 0xff;
    } else if (escaped === 0x0d) {
      if (raw[at + 1] === 0x0a) at += 1;
    } else if (escaped !== 0x0a) {
      out[length++] = ESCAPES.get(escaped) ?? escaped;
    }
  }
  return out.subarray(0, length);
}
