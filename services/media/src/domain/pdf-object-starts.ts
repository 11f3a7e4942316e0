import { isRegular, isWhite } from './pdf-syntax';

const OBJ = Buffer.from('obj', 'latin1');
/** A header longer than this (comments included) is not looked for. */
const HEADER_REACH = 4096;
/** What looking up a comment costs, counted like bytes walked over. */
const COMMENT_LOOKUP_WORK = 64;

/**
 * Where each indirect object's value starts: just after every `obj` keyword that follows an
 * object number and generation (`12 0 obj`), anywhere in the file. The cross-reference table is
 * not used, since a reader may use it or rebuild it by searching the file: an object hidden inside
 * another stream's data, or replaced by a later copy, is found too. Requiring the numbers keeps
 * the letters `obj` that turn up by chance in compressed data from being read as objects.
 */
export class ObjectStarts {
  private marks: { percent: number[]; lineFeed: number[]; carriageReturn: number[] } | undefined;

  /**
   * `onWork` is told of every byte looked at, so the caller can bound the work a crafted file
   * makes (by throwing).
   */
  constructor(
    private readonly file: Buffer,
    private readonly onWork: (bytes: number) => void,
  ) {}

  /** The next start after `from`, or -1. */
  next(from: number): number {
    const { file } = this;
    for (let at = file.indexOf(OBJ, from); at >= 0; at = file.indexOf(OBJ, at + OBJ.length)) {
      const end = at + OBJ.length;
      if (!isRegular(file[end] ?? -1) && this.hasNumbersBefore(at)) return end;
    }
    return -1;
  }

  /**
   * Whether two numbers come before `at`, as a reader starting anywhere before them would read
   * them: white space or comments between them (at least one), and maybe between the second and
   * `obj` (`12 0obj` reads as `12`, `0`, `obj`).
   */
  private hasNumbersBefore(at: number): boolean {
    const floor = Math.max(0, at - HEADER_REACH);
    const generationEnd = this.skipSeparatorsBack(at, floor);
    const generationStart = this.numberStartBack(generationEnd, floor);
    if (generationStart === undefined) return false;
    const numberEnd = this.skipSeparatorsBack(generationStart, floor);
    if (numberEnd === generationStart) return false;
    return this.numberStartBack(numberEnd, floor) !== undefined;
  }

  /** Back over white space and comments ending at `pos`. */
  private skipSeparatorsBack(pos: number, floor: number): number {
    const { file } = this;
    for (;;) {
      const from = pos;
      while (pos > floor && isWhite(file[pos - 1] ?? -1)) pos -= 1;
      this.onWork(from - pos);
      if (pos <= floor || isNumberChar(file[pos - 1] ?? -1)) return pos;
      const comment = this.commentStartBack(pos - 1);
      if (comment === undefined || comment < floor) return pos;
      pos = comment;
    }
  }

  /** The `%` that puts the byte at `pos` in a comment: the last one before it on its line. */
  private commentStartBack(pos: number): number | undefined {
    this.onWork(COMMENT_LOOKUP_WORK);
    this.marks ??= {
      percent: positionsOf(this.file, 0x25),
      lineFeed: positionsOf(this.file, 0x0a),
      carriageReturn: positionsOf(this.file, 0x0d),
    };
    const { percent, lineFeed, carriageReturn } = this.marks;
    const comment = lastAtOrBefore(percent, pos);
    const lineEnd = Math.max(lastAtOrBefore(lineFeed, pos), lastAtOrBefore(carriageReturn, pos));
    return comment > lineEnd ? comment : undefined;
  }

  /** The start of a number (digits, sign, point; at least one digit) ending at `end`. */
  private numberStartBack(end: number, floor: number): number | undefined {
    const { file } = this;
    let start = end;
    let digits = 0;
    while (start > floor && isNumberChar(file[start - 1] ?? -1)) {
      start -= 1;
      if (isDigit(file[start] ?? -1)) digits += 1;
    }
    this.onWork(end - start);
    return digits > 0 ? start : undefined;
  }
}

const isDigit = (b: number) => b >= 0x30 && b <= 0x39;
const isNumberChar = (b: number) => isDigit(b) || b === 0x2b || b === 0x2d || b === 0x2e;

/** Every offset of `byte` in `file`, in order. */
function positionsOf(file: Buffer, byte: number): number[] {
  const positions: number[] = [];
  for (let at = file.indexOf(byte); at >= 0; at = file.indexOf(byte, at + 1)) positions.push(at);
  return positions;
}

/** The largest of the sorted `positions` not after `pos`, or -1. */
function lastAtOrBefore(positions: number[], pos: number): number {
  let low = 0;
  let high = positions.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((positions[middle] ?? Infinity) <= pos) low = middle + 1;
    else high = middle;
  }
  return positions[low - 1] ?? -1;
}
