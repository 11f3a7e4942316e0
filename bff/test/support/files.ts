import { crc32, deflateSync } from 'node:zlib';
import { onePagePdf } from '@reedmere/service-kit/testing';

export { onePagePdf };

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid RGB PNG of one colour; different colours give different stored (hashed) names. */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill(rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const TINY_PNG = solidPng(4, 3, [40, 90, 160]);

/** A small, real one-page PDF. */
export const TINY_PDF = onePagePdf();

/** The admin's document upload: its `type` (`brochure`, `floorplan`) and one file, sent as a PDF. */
export function documentForm(type: string, bytes: Buffer, name = 'b.pdf'): FormData {
  const form = new FormData();
  form.append('type', type);
  form.append('document', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name);
  return form;
}

export function imagesForm(count: number, bytes: Buffer = TINY_PNG, name = 'photo.png'): FormData {
  const form = new FormData();
  for (let i = 0; i < count; i += 1) {
    form.append('images', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  }
  return form;
}

/** `count` images that differ from each other (and from TINY_PNG), starting at colour `seed`. */
export function distinctImagesForm(count: number, seed = 0): FormData {
  const form = new FormData();
  for (let i = 0; i < count; i += 1) {
    const shade = (seed + i) * 20 + 5;
    form.append(
      'images',
      new Blob([new Uint8Array(solidPng(4, 3, [shade % 256, 200, 30]))], { type: 'image/png' }),
      `p${i}.png`,
    );
  }
  return form;
}
