import { BATCH_SIZE } from './image-constants';

/** Splits a list into consecutive batches of at most `size` items, keeping the order. */
export function inBatches<T>(items: readonly T[], size: number = BATCH_SIZE): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    batches.push(items.slice(start, start + size));
  }
  return batches;
}
