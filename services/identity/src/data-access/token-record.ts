import type { Schema } from 'mongoose';

/**
 * The fields of a record a client names by a secret token (a session, a sign-in challenge, a
 * password reset link, an invitation link): the token's hash, and the record's life.
 */
export interface TokenRecordFields {
  /** SHA-256 (hex) of the token (the token itself is never stored). */
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
}

export const TOKEN_RECORD_PATHS = {
  tokenHash: { type: String, required: true },
  createdAt: { type: Date, required: true },
  expiresAt: { type: Date, required: true },
} as const;

/**
 * One record a token, found by its hash; the database removes each once it has expired (reads
 * also check the date: the TTL monitor runs only every minute).
 */
export function indexTokenRecords(schema: Schema): void {
  schema.index({ tokenHash: 1 }, { unique: true });
  schema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
}
