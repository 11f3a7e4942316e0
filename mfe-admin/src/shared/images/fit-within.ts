import { MAX_HEIGHT, MAX_WIDTH } from './image-constants';

/**
 * The largest size with the same aspect ratio that fits the box; smaller images keep their size
 * (enlarging would only add bytes, not detail).
 */
export function fitWithin(
  width: number,
  height: number,
  maxWidth: number = MAX_WIDTH,
  maxHeight: number = MAX_HEIGHT,
): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  if (scale === 1) return { width, height };
  return {
    width: Math.max(1, Math.min(maxWidth, Math.round(width * scale))),
    height: Math.max(1, Math.min(maxHeight, Math.round(height * scale))),
  };
}
