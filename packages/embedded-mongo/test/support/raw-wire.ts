// Raw sockets speaking the wire protocol by hand: for tests about framing and connections, where a
// driver would hide what the server does with partial, oversized or idle messages.
import net from 'node:net';
import { deserialize, serialize, type Document } from 'bson';

const OP_MSG = 2013;
const HEADER_BYTES = 16;

let nextRequestId = 1;

/** An OP_MSG carrying `body` as its one section (kind 0). */
export function opMsg(body: Document): Buffer {
  const doc = serialize(body);
  const message = Buffer.alloc(HEADER_BYTES + 4 + 1 + doc.length);
  message.writeInt32LE(message.length, 0);
  message.writeInt32LE(nextRequestId++, 4);
  message.writeInt32LE(0, 8);
  message.writeInt32LE(OP_MSG, 12);
  message.writeUInt32LE(0, 16); // flags
  message.writeUInt8(0, 20); // section kind 0: the body
  message.set(doc, 21);
  return message;
}

/** A raw connection that collects what the server sends and notices when it closes. */
export class RawConnection {
  private received: Buffer = Buffer.alloc(0);
  private waiters: Array<() => void> = [];
  /** Resolves when the socket has closed, from either side. */
  readonly closed: Promise<void>;
  private isClosed = false;

  private constructor(readonly socket: net.Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.received = Buffer.concat([this.received, chunk]);
      this.wake();
    });
    // A reset from the server is one way of being closed; the test looks at `closed`.
    socket.on('error', () => {});
    this.closed = new Promise((resolve) =>
      socket.once('close', () => {
        this.isClosed = true;
        this.wake();
        resolve();
      }),
    );
  }

  static open(port: number, host = '127.0.0.1'): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, host);
      socket.once('error', reject);
      socket.once('connect', () => {
        socket.off('error', reject);
        resolve(new RawConnection(socket));
      });
    });
  }

  get isOpen(): boolean {
    return !this.isClosed;
  }

  write(bytes: Buffer): Promise<void> {
    return new Promise((resolve, reject) =>
      this.socket.write(bytes, (error) => (error ? reject(error) : resolve())),
    );
  }

  /** Sends one command and resolves with the body of its reply; rejects if the socket closes. */
  async command(body: Document, timeoutMs = 5000): Promise<Document> {
    await this.write(opMsg(body));
    return this.nextReply(timeoutMs);
  }

  async nextReply(timeoutMs = 5000): Promise<Document> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (this.received.length >= 4) {
        const length = this.received.readInt32LE(0);
        if (this.received.length >= length) {
          const reply = this.received.subarray(0, length);
          this.received = this.received.subarray(length);
          return deserialize(reply.subarray(HEADER_BYTES + 4 + 1));
        }
      }
      if (this.isClosed) throw new Error('the server closed the connection before replying');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no reply within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Resolves true if the server closes the socket within `ms`, false if it is still open. */
  async closesWithin(ms: number): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), ms);
    });
    const result = await Promise.race([this.closed.then(() => true as const), timedOut]);
    clearTimeout(timer);
    return result;
  }

  destroy(): Promise<void> {
    this.socket.destroy();
    return this.closed;
  }

  private wake(): void {
    for (const waiter of this.waiters.splice(0)) waiter();
  }
}

/** Collects an embedded server's log lines and waits for one to appear. */
export class LogCollector {
  readonly lines: string[] = [];
  private waiters: Array<() => void> = [];
  readonly log = (line: string): void => {
    this.lines.push(line);
    for (const waiter of this.waiters.splice(0)) waiter();
  };

  async waitFor(pattern: RegExp, timeoutMs = 5000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const line = this.lines.find((l) => pattern.test(l));
      if (line) return line;
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(
          `no log line matching ${pattern} within ${timeoutMs} ms; log:\n${this.lines.join('\n')}`,
        );
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}
