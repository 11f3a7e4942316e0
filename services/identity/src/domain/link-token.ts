import { createHash, randomBytes } from 'node:crypto';

/**
 * The secret of a link this service makes for someone not signed in: an invitation's, a password
 * reset's. Only its hash is stored; the link carries the token itself.
 */
const TOKEN_BYTES = 32;

/** 32 random bytes, base64url: unguessable, and safe in a link without escaping. */
export const newLinkToken = (): string => randomBytes(TOKEN_BYTES).toString('base64url');

/** What a token from `newLinkToken` looks like; anything else is looked up no further. */
export const isLinkTokenShape = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);

/**
 * Only the SHA-256 of a token is stored, so a copy of the database opens no account. The token
 * is already random, so no salt or slow hash is needed.
 */
export const hashLinkToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
