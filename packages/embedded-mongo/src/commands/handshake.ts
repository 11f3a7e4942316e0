import { MAX_MESSAGE_BYTES } from '../wire/message-framer';
import type { CommandHandler } from './context';

export const SERVER_VERSION = '7.0.0';
const MAX_WIRE_VERSION = 21; // MongoDB 7.0

/**
 * A standalone server: no setName (so no transactions or read preferences), no topologyVersion
 * (the driver polls instead of streaming), no compression.
 */
export const hello: CommandHandler = (command, { connectionId }) => {
  const modern = 'hello' in command;
  return {
    ...(command.helloOk === true ? { helloOk: true } : {}),
    ...(modern ? { isWritablePrimary: true } : { ismaster: true }),
    maxBsonObjectSize: 16 * 1024 * 1024,
    maxMessageSizeBytes: MAX_MESSAGE_BYTES,
    maxWriteBatchSize: 100_000,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId,
    minWireVersion: 0,
    maxWireVersion: MAX_WIRE_VERSION,
    readOnly: false,
    ok: 1,
  };
};

export const buildInfo: CommandHandler = () => ({
  version: SERVER_VERSION,
  versionArray: [7, 0, 0, 0],
  gitVersion: 'embedded',
  bits: 64,
  debug: false,
  maxBsonObjectSize: 16 * 1024 * 1024,
  storageEngines: ['journal'],
  ok: 1,
});

export const ok: CommandHandler = () => ({ ok: 1 });

export const connectionStatus: CommandHandler = () => ({
  authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] },
  ok: 1,
});
