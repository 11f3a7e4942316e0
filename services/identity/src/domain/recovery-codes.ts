import { createHash, randomInt } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
/** Crockford's base32 letters: no i, l, o or u to misread. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
/** 24 characters of 5 bits: 120 bits, enough that a plain SHA-256 stores it safely. */
const LENGTH = 24;
const GROUP = 4;

/** One code, in groups of four: `k7q2-9xdm-...`. */
function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code.match(new RegExp(`.{${GROUP}}`, 'g'))!.join('-');
}

export const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

/** How a typed code is compared: lower-case, without spaces or dashes. */
export const normalizeRecoveryCode = (code: string): string =>
  code.toLowerCase().replace(/[\s-]/g, '');

/** What is stored of a code: its SHA-256 (the code is random, so no salt or slow hash is needed). */
export const hashRecoveryCode = (code: string): string =>
  createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
