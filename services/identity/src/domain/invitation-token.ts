import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;

/** 32 random bytes, base64url: unguessable, and safe in a link without escaping. */
export const newInvitationToken = (): string => randomBytes(TOKEN_BYTES).toString('base64url');

/** What a token from `newInvitationToken` looks like; anything else is looked up no further. */
export const isInvitationTokenShape = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);

/**
 * Only the SHA-256 of a token is stored, so a copy of the database opens no account. The token
 * is already random, so no salt or slow hash is needed.
 */
export const hashInvitationToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
