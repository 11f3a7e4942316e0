import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt's cost is N = 2^cost, with r=8, p=1. 17 is the minimum OWASP's password storage guidance
 * gives for scrypt (128 MiB and about 0.27 s of one core a hash on a 2-core server), and the least
 * production accepts; tests set less, so that a sign-in costs them milliseconds. The parameters
 * are stored with each hash: a hash made at another cost still verifies, and is replaced at the
 * next successful sign-in.
 */
export const PRODUCTION_HASH_COST = 17;
/** Settings of whatever makes hashes. */
export interface PasswordHashSettings {
  /** scrypt's N is 2 to this power. */
  passwordHashCost: number;
}

const scryptParams = (cost: number) => ({ N: 2 ** cost, r: 8, p: 1 }) as const;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** A stored hash that names a cost beyond this is refused rather than allowed to exhaust memory. */
const MAX_SCRYPT_MEMORY = 256 * 1024 * 1024;

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

function deriveKey(password: string, salt: Buffer, length: number, params: ScryptOptions) {
  const { N = 0, r = 0, p = 1 } = params;
  // Node refuses scrypt above maxmem (default 32 MiB). These parameters need 128 * N * r bytes
  // (128 MiB at N=2^17, r=8) plus a little per p: allow that with 32 MiB to spare.
  const maxmem = 128 * N * r * p + 32 * 1024 * 1024;
  return new Promise<Buffer>((resolve, reject) => {
    // The async form runs on libuv's pool, so a hash never blocks other requests.
    scrypt(password.normalize('NFKC'), salt, length, { N, r, p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$<salt base64>$<hash base64>` */
export async function hashPassword(
  password: string,
  cost: number = PRODUCTION_HASH_COST,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const { N, r, p } = scryptParams(cost);
  const key = await deriveKey(password, salt, KEY_BYTES, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

function parseHash(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4]!, 'base64');
  const hash = Buffer.from(parts[5]!, 'base64');
  const whole = [N, r, p].every((n) => Number.isSafeInteger(n) && n >= 1);
  const validCost = whole && N > 1 && (N & (N - 1)) === 0 && 128 * N * r * p <= MAX_SCRYPT_MEMORY;
  if (!validCost || salt.length === 0 || hash.length < 16) return undefined;
  return { N, r, p, salt, hash };
}

/** True when the password matches. Always spends scrypt time, even for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) {
    await verifyAgainstDummy(password);
    return false;
  }
  const key = await deriveKey(password, parsed.salt, parsed.hash.length, parsed);
  return timingSafeEqual(key, parsed.hash);
}

/** A hash made with other (older) parameters is replaced after the next successful sign-in. */
export function needsRehash(stored: string, cost: number = PRODUCTION_HASH_COST): boolean {
  const parsed = parseHash(stored);
  const wanted = scryptParams(cost);
  return !parsed || parsed.N !== wanted.N || parsed.r !== wanted.r || parsed.p !== wanted.p;
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * Same work as checking a real account, so an unknown email answers no faster than a known one
 * and response times do not reveal which emails exist.
 */
export async function verifyAgainstDummy(
  password: string,
  cost: number = PRODUCTION_HASH_COST,
): Promise<false> {
  if (!dummyHashes.has(cost)) {
    dummyHashes.set(cost, hashPassword(randomBytes(16).toString('hex'), cost));
  }
  const stored = await dummyHashes.get(cost)!;
  const parsed = parseHash(stored)!;
  const key = await deriveKey(password, parsed.salt, parsed.hash.length, parsed);
  timingSafeEqual(key, parsed.hash);
  return false;
}
