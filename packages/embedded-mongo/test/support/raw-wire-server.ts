import { startEmbeddedMongo, type EmbeddedMongo, type EmbeddedMongoOptions } from '../../src';
import { LogCollector, RawConnection } from './raw-wire';

export interface RawWireServer {
  /** The running server (set once the block's `beforeAll` has run). */
  readonly server: EmbeddedMongo;
  /** Every line the server logged. */
  readonly logs: LogCollector;
  /** A raw socket to the server, destroyed after the block. */
  open(): Promise<RawConnection>;
  /** Destroys the raw sockets opened so far. */
  closeConnections(): Promise<void>;
}

/**
 * For the enclosing describe: an in-memory embedded server with `options`, its log collected, and
 * raw connections to it; the connections and the server are stopped after the block.
 */
export function useRawWireServer(
  options: Omit<EmbeddedMongoOptions, 'inMemory' | 'log'>,
): RawWireServer {
  const logs = new LogCollector();
  const connections: RawConnection[] = [];
  let server: EmbeddedMongo | undefined;
  beforeAll(async () => {
    server = await startEmbeddedMongo({ ...options, inMemory: true, log: logs.log });
  });
  const closeConnections = async () => {
    await Promise.all(connections.splice(0).map((connection) => connection.destroy()));
  };
  afterAll(async () => {
    await closeConnections();
    await server?.stop();
  });
  return {
    get server() {
      if (!server) throw new Error('The server starts in beforeAll');
      return server;
    },
    logs,
    async open() {
      const connection = await RawConnection.open(this.server.port);
      connections.push(connection);
      return connection;
    },
    closeConnections,
  };
}
