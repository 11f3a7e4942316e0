import { MAX_MESSAGE_BYTES, MessageFramer, MessageLengthError } from './message-framer';

function message(length: number, fill: number): Buffer {
  const bytes = Buffer.alloc(length, fill);
  bytes.writeInt32LE(length, 0);
  return bytes;
}

function pushInChunks(framer: MessageFramer, stream: Buffer, sizes: number[]): Buffer[] {
  const out: Buffer[] = [];
  let offset = 0;
  for (let i = 0; offset < stream.length; i++) {
    const size = sizes[i % sizes.length]!;
    out.push(...framer.push(stream.subarray(offset, offset + size)));
    offset += size;
  }
  return out;
}

describe('MessageFramer', () => {
  const messages = [message(16, 1), message(21, 2), message(300, 3), message(16, 4)];
  const stream = Buffer.concat(messages);

  it.each([[[1]], [[3]], [[4]], [[5, 1, 17]], [[64]], [[stream.length]]])(
    'returns the same messages whatever the chunk sizes (%j)',
    (sizes) => {
      const framer = new MessageFramer();
      expect(pushInChunks(framer, stream, sizes)).toEqual(messages);
      expect(framer.partialBytes).toBe(0);
    },
  );

  it('reports a partial message: bytes so far and, once known, its declared length', () => {
    const framer = new MessageFramer();
    expect(framer.push(stream.subarray(0, 2))).toEqual([]);
    expect(framer.partialBytes).toBe(2);
    expect(framer.partialDeclaredLength).toBeUndefined();
    expect(framer.push(stream.subarray(2, 20))).toEqual([messages[0]]);
    expect(framer.partialBytes).toBe(4);
    expect(framer.partialDeclaredLength).toBe(21);
  });

  it.each([15, 0, -1, MAX_MESSAGE_BYTES + 1])(
    'refuses a declared length of %d from its first four bytes',
    (declared) => {
      const framer = new MessageFramer();
      const length = Buffer.alloc(4);
      length.writeInt32LE(declared, 0);
      expect(framer.push(length.subarray(0, 3))).toEqual([]);
      expect(() => framer.push(length.subarray(3))).toThrow(MessageLengthError);
    },
  );

  it('accepts a declared length of exactly the maximum', () => {
    const framer = new MessageFramer();
    const length = Buffer.alloc(4);
    length.writeInt32LE(MAX_MESSAGE_BYTES, 0);
    expect(framer.push(length)).toEqual([]);
    expect(framer.partialDeclaredLength).toBe(MAX_MESSAGE_BYTES);
  });
});
