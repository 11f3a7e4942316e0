import { createHash, randomBytes } from 'node:crypto';

const SESSION_ID_BYTES = 32;

/** 32 random bytes, hex: unguessable, and safe to carry in a signed cookie. */
export const newSessionId = (): string => randomBytes(SESSION_ID_BYTES).toString('hex');

export const isSessionIdShape = (value: unknown): value is string =>
  typeof value === 'string' && /^[a-f0-9]{64}$/.test(value);

/**
 * Only the SHA-256 of a session id is stored, so a copy of the database does not hand out live
 * sessions. The id is already random, so no salt or slow hash is needed.
 */
export const hashSessionId = (sessionId: string): string =>
  createHash('sha256').update(sessionId).digest('hex');
