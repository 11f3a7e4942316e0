import sharp from 'sharp';
import { onePagePdf } from '@reedmere/service-kit/testing';

/** A colour gradient, so resizing and encoding do real work; alpha 0 is fully transparent. */
function gradient(width: number, height: number, alpha = 255): sharp.Sharp {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      data[i] = (x * 255) / width;
      data[i + 1] = (y * 255) / height;
      data[i + 2] = 128;
      data[i + 3] = alpha;
    }
  }
  return sharp(data, { raw: { width, height, channels: 4 } });
}

export const png = (width: number, height: number, alpha = 255) =>
  gradient(width, height, alpha).png().toBuffer();
export const jpeg = (width: number, height: number) =>
  gradient(width, height).jpeg({ quality: 90 }).toBuffer();
export const webp = (width: number, height: number, alpha = 255) =>
  gradient(width, height, alpha).webp().toBuffer();

const solid = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** An animated GIF of two frames: red, then blue. */
export const gif = async (width: number, height: number) =>
  sharp([await solid(width, height, '#ff0000'), await solid(width, height, '#0000ff')], {
    join: { animated: true },
  })
    .gif()
    .toBuffer();

/** Written into the test photo's EXIF, to be looked for in what is stored. */
export const PHOTO_DESCRIPTION = 'Back garden, 12 Mill Lane';
export const PHOTO_GPS_DATUM = 'WGS-84';

/**
 * A phone photo as cameras write it: the pixels stored 600x400 on their side (blue, with a red
 * square top-left), EXIF Orientation 6 (turn 90 degrees clockwise to show it: 400x600, the red
 * square top-right), plus a description and the GPS position where it was taken.
 */
export async function phonePhoto(): Promise<Buffer> {
  const red = await solid(100, 100, '#ff0000');
  return sharp({ create: { width: 600, height: 400, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { ImageDescription: PHOTO_DESCRIPTION },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 37/1 30/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '1/1 17/1 0/1',
        GPSMapDatum: PHOTO_GPS_DATUM,
      },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

export interface DecodedImage {
  format: string;
  width: number;
  height: number;
  /** RGBA of the pixel asked for. */
  pixel: number[];
  /** The raw EXIF block, if the file has one. */
  exif: Buffer | undefined;
  orientation: number | undefined;
}

/** Decodes served bytes to check what was stored. */
export async function decode(
  bytes: Buffer,
  at: { x: number; y: number } = { x: 0, y: 0 },
): Promise<DecodedImage> {
  const metadata = await sharp(bytes).metadata();
  const pixel = await sharp(bytes)
    .extract({ left: at.x, top: at.y, width: 1, height: 1 })
    .ensureAlpha()
    .raw()
    .toBuffer();
  return {
    format: metadata.format,
    width: metadata.width,
    height: metadata.height,
    pixel: [...pixel],
    exif: metadata.exif,
    orientation: metadata.orientation,
  };
}

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

/** An extended WebP (VP8X) header with the given canvas size, and no image data. */
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
