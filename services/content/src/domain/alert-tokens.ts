import { createHash, randomBytes } from 'node:crypto';

/** A link's secret: 256 random bits, URL-safe (43 characters). */
export const newAlertToken = (): string => randomBytes(32).toString('base64url');

/** Only this is stored: a stolen copy of the collection confirms or cancels nothing. */
export const hashAlertToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** The hash of a well-formed token, or null for anything else (looked up as unknown). */
export function alertTokenHash(token: unknown): string | null {
  return typeof token === 'string' && TOKEN_FORMAT.test(token) ? hashAlertToken(token) : null;
}
