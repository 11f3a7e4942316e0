import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';

// Real image files for the admin's file pickers, written by Node without an image library.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** An 8-bit RGB PNG; `row(y)` gives the width * 3 bytes of one row. */
function encodePng(width: number, height: number, row: (y: number) => Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, no interlace
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * (width * 3 + 1)] = 0; // filter: none
    row(y).copy(raw, y * (width * 3 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** One colour throughout: tells images apart after a reorder. */
export function solidPng(
  width: number,
  height: number,
  rgb: readonly [number, number, number],
): Buffer {
  const line = Buffer.from(Array.from({ length: width }, () => rgb).flat());
  return encodePng(width, height, () => line);
}

/** A smooth colour gradient: compresses well as PNG, looks like a photo to a JPEG encoder. */
export function gradientPng(width: number, height: number): Buffer {
  return encodePng(width, height, (y) => {
    const line = Buffer.alloc(width * 3);
    for (let x = 0; x < width; x += 1) {
      line[x * 3] = (x * 255) / width;
      line[x * 3 + 1] = (y * 255) / height;
      line[x * 3 + 2] = 128;
    }
    return line;
  });
}

/** Random pixels cannot be compressed, so this PNG can be made bigger than the 5 MB notice. */
export function noisyPng(width: number, height: number): Buffer {
  return encodePng(width, height, () => randomBytes(width * 3));
}

/** Width and height from a JPEG's start-of-frame marker. */
export function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 < bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    if (marker === 0xc0 || marker === 0xc2) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return null;
}
