import { AGENCY } from '@reedmere/agency';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it by default: SHA-1, 6 digits, 30 s steps. */
export const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** Codes of one step before or after the current one are taken too (clock drift). */
const WINDOW = 1;
/** 160 bits, as RFC 4226 recommends for the shared secret. */
const SECRET_BYTES = 20;

/** A new secret, base32 (how authenticator apps take it). */
export const newTotpSecret = (): string => new Secret({ size: SECRET_BYTES }).base32;

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(secret: string, email: string): string {
  return new TOTP({
    issuer: AGENCY.name,
    label: email,
    secret: Secret.fromBase32(secret),
    ...TOTP_SETTINGS,
  }).toString();
}

/** Digits only: spaces and dashes an app shows between groups are left out. */
export const normalizeCode = (code: string): string => code.replace(/[\s-]/g, '');

/**
 * The time step the code belongs to when it is right at `now` (within one step either side),
 * else null. A caller refuses a step already used, so a code works once.
 */
export function totpStep(secret: string, code: string, now: Date): number | null {
  const token = normalizeCode(code);
  if (!/^\d{6}$/.test(token)) return null;
  const timestamp = now.getTime();
  const delta = TOTP.validate({
    token,
    secret: Secret.fromBase32(secret),
    timestamp,
    window: WINDOW,
    ...TOTP_SETTINGS,
  });
  if (delta === null) return null;
  return TOTP.counter({ period: TOTP_SETTINGS.period, timestamp }) + delta;
}
