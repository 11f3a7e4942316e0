import { randomBytes, scryptSync } from 'node:crypto';
import { hashPassword, needsRehash, verifyPassword } from '../src/domain/password-hashing';

describe('password hashing', () => {
  // A hash at production's cost takes a quarter of a second of a core: made once, read by several cases.
  let hash: string;
  beforeAll(async () => {
    hash = await hashPassword('correct horse battery');
  });

  it('stores the parameters, a 16-byte salt and the hash, never the password', () => {
    const [scheme, N, r, p, salt, key] = hash.split('$');
    expect([scheme, N, r, p]).toEqual(['scrypt', '131072', '8', '1']);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64')).toHaveLength(64);
    expect(hash).not.toContain('correct horse battery');
  });

  it('verifies the right password only', async () => {
    await expect(verifyPassword('correct horse battery', hash)).resolves.toBe(true);
    await expect(verifyPassword('correct horse batterY', hash)).resolves.toBe(false);
    await expect(verifyPassword('', hash)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('correct horse battery')).not.toBe(hash);
  });

  it('still verifies hashes made with other parameters, and asks for those to be upgraded', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('older password', salt, 64, { N: 2 ** 14, r: 8, p: 1 });
    const old = ['scrypt', 2 ** 14, 8, 1, salt.toString('base64'), key.toString('base64')].join(
      '$',
    );
    await expect(verifyPassword('older password', old)).resolves.toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(hash)).toBe(false);
  });

  it('hashes at the cost it is given, and asks for a hash of another cost to be upgraded', async () => {
    const cheap = await hashPassword('correct horse battery', 10);
    expect(cheap.split('$')[1]).toBe(String(2 ** 10));
    await expect(verifyPassword('correct horse battery', cheap)).resolves.toBe(true);
    expect(needsRehash(cheap, 10)).toBe(false);
    // Production's cost upgrades it at the next sign-in.
    expect(needsRehash(cheap)).toBe(true);
  });

  it('treats a malformed or absurd stored hash as a mismatch', async () => {
    for (const stored of [
      '',
      'plain',
      'bcrypt$1$2$3$4$5',
      'scrypt$3$8$1$AAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      `scrypt$${2 ** 30}$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
    ]) {
      await expect(verifyPassword('anything at all', stored)).resolves.toBe(false);
      expect(needsRehash(stored)).toBe(true);
    }
  });
});
