import pLimit from 'p-limit';
import type { ImageTaskResult } from './image-task';
import { processImage } from './process-image';

export interface ImagePool {
  process(bytes: Uint8Array): Promise<ImageTaskResult>;
  /** Refuses what is still waiting and resolves once the images in progress are done. */
  close(): Promise<void>;
}

/** The service is stopping: an image still waiting for its turn is not processed. */
export class ImagePoolClosedError extends Error {
  constructor() {
    super('The image pool is closed');
    this.name = 'ImagePoolClosedError';
  }
}

/**
 * A bounded queue: at most `concurrency` images are decoded at once, the rest wait their turn in
 * order. sharp already works off the event loop; the bound keeps the cores and the memory that
 * decoded pixels take in check when many uploads arrive together. `work` is replaced in tests.
 */
export function createImagePool(
  concurrency: number,
  work: (bytes: Uint8Array) => Promise<ImageTaskResult> = processImage,
): ImagePool {
  const limit = pLimit(Math.max(1, concurrency));
  const inProgress = new Set<Promise<unknown>>();
  let closed = false;
  return {
    process(bytes) {
      const task = limit(() => (closed ? Promise.reject(new ImagePoolClosedError()) : work(bytes)));
      const settled: Promise<unknown> = task.then(
        () => inProgress.delete(settled),
        () => inProgress.delete(settled),
      );
      inProgress.add(settled);
      return task;
    },
    async close() {
      closed = true;
      await Promise.all(inProgress);
    },
  };
}
