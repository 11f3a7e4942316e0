import type { ImageType } from './file-type';

// Dimensions read from the header alone, so an oversized image is refused before anything
// allocates its pixels. Each reader returns null when the header is missing or cut short.

export interface Dimensions {
  width: number;
  height: number;
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** PNG: the first chunk must be IHDR, width and height big-endian at 16 and 20. */
function pngDimensions(bytes: Uint8Array): Dimensions | null {
  if (bytes.length < 24) return null;
  const type = String.fromCharCode(...bytes.subarray(12, 16));
  if (type !== 'IHDR') return null;
  const v = view(bytes);
  return { width: v.getUint32(16), height: v.getUint32(20) };
}

/**
 * GIF: the logical screen (little-endian at 6 and 8), widened to the first frame's extent,
 * because a frame may claim more than the screen.
 */
function gifDimensions(bytes: Uint8Array): Dimensions | null {
  if (bytes.length < 13) return null;
  const v = view(bytes);
  let width = v.getUint16(6, true);
  let height = v.getUint16(8, true);
  let pos = 13;
  const flags = bytes[10]!;
  if (flags & 0x80) pos += 3 * 2 ** ((flags & 0x07) + 1);
  while (pos < bytes.length) {
    const block = bytes[pos]!;
    if (block === 0x2c) {
      if (pos + 9 >= bytes.length) return null;
      width = Math.max(width, v.getUint16(pos + 1, true) + v.getUint16(pos + 5, true));
      height = Math.max(height, v.getUint16(pos + 3, true) + v.getUint16(pos + 7, true));
      break;
    }
    if (block !== 0x21) break;
    // Extension: introducer, label, then data sub-blocks until a zero length.
    pos += 2;
    while (pos < bytes.length && bytes[pos] !== 0) pos += bytes[pos]! + 1;
    pos += 1;
  }
  return { width, height };
}

// SOF0-SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not.
const isStartOfFrame = (marker: number): boolean =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: walk the marker segments up to the first SOF (height at +5, width at +7). */
function jpegDimensions(bytes: Uint8Array): Dimensions | null {
  const v = view(bytes);
  let pos = 2;
  while (pos + 4 <= bytes.length) {
    if (bytes[pos] !== 0xff) return null;
    const marker = bytes[pos + 1]!;
    if (marker === 0xff) {
      pos += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      pos += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end or scan data before any frame
    const length = v.getUint16(pos + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (pos + 9 > bytes.length) return null;
      return { height: v.getUint16(pos + 5), width: v.getUint16(pos + 7) };
    }
    pos += 2 + length;
  }
  return null;
}

/** WebP: lossy (VP8), lossless (VP8L) or extended (VP8X, the canvas size). */
function webpDimensions(bytes: Uint8Array): Dimensions | null {
  if (bytes.length < 30) return null;
  const v = view(bytes);
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  if (chunk === 'VP8 ') {
    // Frame tag (3 bytes) then the start code 9D 01 2A, then 14-bit width and height.
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return { width: v.getUint16(26, true) & 0x3fff, height: v.getUint16(28, true) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return null;
    const bits = v.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    const uint24 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
    return { width: uint24(24) + 1, height: uint24(27) + 1 };
  }
  return null;
}

const READERS: Record<ImageType, (bytes: Uint8Array) => Dimensions | null> = {
  png: pngDimensions,
  gif: gifDimensions,
  jpeg: jpegDimensions,
  webp: webpDimensions,
};

export function readImageDimensions(bytes: Uint8Array, type: ImageType): Dimensions | null {
  const dimensions = READERS[type](bytes);
  if (!dimensions || dimensions.width < 1 || dimensions.height < 1) return null;
  return dimensions;
}
