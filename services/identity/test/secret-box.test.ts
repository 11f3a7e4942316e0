import { createSecretBox } from '../src/domain/secret-box';

describe('the secret box', () => {
  const box = createSecretBox('a-secret-of-at-least-32-characters-long');

  it('opens what it sealed for the same owner only', () => {
    const sealed = box.seal('the plain text', 'owner-1');
    expect(box.open(sealed, 'owner-1')).toBe('the plain text');
    expect(box.open(sealed, 'owner-2')).toBeNull();
  });

  it('refuses a box whose tag is shorter than 16 bytes', () => {
    const [version, iv, tag, ciphertext] = box.seal('the plain text', 'owner-1').split('.');
    for (const bytes of [4, 8, 12, 15]) {
      const short = Buffer.from(tag!, 'base64url').subarray(0, bytes).toString('base64url');
      expect(box.open([version, iv, short, ciphertext].join('.'), 'owner-1')).toBeNull();
    }
  });
});
