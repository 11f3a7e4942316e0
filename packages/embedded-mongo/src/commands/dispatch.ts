import type { Document } from 'bson';
import { commandError, MongoCommandError } from '../errors';
import { aggregate, count, distinct } from './aggregate';
import { create, drop, dropDatabase, listCollections, listDatabases } from './collections';
import type { CommandContext, CommandHandler } from './context';
import { deleteCommand } from './delete';
import { find, getMore, killCursors } from './find';
import { findAndModify } from './find-and-modify';
import { buildInfo, connectionStatus, hello, ok } from './handshake';
import { createIndexes, dropIndexes, listIndexes } from './indexes';
import { insert } from './insert';
import { update } from './update';

const configureFailPoint: CommandHandler = (command, { failPoints }) => {
  if (!failPoints) throw commandError('CommandNotFound', "no such command: 'configureFailPoint'");
  return failPoints.configure(command);
};

const HANDLERS: Record<string, CommandHandler> = {
  hello,
  isMaster: hello,
  ismaster: hello,
  ping: ok,
  buildInfo,
  buildinfo: buildInfo,
  endSessions: ok,
  killSessions: ok,
  refreshSessions: ok,
  connectionStatus,
  insert,
  update,
  delete: deleteCommand,
  find,
  getMore,
  killCursors,
  findAndModify,
  findandmodify: findAndModify,
  aggregate,
  count,
  distinct,
  createIndexes,
  listIndexes,
  dropIndexes,
  deleteIndexes: dropIndexes,
  create,
  drop,
  dropDatabase,
  listCollections,
  listDatabases,
  configureFailPoint,
};

const STANDALONE_TRANSACTIONS =
  'Transaction numbers are only allowed on a replica set member or mongos';

/** Runs one command and returns its reply; failures become `{ ok: 0, errmsg, code, codeName }`. */
export function runCommand(body: Document, context: CommandContext): Document {
  try {
    const name = Object.keys(body)[0];
    if (name === undefined)
      throw commandError('CommandNotFound', 'no such command: empty command document');
    if ('txnNumber' in body || 'startTransaction' in body || 'autocommit' in body) {
      throw commandError('IllegalOperation', STANDALONE_TRANSACTIONS);
    }
    if (name === 'commitTransaction' || name === 'abortTransaction')
      throw commandError('IllegalOperation', STANDALONE_TRANSACTIONS);
    const handler = Object.hasOwn(HANDLERS, name) ? HANDLERS[name] : undefined;
    if (!handler) throw commandError('CommandNotFound', `no such command: '${name}'`);
    return handler(body, context);
  } catch (error) {
    const known =
      error instanceof MongoCommandError
        ? error
        : commandError('InternalError', (error as Error).message);
    return {
      ok: 0,
      errmsg: known.message,
      code: known.code,
      codeName: known.codeName,
      ...known.extra,
    };
  }
}
