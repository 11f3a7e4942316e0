import path from 'node:path';
import Piscina from 'piscina';
import { onePagePdf } from '@reedmere/service-kit/testing';

const jimp = new Piscina({ filename: path.join(__dirname, 'jimp-worker.cjs'), maxThreads: 1 });

/** Stops the helper thread (call in afterAll). */
export const closeImageTool = (): Promise<void> => jimp.close({ force: true });

type Format = 'png' | 'jpeg' | 'gif';

const make = async (format: Format, width: number, height: number, alpha = 255) =>
  Buffer.from(await jimp.run({ format, width, height, alpha }, { name: 'make' }));

export const png = (width: number, height: number, alpha = 255) =>
  make('png', width, height, alpha);
export const jpeg = (width: number, height: number) => make('jpeg', width, height);
export const gif = (width: number, height: number) => make('gif', width, height);

export interface DecodedImage {
  mime: string;
  width: number;
  height: number;
  /** RGBA of the pixel asked for. */
  pixel: number;
}

/** Decodes served bytes with jimp to check what was stored. */
export const decode = (bytes: Buffer, at: { x: number; y: number } = { x: 0, y: 0 }) =>
  jimp.run({ bytes, ...at }, { name: 'read' }) as Promise<DecodedImage>;

const u32be = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

/** A PNG signature and IHDR that claim width x height, and nothing else: never decodable. */
export function pngHeaderOnly(width: number, height: number): Buffer {
  const ihdr = Buffer.concat([u32be(width), u32be(height), Buffer.from([8, 6, 0, 0, 0])]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    u32be(13),
    Buffer.from('IHDR'),
    ihdr,
    u32be(0), // CRC, not checked by a header reader
  ]);
}

/** An extended WebP (VP8X) header with the given canvas size. */
export function webpHeader(width: number, height: number): Buffer {
  const uint24 = (n: number) => Buffer.from([n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff]);
  const chunk = Buffer.concat([
    Buffer.from('VP8X'),
    Buffer.from([10, 0, 0, 0]),
    Buffer.from([0, 0, 0, 0]),
    uint24(width - 1),
    uint24(height - 1),
  ]);
  const body = Buffer.concat([Buffer.from('WEBP'), chunk, Buffer.alloc(16)]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from('RIFF'), size, body]);
}

/** A small, real one-page PDF. */
export function pdf(text = 'Reedmere brochure'): Buffer {
  return onePagePdf({ text });
}
