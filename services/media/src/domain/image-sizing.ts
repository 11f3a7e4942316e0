import { IMAGE_MAX_HEIGHT, IMAGE_MAX_WIDTH } from '@reedmere/contracts';
import type { Dimensions } from './image-dimensions';

/** Fits within 1200x800 keeping the aspect ratio; never enlarges. */
export function fitWithin(
  source: Dimensions,
  maxWidth = IMAGE_MAX_WIDTH,
  maxHeight = IMAGE_MAX_HEIGHT,
): Dimensions {
  const scale = Math.min(1, maxWidth / source.width, maxHeight / source.height);
  if (scale === 1) return { ...source };
  return {
    width: Math.max(1, Math.round(source.width * scale)),
    height: Math.max(1, Math.round(source.height * scale)),
  };
}

/** A variant `width` wide (or as wide as the source when it is narrower), same aspect ratio. */
export function variantSize(source: Dimensions, width: number): Dimensions {
  if (source.width <= width) return { ...source };
  return { width, height: Math.max(1, Math.round((source.height * width) / source.width)) };
}
