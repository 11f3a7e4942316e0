import type { Connection, ConnectOptions } from 'mongoose';
import { connectDatabase } from '../database';

/** How long a test waits for a database it has just started to answer. */
const FIRST_ANSWER_WAIT_MS = 30_000;

/**
 * `connectDatabase` for a test's own connection to a database it has just started, tried again
 * while the server has not answered: on a busy machine its first answer can take longer than the
 * two seconds a service waits, and the test means "once it answers". Operations keep the
 * service's two seconds, so a test of a stopped database still sees it fail fast.
 */
export async function connectTestDatabase(
  uri: string,
  extra: Omit<ConnectOptions, 'writeConcern'> = {},
): Promise<Connection> {
  const deadline = Date.now() + FIRST_ANSWER_WAIT_MS;
  for (;;) {
    try {
      return await connectDatabase(uri, extra);
    } catch (error) {
      const unanswered = error instanceof Error && error.name === 'MongooseServerSelectionError';
      if (!unanswered || Date.now() >= deadline) throw error;
    }
  }
}
