import { fitWithin } from './fit-within';
import { JPEG_QUALITY } from './image-constants';

export const LOAD_FAILED = 'Failed to load image';
export const COMPRESS_FAILED = 'Failed to compress image';

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  release: () => void;
}

function decodeWithElement(file: File): Promise<Decoded> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () =>
      resolve({
        source: image,
        width: image.naturalWidth,
        height: image.naturalHeight,
        release: () => URL.revokeObjectURL(url),
      });
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error(LOAD_FAILED));
    };
    image.src = url;
  });
}

async function decode(file: File): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file);
      return {
        source: bitmap,
        width: bitmap.width,
        height: bitmap.height,
        release: () => bitmap.close(),
      };
    } catch {
      // Some browsers cannot decode every format as a bitmap; an <img> may still manage.
    }
  }
  return decodeWithElement(file);
}

function encode(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    try {
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error(COMPRESS_FAILED))),
        'image/jpeg',
        JPEG_QUALITY,
      );
    } catch {
      reject(new Error(COMPRESS_FAILED));
    }
  });
}

function jpegName(name: string): string {
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  return `${base || 'image'}.jpg`;
}

/**
 * Resizes an image to fit 1200x800 and re-encodes it as JPEG 0.75, so uploads
 * stay small. Throws 'Failed to load image' when it cannot be decoded and 'Failed to compress
 * image' when it cannot be drawn or encoded.
 */
export async function compressImage(file: File): Promise<File> {
  const decoded = await decode(file);
  try {
    if (decoded.width === 0 || decoded.height === 0) throw new Error(LOAD_FAILED);
    const size = fitWithin(decoded.width, decoded.height);
    let blob: Blob;
    try {
      const canvas = document.createElement('canvas');
      canvas.width = size.width;
      canvas.height = size.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error(COMPRESS_FAILED);
      // JPEG has no transparency: paint white first so transparent areas do not turn black.
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, size.width, size.height);
      context.drawImage(decoded.source, 0, 0, size.width, size.height);
      blob = await encode(canvas);
    } catch {
      throw new Error(COMPRESS_FAILED);
    }
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: Date.now() });
  } finally {
    decoded.release();
  }
}
