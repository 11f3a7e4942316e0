// Decodes and re-encodes one upload with sharp. libvips does the work in its own threads, off the
// event loop; image-pool.ts bounds how many images are in progress at once.
import { IMAGE_JPEG_QUALITY, IMAGE_VARIANT_WIDTHS } from '@reedmere/contracts';
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from './image-checks';
import type { Dimensions } from './image-dimensions';
import type { EncodedImage, ImageTaskResult } from './image-task';
import { fitWithin, variantSize } from './image-sizing';

// One libvips thread per image, so IMAGE_WORKERS (the images in progress) is also the cores that
// images take, and the event loop keeps the rest. Measured on 2 cores, a second thread made one
// image about a tenth faster, and two images at once no faster. sharp's own default is 1 on glibc
// Linux but the core count elsewhere.
sharp.concurrency(1);
// Every upload is a different picture: libvips' operation cache would only hold memory.
sharp.cache(false);

const QUALITY = Math.round(IMAGE_JPEG_QUALITY * 100);
const WHITE = { r: 255, g: 255, b: 255 };

interface Pixels {
  data: Buffer;
  info: sharp.OutputInfo;
}

/**
 * The first frame, stood upright by its EXIF orientation, transparency flattened onto white (JPEG
 * has none) and fitted in 1200x800, as raw pixels: decoded once for the main image and variants.
 */
async function decodeFitted(bytes: Uint8Array): Promise<Pixels> {
  // checkImage has refused oversized headers already; libvips' own limit guards against a file
  // whose image data turns out larger than its header said. A cut file is refused rather than
  // stored half grey; a photo with a flaw its decoder only warns about (common from cameras and
  // phones) is accepted, as any viewer shows it.
  const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated' });
  const { autoOrient } = await image.metadata();
  const size = fitWithin(autoOrient);
  return image
    .rotate()
    .flatten({ background: WHITE })
    .resize(size.width, size.height, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** A JPEG of the pixels, resized to `size` if given. Nothing of the upload's metadata is kept. */
async function encodeJpeg(pixels: Pixels, size?: Dimensions): Promise<EncodedImage> {
  const { width, height, channels } = pixels.info;
  let image = sharp(pixels.data, { raw: { width, height, channels } });
  if (size) image = image.resize(size.width, size.height, { fit: 'fill' });
  // mozjpeg's smaller files cost about four times the encoding time here.
  const { data, info } = await image
    .jpeg({ quality: QUALITY, mozjpeg: false })
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, bytes: data };
}

/** Decodes an upload and writes the main JPEG (fit in 1200x800) and its narrower variants. */
export async function processImage(bytes: Uint8Array): Promise<ImageTaskResult> {
  let pixels: Pixels;
  try {
    pixels = await decodeFitted(bytes);
  } catch {
    return { ok: false, reason: 'undecodable' };
  }
  const main = await encodeJpeg(pixels);
  const variants: EncodedImage[] = [];
  for (const width of IMAGE_VARIANT_WIDTHS) {
    const target = variantSize(main, width);
    // Narrower than the variant: the variant is the main image itself (never enlarged).
    variants.push(target.width === main.width ? main : await encodeJpeg(pixels, target));
  }
  return { ok: true, main, variants };
}
