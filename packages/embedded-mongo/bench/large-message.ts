// Time for the server to receive and answer one insert of a ~16 MB document that arrives in 64 KB
// chunks, over a raw socket (what a driver does with a large write). Prints plain figures.
//
//   npm run bench:large-message -w @reedmere/embedded-mongo
//
// Environment (optional): BENCH_ROUNDS (default 7), BENCH_CHUNK_BYTES (default 65536).
import net from 'node:net';
import { deserialize, serialize, type Document } from 'bson';
import { startEmbeddedMongo } from '../src';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const CHUNK_BYTES = Number(process.env.BENCH_CHUNK_BYTES ?? 64 * 1024);
const OP_MSG = 2013;
/** Just under MongoDB's 16 MiB document limit, leaving room for the _id and field names. */
const PAYLOAD_BYTES = 16 * 1024 * 1024 - 1024;

function insertMessage(requestId: number): Buffer {
  const body = serialize({ insert: 'big', $db: 'bench' });
  const doc = serialize({ _id: requestId, payload: 'x'.repeat(PAYLOAD_BYTES) });
  const identifier = Buffer.from('documents\0');
  const sequenceLength = 4 + identifier.length + doc.length;
  const length = 16 + 4 + 1 + body.length + 1 + sequenceLength;
  const message = Buffer.alloc(length);
  let offset = 0;
  offset = message.writeInt32LE(length, offset);
  offset = message.writeInt32LE(requestId, offset);
  offset = message.writeInt32LE(0, offset);
  offset = message.writeInt32LE(OP_MSG, offset);
  offset = message.writeUInt32LE(0, offset); // flags
  offset = message.writeUInt8(0, offset);
  message.set(body, offset);
  offset += body.length;
  offset = message.writeUInt8(1, offset);
  offset = message.writeInt32LE(sequenceLength, offset);
  offset += identifier.copy(message, offset);
  message.set(doc, offset);
  return message;
}

/** Resolves with the reply's body once the whole reply has arrived. */
function sendInChunksAndReadReply(socket: net.Socket, message: Buffer): Promise<Document> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const onClose = () => reject(new Error('the server closed the connection'));
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      received += chunk.length;
      const reply = Buffer.concat(chunks);
      if (received < 4 || received < reply.readInt32LE(0)) return;
      socket.off('data', onData);
      socket.off('close', onClose);
      resolve(deserialize(reply.subarray(16 + 4 + 1)));
    };
    socket.on('data', onData);
    socket.once('close', onClose);
    for (let offset = 0; offset < message.length; offset += CHUNK_BYTES) {
      socket.write(message.subarray(offset, offset + CHUNK_BYTES));
    }
  });
}

async function main(): Promise<void> {
  const server = await startEmbeddedMongo({ inMemory: true, log: () => {} });
  const socket = net.connect(server.port, server.host);
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.setNoDelay(true);
  const timings: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const message = insertMessage(round);
    const started = process.hrtime.bigint();
    const reply = await sendInChunksAndReadReply(socket, message);
    timings.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (reply.ok !== 1 || reply.n !== 1) throw new Error(`insert failed: ${JSON.stringify(reply)}`);
    if (round === 1) {
      console.log(
        `one insert of ${message.length} bytes in ${Math.ceil(message.length / CHUNK_BYTES)} chunks of ${CHUNK_BYTES} bytes`,
      );
    }
  }
  socket.destroy();
  await server.stop();
  const sorted = [...timings].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  console.log(`rounds (ms): ${timings.map((t) => t.toFixed(0)).join(' ')}`);
  console.log(`median ${median.toFixed(0)} ms, best ${sorted[0]!.toFixed(0)} ms`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
