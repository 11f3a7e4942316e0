import type { Socket } from 'node:net';
import type { Document } from 'bson';
import { runCommand } from './commands/dispatch';
import type { CommandContext } from './commands/context';
import type { Cursors } from './cursors';
import type { FailPoints } from './fail-points';
import type { Catalog } from './storage/catalog';
import type { Journal } from './storage/journal';
import {
  encodeOpMsgReply,
  encodeOpReply,
  OP_QUERY,
  parseMessage,
  readHeader,
} from './wire/messages';

const MAX_MESSAGE_BYTES = 48_000_000;

export interface ConnectionDeps {
  catalog: Catalog;
  cursors: Cursors;
  journal: Journal | undefined;
  failPoints: FailPoints | undefined;
  log: (line: string) => void;
}

/**
 * One client socket: splits the byte stream into messages and answers them in order. A command's
 * reply is sent only after its changes are in the journal.
 */
export function serveConnection(socket: Socket, connectionId: number, deps: ConnectionDeps): void {
  let buffered: Buffer = Buffer.alloc(0);
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
    buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
    while (buffered.length >= 16) {
      const { messageLength } = readHeader(buffered);
      if (messageLength < 16 || messageLength > MAX_MESSAGE_BYTES) {
        deps.log(`connection ${connectionId}: invalid message length ${messageLength}, closing`);
        socket.destroy();
        return;
      }
      if (buffered.length < messageLength) break;
      const message = buffered.subarray(0, messageLength);
      buffered = buffered.subarray(messageLength);
      queue = queue.then(() =>
        handle(message).catch((error: Error) => {
          deps.log(`connection ${connectionId}: ${error.message}, closing`);
          socket.destroy();
        }),
      );
    }
  });
  socket.on('error', () => socket.destroy());
}
