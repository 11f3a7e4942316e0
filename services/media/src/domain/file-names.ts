import { createHash } from 'node:crypto';
import { IMAGE_VARIANT_WIDTHS, imageVariantName, STATIC_ASSETS_PREFIX } from '@reedmere/contracts';

/** Every name this service ever serves; anything else is a 404 before the database is asked. */
const SERVABLE_NAME =
  /^(img-[a-f0-9]{32}(-w\d+)?\.jpg|doc-[a-f0-9]{32}\.pdf|static-assets\/[a-z0-9][a-z0-9._-]*)$/;
const CONTENT_ADDRESSED = /^(img-[a-f0-9]{32}(-w\d+)?\.jpg|doc-[a-f0-9]{32}\.pdf)$/;
const IMAGE_VARIANT = /^img-[a-f0-9]{32}-w\d+\.jpg$/;
const MAIN_IMAGE = /^img-[a-f0-9]{32}\.jpg$/;
/** Names a caller may choose for a fixed image (hero images, logo). */
const STATIC_IMAGE_NAME = /^static-assets\/[a-z0-9][a-z0-9._-]{0,99}\.jpg$/;

export const isServableName = (name: string): boolean => SERVABLE_NAME.test(name);
export const isContentAddressed = (name: string): boolean => CONTENT_ADDRESSED.test(name);
export const isImageVariant = (name: string): boolean => IMAGE_VARIANT.test(name);
export const isStaticImageName = (name: string): boolean =>
  name.startsWith(STATIC_ASSETS_PREFIX) && STATIC_IMAGE_NAME.test(name);

const hash32 = (bytes: Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 32);

export const sha256Hex = (bytes: Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex');

export const imageName = (mainJpeg: Uint8Array): string => `img-${hash32(mainJpeg)}.jpg`;
export const documentName = (pdf: Uint8Array): string => `doc-${hash32(pdf)}.pdf`;

/** A name and the variants stored with it (only uploaded images have variants). */
export function namesWithVariants(name: string): string[] {
  if (!MAIN_IMAGE.test(name)) return [name];
  return [name, ...IMAGE_VARIANT_WIDTHS.map((width) => imageVariantName(name, width))];
}
