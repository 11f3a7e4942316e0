import type { Socket } from 'node:net';
import type { Document } from 'bson';
import { runCommand } from './commands/dispatch';
import type { CommandContext } from './commands/context';
import type { Cursors } from './cursors';
import type { FailPoints } from './fail-points';
import type { Catalog } from './storage/catalog';
import type { Journal } from './storage/journal';
import { MessageFramer } from './wire/message-framer';
import { encodeOpMsgReply, encodeOpReply, OP_QUERY, parseMessage } from './wire/messages';

export interface ConnectionDeps {
  catalog: Catalog;
  cursors: Cursors;
  journal: Journal | undefined;
  failPoints: FailPoints | undefined;
  /** A connection that sent part of a message and then nothing for this long is closed. */
  partialMessageTimeoutMs: number;
  log: (line: string) => void;
}

/**
 * One client socket: splits the byte stream into messages and answers them in order. A command's
 * reply is sent only after its changes are in the journal.
 */
export function serveConnection(socket: Socket, connectionId: number, deps: ConnectionDeps): void {
  const framer = new MessageFramer();
  let queue = Promise.resolve();
  let appName: string | undefined;

  const handle = async (message: Buffer): Promise<void> => {
    const incoming = parseMessage(message);
    const { body } = incoming;
    const db = (body.$db as string | undefined) ?? incoming.legacyDb ?? 'admin';
    appName ??= (body.client as { application?: { name?: string } } | undefined)?.application?.name;
    const context: CommandContext = {
      catalog: deps.catalog,
      cursors: deps.cursors,
      db,
      connectionId,
      failPoints: deps.failPoints,
    };
    const failure = deps.failPoints?.match(Object.keys(body)[0] ?? '', appName);
    if (failure?.blockTimeMS)
      await new Promise((resolve) => setTimeout(resolve, failure.blockTimeMS));
    if (failure?.closeConnection) {
      socket.destroy();
      return;
    }
    let reply: Document;
    try {
      reply =
        failure?.errorCode !== undefined
          ? {
              ok: 0,
              code: failure.errorCode,
              errmsg: "Failing command via 'failCommand' failpoint",
            }
          : runCommand(body, context);
    } finally {
      const changes = deps.catalog.takePending();
      if (changes.length && deps.journal) await deps.journal.append(changes);
    }
    if (failure?.errorLabels) reply.errorLabels = failure.errorLabels;
    if (failure?.writeConcernError) reply.writeConcernError = failure.writeConcernError;
    if (incoming.moreToCome || socket.destroyed) return;
    const requestId = incoming.header.requestId;
    socket.write(
      incoming.header.opCode === OP_QUERY
        ? encodeOpReply(requestId, reply)
        : encodeOpMsgReply(requestId, reply),
    );
  };

  socket.on('data', (chunk: Buffer) => {
    let messages: Buffer[];
    try {
      messages = framer.push(chunk);
    } catch (error) {
      deps.log(`connection ${connectionId}: ${(error as Error).message}, closing`);
      socket.destroy();
      return;
    }
    for (const message of messages) {
      queue = queue.then(() =>
        handle(message).catch((error: Error) => {
          deps.log(`connection ${connectionId}: ${error.message}, closing`);
          socket.destroy();
        }),
      );
    }
    // Only a message left half-sent starts the clock: between messages a driver keeps its pooled
    // connections open and silent for as long as it likes.
    socket.setTimeout(framer.partialBytes > 0 ? deps.partialMessageTimeoutMs : 0);
  });
  socket.on('timeout', () => {
    if (framer.partialBytes === 0) return;
    const declared = framer.partialDeclaredLength;
    const received = framer.partialBytes;
    const progress =
      declared === undefined
        ? `${received} bytes of a message header`
        : `${received} of ${declared} bytes of a message`;
    deps.log(
      `connection ${connectionId}: ${progress}, then nothing for ${deps.partialMessageTimeoutMs} ms, closing`,
    );
    socket.destroy();
  });
  socket.on('error', () => socket.destroy());
}
