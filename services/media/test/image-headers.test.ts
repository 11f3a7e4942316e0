import { detectFileType } from '../src/domain/file-type';
import { readImageDimensions } from '../src/domain/image-dimensions';
import { fitWithin, variantSize } from '../src/domain/image-sizing';
import { gif, jpeg, pdf, png, pngHeaderOnly, webp, webpHeader } from './support/images';

const riff = (chunk: Buffer): Buffer => {
  const body = Buffer.concat([Buffer.from('WEBP'), chunk, Buffer.alloc(16)]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from('RIFF'), size, body]);
};

describe('detectFileType (magic numbers only)', () => {
  it('recognises each supported type and nothing else', async () => {
    expect(detectFileType(await jpeg(4, 4))).toBe('jpeg');
    expect(detectFileType(await png(4, 4))).toBe('png');
    expect(detectFileType(await gif(4, 4))).toBe('gif');
    expect(detectFileType(webpHeader(4, 4))).toBe('webp');
    expect(detectFileType(await webp(4, 4))).toBe('webp');
    expect(detectFileType(pdf())).toBe('pdf');
    expect(detectFileType(Buffer.from('hello'))).toBeNull();
    expect(detectFileType(Buffer.from('RIFF0000WAVE'))).toBeNull();
    expect(detectFileType(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(detectFileType(Buffer.alloc(0))).toBeNull();
  });
});

describe('readImageDimensions (header only)', () => {
  it('reads what sharp wrote: JPEG (after its APP segments), PNG, animated GIF, WebP', async () => {
    expect(readImageDimensions(await jpeg(321, 123), 'jpeg')).toEqual({ width: 321, height: 123 });
    expect(readImageDimensions(await png(17, 900), 'png')).toEqual({ width: 17, height: 900 });
    expect(readImageDimensions(await gif(64, 48), 'gif')).toEqual({ width: 64, height: 48 });
    expect(readImageDimensions(await webp(300, 200), 'webp')).toEqual({ width: 300, height: 200 });
    expect(readImageDimensions(await webp(30, 20, 128), 'webp')).toEqual({ width: 30, height: 20 });
  });

  it('reads a progressive JPEG frame (SOF2) after fill bytes', () => {
    const sof2 = Buffer.from([0xff, 0xff, 0xc2, 0, 11, 8, 0x1f, 0x40, 0x2e, 0xe0, 1, 1, 0x11, 0]);
    const bytes = Buffer.concat([Buffer.from([0xff, 0xd8]), sof2]);
    expect(readImageDimensions(bytes, 'jpeg')).toEqual({ width: 12000, height: 8000 });
  });

  it('reads a huge PNG header without any pixel data', () => {
    expect(readImageDimensions(pngHeaderOnly(10_000, 5_000), 'png')).toEqual({
      width: 10_000,
      height: 5_000,
    });
  });

  it('widens a GIF to a frame larger than its logical screen', () => {
    const header = Buffer.from('GIF89a');
    const screen = Buffer.from([10, 0, 10, 0, 0, 0, 0]); // 10x10, no colour table
    const extension = Buffer.from([0x21, 0xf9, 4, 0, 0, 0, 0, 0]);
    const frame = Buffer.from([0x2c, 0, 0, 0, 0, 0x10, 0x27, 0x10, 0x27, 0]); // 10000x10000
    expect(readImageDimensions(Buffer.concat([header, screen, extension, frame]), 'gif')).toEqual({
      width: 10_000,
      height: 10_000,
    });
  });

  it('reads WebP VP8, VP8L and VP8X', () => {
    const vp8 = Buffer.concat([
      Buffer.from('VP8 '),
      Buffer.alloc(4),
      Buffer.from([0, 0, 0, 0x9d, 0x01, 0x2a]),
      Buffer.from([0x80, 0x02, 0xe0, 0x01]), // 640 x 480
    ]);
    expect(readImageDimensions(riff(vp8), 'webp')).toEqual({ width: 640, height: 480 });
    // VP8L: 14 bits width-1, 14 bits height-1, little-endian after the 0x2f signature.
    const bits = Buffer.alloc(4);
    bits.writeUInt32LE((100 - 1) | ((50 - 1) << 14));
    const vp8l = Buffer.concat([Buffer.from('VP8L'), Buffer.alloc(4), Buffer.from([0x2f]), bits]);
    expect(readImageDimensions(riff(vp8l), 'webp')).toEqual({ width: 100, height: 50 });
    expect(readImageDimensions(webpHeader(8000, 6000), 'webp')).toEqual({
      width: 8000,
      height: 6000,
    });
  });

  it('gives null for a header that is cut short or malformed', () => {
    expect(readImageDimensions(Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'png')).toBeNull();
    expect(readImageDimensions(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2]), 'jpeg')).toBeNull();
    expect(readImageDimensions(Buffer.from([0xff, 0xd8, 0x00, 0x00, 0, 2]), 'jpeg')).toBeNull();
    expect(readImageDimensions(Buffer.from('GIF89a'), 'gif')).toBeNull();
    expect(readImageDimensions(riff(Buffer.from('VP9 xxxx')), 'webp')).toBeNull();
    expect(readImageDimensions(pngHeaderOnly(0, 10), 'png')).toBeNull();
  });
});

describe('sizing', () => {
  it('fits within 1200x800 without enlarging', () => {
    expect(fitWithin({ width: 4000, height: 3000 })).toEqual({ width: 1067, height: 800 });
    expect(fitWithin({ width: 3000, height: 1000 })).toEqual({ width: 1200, height: 400 });
    expect(fitWithin({ width: 640, height: 480 })).toEqual({ width: 640, height: 480 });
  });

  it('makes variants no wider than the source', () => {
    expect(variantSize({ width: 1200, height: 800 }, 400)).toEqual({ width: 400, height: 267 });
    expect(variantSize({ width: 300, height: 200 }, 800)).toEqual({ width: 300, height: 200 });
  });
});
