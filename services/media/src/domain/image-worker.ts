// Runs inside a piscina worker thread (loaded from dist/, see image-pool.ts): decoding and
// encoding with jimp takes hundreds of milliseconds per image, which must not block the event loop.
import { IMAGE_JPEG_QUALITY, IMAGE_VARIANT_WIDTHS } from '@reedmere/contracts';
import { Jimp, JimpMime } from 'jimp';
import type { EncodedImage, ImageTask, ImageTaskResult } from './image-task';
import { fitWithin, variantSize } from './image-sizing';

type Image = Awaited<ReturnType<typeof Jimp.fromBuffer>>;

const QUALITY = Math.round(IMAGE_JPEG_QUALITY * 100);

/** JPEG has no transparency: blend onto white rather than let clear pixels turn black. */
function flattenOntoWhite(rgba: Uint8Array | Buffer): void {
  for (let i = 0; i < rgba.length; i += 4) {
    const alpha = rgba[i + 3]! / 255;
    if (alpha === 1) continue;
    for (let c = i; c < i + 3; c += 1) rgba[c] = Math.round(rgba[c]! * alpha + 255 * (1 - alpha));
    rgba[i + 3] = 255;
  }
}

/** The part of a jimp image that encoding needs (resize and clone return differently typed images). */
interface Encodable {
  width: number;
  height: number;
  getBuffer(mime: typeof JimpMime.jpeg, options: { quality: number }): Promise<Buffer>;
}

async function encode(image: Encodable): Promise<EncodedImage> {
  const bytes = await image.getBuffer(JimpMime.jpeg, { quality: QUALITY });
  return { width: image.width, height: image.height, bytes: new Uint8Array(bytes) };
}

/** Decodes an upload and writes the main JPEG (fit in 1200x800) and its narrower variants. */
export async function processImage(task: ImageTask): Promise<ImageTaskResult> {
  let image: Image;
  try {
    image = await Jimp.fromBuffer(
      Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength),
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    return {
      ok: false,
      reason: /does not support decoding/.test(message) ? 'no-decoder' : 'undecodable',
    };
  }
  const size = fitWithin({ width: image.width, height: image.height });
  if (size.width !== image.width || size.height !== image.height) {
    image.resize({ w: size.width, h: size.height });
  }
  if (image.hasAlpha()) flattenOntoWhite(image.bitmap.data);
  const main = await encode(image);
  const variants: EncodedImage[] = [];
  for (const width of IMAGE_VARIANT_WIDTHS) {
    const target = variantSize(main, width);
    // Narrower than the variant: the variant is the main image itself (never enlarged).
    if (target.width === main.width) variants.push(main);
    else variants.push(await encode(image.clone().resize({ w: target.width, h: target.height })));
  }
  return { ok: true, main, variants };
}
