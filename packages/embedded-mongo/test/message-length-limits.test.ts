// A message declaring more than MongoDB's maxMessageSizeBytes (48,000,000) or less than a header
// (16 bytes) is refused by closing the connection as soon as its length is read, without waiting
// for the rest. Embedded only: it reads the server's log.
import { describeEmbeddedOnly } from './support/connection-target';
import { useRawWireServer } from './support/raw-wire-server';

const MAX_MESSAGE_BYTES = 48_000_000;

function lengthOnly(declared: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeInt32LE(declared, 0);
  return bytes;
}

describeEmbeddedOnly('message length limits', () => {
  // A long partial-message timeout: a refusal here must come from the length alone.
  const wire = useRawWireServer({ partialMessageTimeoutMs: 60_000 });
  const { logs } = wire;
  const open = () => wire.open();

  it.each([
    ['one byte over the maximum', MAX_MESSAGE_BYTES + 1],
    ['2 GB', 0x7fffffff],
    ['less than a header', 15],
    ['zero', 0],
    ['negative', -1],
  ])('closes the connection when the declared length is %s', async (_, declared) => {
    const connection = await open();
    await connection.write(lengthOnly(declared));
    expect(await connection.closesWithin(2000)).toBe(true);
    expect(await logs.waitFor(new RegExp(`invalid message length ${declared}\\b`))).toMatch(
      /closing/,
    );
  });

  it('accepts a message declaring exactly the maximum, and waits for the rest', async () => {
    const connection = await open();
    await connection.write(lengthOnly(MAX_MESSAGE_BYTES));
    expect(await connection.closesWithin(500)).toBe(false);
  });

  it('keeps serving other clients', async () => {
    const connection = await open();
    expect(await connection.command({ ping: 1, $db: 'admin' })).toMatchObject({ ok: 1 });
  });
});
