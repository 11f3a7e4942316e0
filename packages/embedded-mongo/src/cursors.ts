import { calculateObjectSize, Long, type Document } from 'bson';
import { randomBytes } from 'node:crypto';
import { commandError } from './errors';

/** Replies must stay under 16 MiB, so batches are cut by size as well as by count. */
const MAX_BATCH_BYTES = 16 * 1024 * 1024 - 64 * 1024;

interface OpenCursor {
  namespace: string;
  remaining: Document[];
  lastUsed: number;
}

export interface CursorReply {
  id: Long;
  ns: string;
  firstBatch?: Document[];
  nextBatch?: Document[];
}

function takeBatch(docs: Document[], batchSize: number | undefined): Document[] {
  const limit = batchSize === undefined || batchSize <= 0 ? docs.length : batchSize;
  let bytes = 0;
  let count = 0;
  while (count < Math.min(limit, docs.length)) {
    bytes += calculateObjectSize(docs[count]!);
    if (bytes > MAX_BATCH_BYTES && count > 0) break;
    count++;
  }
  return docs.splice(0, count);
}

/** Open cursors of every connection; abandoned ones are closed after an idle timeout. */
export class Cursors {
  private readonly open = new Map<string, OpenCursor>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly idleTimeoutMs = 10 * 60 * 1000) {
    this.sweeper = setInterval(() => this.closeIdle(), Math.min(60_000, idleTimeoutMs)).unref();
  }

  /**
   * Answers the first batch; the rest stays on a cursor for getMore. `batchSize` undefined means
   * the default first batch of 101 documents; 0 means an empty first batch.
   */
  start(
    namespace: string,
    docs: Document[],
    batchSize: number | undefined,
    singleBatch = false,
  ): CursorReply {
    const firstBatch = batchSize === 0 ? [] : takeBatch(docs, batchSize ?? 101);
    if (docs.length === 0 || singleBatch) return { firstBatch, id: Long.ZERO, ns: namespace };
    const id = Long.fromBigInt(randomBytes(8).readBigUInt64BE() >> 2n);
    this.open.set(id.toString(), { namespace, remaining: docs, lastUsed: Date.now() });
    return { firstBatch, id, ns: namespace };
  }

  getMore(id: unknown, batchSize: number | undefined): CursorReply {
    const key = String(id);
    const cursor = this.open.get(key);
    if (!cursor) throw commandError('CursorNotFound', `cursor id ${key} not found`);
    cursor.lastUsed = Date.now();
    const nextBatch = takeBatch(cursor.remaining, batchSize);
    if (cursor.remaining.length === 0) {
      this.open.delete(key);
      return { nextBatch, id: Long.ZERO, ns: cursor.namespace };
    }
    return { nextBatch, id: Long.fromString(key), ns: cursor.namespace };
  }

  kill(ids: unknown[]): { killed: Long[]; notFound: Long[] } {
    const killed: Long[] = [];
    const notFound: Long[] = [];
    for (const id of ids) {
      const long = Long.fromString(String(id));
      (this.open.delete(long.toString()) ? killed : notFound).push(long);
    }
    return { killed, notFound };
  }

  private closeIdle(): void {
    const cutoff = Date.now() - this.idleTimeoutMs;
    for (const [id, cursor] of this.open) if (cursor.lastUsed < cutoff) this.open.delete(id);
  }

  get size(): number {
    return this.open.size;
  }

  close(): void {
    clearInterval(this.sweeper);
    this.open.clear();
  }
}
