import path from 'node:path';
import Piscina from 'piscina';
import type { ImageTask, ImageTaskResult } from './image-task';

export interface ImagePool {
  process(bytes: Uint8Array): Promise<ImageTaskResult>;
  close(): Promise<void>;
}

/**
 * Where the worker's JavaScript is. Worker threads load plain JS, so the pool always runs the
 * compiled `dist/domain/image-worker.js`: beside this file once built, and, when this file runs
 * from `src/` as TypeScript (ts-jest), from the build folder (the `test` script builds first).
 */
export function imageWorkerPath(): string {
  const runningFromSource = __filename.endsWith('.ts');
  return runningFromSource
    ? path.resolve(__dirname, '..', '..', 'dist', 'domain', 'image-worker.js')
    : path.join(__dirname, 'image-worker.js');
}

/** A bounded pool: at most `threads` images are decoded at once; the rest wait in its queue. */
export function createImagePool(threads: number): ImagePool {
  const pool = new Piscina<ImageTask, ImageTaskResult>({
    filename: imageWorkerPath(),
    name: 'processImage',
    minThreads: 0,
    maxThreads: Math.max(1, threads),
    // Idle threads go after a minute, so a quiet service holds no decoder memory.
    idleTimeout: 60_000,
  });
  return {
    // The input is copied, not transferred: multer's buffer may share its memory with others.
    process: (bytes) => pool.run({ bytes }),
    close: () => pool.close({ force: true }),
  };
}
