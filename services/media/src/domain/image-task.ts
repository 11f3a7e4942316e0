/** One re-encoded JPEG: the main image or a variant. */
export interface EncodedImage {
  width: number;
  height: number;
  bytes: Uint8Array;
}

export type ImageTaskResult =
  | { ok: true; main: EncodedImage; variants: EncodedImage[] }
  /** The bytes looked like an image but could not be decoded (damaged or incomplete). */
  | { ok: false; reason: 'undecodable' };
