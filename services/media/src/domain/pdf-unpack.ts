import { constants, createInflate, inflateSync } from 'node:zlib';

export type Unpacked =
  /** `broken`: not valid FlateDecode data, or damaged part way (`size` counts what came before). */
  | { status: 'ok' | 'broken'; size: number; bytes: Buffer }
  /** More than the bytes allowed: a decompression bomb, or far beyond any real document. */
  | { status: 'too-large' };

const NOTHING = Buffer.alloc(0);

/** Small streams (nearly all of them) inflate at once; larger ones in the zlib thread pool. */
const INFLATE_AT_ONCE = 1024 * 1024;

// Truncated data gives what it holds, as readers show it, instead of an error.
const options = { finishFlush: constants.Z_SYNC_FLUSH };

/**
 * Inflates FlateDecode data, giving up once the output passes `maxBytes`. `data` may run past the
 * end of the stream: zlib stops at the end of the compressed data, as readers do. With `keep`
 * false the output is only counted, never held.
 */
export async function inflateBounded(
  data: Uint8Array,
  maxBytes: number,
  keep: boolean,
): Promise<Unpacked> {
  try {
    const bytes = inflateSync(data, {
      ...options,
      maxOutputLength: Math.max(1, Math.min(maxBytes, INFLATE_AT_ONCE)),
    });
    if (bytes.length > maxBytes) return { status: 'too-large' };
    return { status: 'ok', size: bytes.length, bytes: keep ? bytes : NOTHING };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_BUFFER_TOO_LARGE') {
      return { status: 'broken', size: 0, bytes: NOTHING };
    }
    if (maxBytes <= INFLATE_AT_ONCE) return { status: 'too-large' };
  }
  return inflateStreaming(data, maxBytes, keep);
}

async function inflateStreaming(
  data: Uint8Array,
  maxBytes: number,
  keep: boolean,
): Promise<Unpacked> {
  const inflater = createInflate({ ...options, chunkSize: 64 * 1024 });
  inflater.end(data);
  const chunks: Buffer[] = [];
  let size = 0;
  let status: 'ok' | 'broken' = 'ok';
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) return { status: 'too-large' };
      if (keep) chunks.push(chunk);
    }
  } catch {
    status = 'broken';
  } finally {
    inflater.destroy();
  }
  return { status, size, bytes: keep ? Buffer.concat(chunks) : NOTHING };
}
