import { compressImage } from './compress-image';
import { inBatches } from './in-batches';

export interface CompressionFailure {
  file: File;
  message: string;
}

export interface CompressionResult {
  /** Compressed files paired with their originals, in the order chosen. */
  compressed: { original: File; file: File }[];
  failures: CompressionFailure[];
}

/**
 * Compresses files 3 at a time: the files of one batch run together, batches run
 * one after another to keep memory in check. `onBatch` is told before each batch starts. One file
 * failing does not stop the others.
 */
export async function compressInBatches(
  files: readonly File[],
  onBatch: (progress: { batch: number; batches: number }) => void,
  compress: (file: File) => Promise<File> = compressImage,
): Promise<CompressionResult> {
  const batches = inBatches(files);
  const result: CompressionResult = { compressed: [], failures: [] };
  for (const [index, batch] of batches.entries()) {
    onBatch({ batch: index + 1, batches: batches.length });
    const settled = await Promise.allSettled(batch.map((file) => compress(file)));
    batch.forEach((original, position) => {
      const outcome = settled[position];
      if (!outcome) return;
      if (outcome.status === 'fulfilled') {
        result.compressed.push({ original, file: outcome.value });
      } else {
        const reason: unknown = outcome.reason;
        result.failures.push({
          file: original,
          message: reason instanceof Error ? reason.message : String(reason),
        });
      }
    });
  }
  return result;
}
