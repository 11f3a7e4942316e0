import type { Connection, ConnectOptions } from 'mongoose';
import { connectDatabaseWithin } from '../database';

/** How long a test waits for a database it has just started to answer. */
const FIRST_ANSWER_WAIT_MS = 30_000;

/**
 * A test's own connection to a database it has just started, once it answers: on a busy
 * machine its first answer can take longer than the two seconds an operation waits, and the test
 * means "once it answers". Operations keep the two seconds, so a test of a stopped database still
 * sees it fail fast.
 */
export const connectTestDatabase = (
  uri: string,
  extra: Omit<ConnectOptions, 'writeConcern'> = {},
): Promise<Connection> => connectDatabaseWithin(uri, FIRST_ANSWER_WAIT_MS, extra);
