/** Every wire message starts with a 16-byte header whose first int32 is the whole length. */
export const HEADER_BYTES = 16;

/** MongoDB's maxMessageSizeBytes, as the handshake advertises it. */
export const MAX_MESSAGE_BYTES = 48_000_000;

/** A message declared a length no valid message has: the stream cannot be framed any further. */
export class MessageLengthError extends Error {
  constructor(readonly declaredLength: number) {
    super(`invalid message length ${declaredLength}`);
  }
}

/**
 * Splits a byte stream into whole wire messages by their declared lengths. Received chunks are
 * kept as they arrived and joined once, when the whole message is in: growing one buffer on
 * every chunk would copy a large message over and over (quadratic in its size).
 */
export class MessageFramer {
  private chunks: Buffer[] = [];
  private bufferedBytes = 0;
  private declaredLength: number | undefined;

  constructor(private readonly maxMessageBytes = MAX_MESSAGE_BYTES) {}

  /**
   * Adds a received chunk and returns the messages it completed, in order. Throws
   * MessageLengthError as soon as a length is read that is below a header or above the maximum.
   */
  push(chunk: Buffer): Buffer[] {
    if (chunk.length > 0) {
      this.chunks.push(chunk);
      this.bufferedBytes += chunk.length;
    }
    const messages: Buffer[] = [];
    for (;;) {
      if (this.declaredLength === undefined) {
        if (this.bufferedBytes < 4) break;
        const length = this.readLength();
        if (length < HEADER_BYTES || length > this.maxMessageBytes) {
          throw new MessageLengthError(length);
        }
        this.declaredLength = length;
      }
      if (this.bufferedBytes < this.declaredLength) break;
      messages.push(this.take(this.declaredLength));
      this.declaredLength = undefined;
    }
    return messages;
  }

  /** Bytes received of a message not yet complete; 0 between messages. */
  get partialBytes(): number {
    return this.bufferedBytes;
  }

  /** The length the incomplete message declared, once its first four bytes are in. */
  get partialDeclaredLength(): number | undefined {
    return this.declaredLength;
  }

  private readLength(): number {
    const first = this.chunks[0]!;
    if (first.length >= 4) return first.readInt32LE(0);
    const bytes = Buffer.alloc(4);
    let filled = 0;
    for (const chunk of this.chunks) {
      filled += chunk.copy(bytes, filled, 0, Math.min(chunk.length, 4 - filled));
      if (filled === 4) break;
    }
    return bytes.readInt32LE(0);
  }

  /** Removes the first `length` buffered bytes (all present) and returns them as one buffer. */
  private take(length: number): Buffer {
    const first = this.chunks[0]!;
    if (first.length >= length) {
      // Entirely inside one chunk: a view, no copy.
      if (first.length === length) this.chunks.shift();
      else this.chunks[0] = first.subarray(length);
      this.bufferedBytes -= length;
      return first.subarray(0, length);
    }
    const message = Buffer.allocUnsafe(length);
    let filled = 0;
    let whole = 0;
    while (filled < length) {
      const chunk = this.chunks[whole]!;
      const needed = length - filled;
      if (chunk.length <= needed) {
        chunk.copy(message, filled);
        filled += chunk.length;
        whole++;
      } else {
        chunk.copy(message, filled, 0, needed);
        this.chunks[whole] = chunk.subarray(needed);
        filled = length;
      }
    }
    this.chunks.splice(0, whole);
    this.bufferedBytes -= length;
    return message;
  }
}
