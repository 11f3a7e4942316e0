/** What the main thread sends to an image worker and gets back (structured-cloned). */
export interface ImageTask {
  bytes: Uint8Array;
}

export interface EncodedImage {
  width: number;
  height: number;
  bytes: Uint8Array;
}

export type ImageTaskResult =
  | { ok: true; main: EncodedImage; variants: EncodedImage[] }
  /** The bytes looked like an image but could not be decoded (damaged, or no decoder). */
  | { ok: false; reason: 'undecodable' | 'no-decoder' };
