import { TooLargeError, UnsupportedContentError, ValidationError } from '@reedmere/service-kit';
import { detectFileType, isImageType, type ImageType } from './file-type';
import { readImageDimensions, type Dimensions } from './image-dimensions';

export const MAX_IMAGE_MEGAPIXELS = 40;
/** The same limit in pixels, for the decoder's own guard. */
export const MAX_IMAGE_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;
export const UNSUPPORTED_IMAGE_MESSAGE = 'Unsupported image type: upload JPEG, PNG, WebP or GIF';
export const DAMAGED_IMAGE_MESSAGE =
  'The image could not be read: the file is damaged or incomplete';

export interface CheckedImage {
  type: ImageType;
  dimensions: Dimensions;
}

/**
 * Checks an upload before any decoding: an image by its bytes, with a readable header, at most
 * 40 megapixels (a small file can declare a huge bitmap and exhaust memory once decoded).
 */
export function checkImage(bytes: Uint8Array, label: string): CheckedImage {
  const type = detectFileType(bytes);
  if (!isImageType(type)) throw new UnsupportedContentError(UNSUPPORTED_IMAGE_MESSAGE);
  const dimensions = readImageDimensions(bytes, type);
  if (!dimensions) throw new ValidationError(`${DAMAGED_IMAGE_MESSAGE} (${label})`);
  const megapixels = (dimensions.width * dimensions.height) / 1_000_000;
  if (megapixels > MAX_IMAGE_MEGAPIXELS) {
    throw new TooLargeError(
      `Image is too large: ${dimensions.width}x${dimensions.height} is over ${MAX_IMAGE_MEGAPIXELS} megapixels (${label})`,
    );
  }
  return { type, dimensions };
}
