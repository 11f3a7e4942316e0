import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
/** GCM's full tag: a shorter one would make a forged box far easier to find. */
const TAG_BYTES = 16;
const HKDF_INFO = 'reedmere identity: second-factor secrets';

export interface SecretBox {
  /** `v1.<iv>.<tag>.<ciphertext>` (base64url), bound to `owner`. */
  seal(plain: string, owner: string): string;
  /** The plain text, or null when the box was not sealed by this key for this owner. */
  open(sealed: string, owner: string): string | null;
}

/**
 * AES-256-GCM with a key derived (HKDF-SHA256) from a secret only this service holds, so a copy
 * of the database alone does not give the second-factor secrets. Each box is bound to its owner
 * (the account id, as associated data): a box copied to another account does not open.
 */
export function createSecretBox(secret: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), HKDF_INFO, 32));
  return {
    seal(plain, owner) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(owner));
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed, owner) {
      const [version, iv, tag, ciphertext] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || ciphertext === undefined) return null;
      const authTag = Buffer.from(tag, 'base64url');
      if (authTag.length !== TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
          authTagLength: TAG_BYTES,
        });
        decipher.setAAD(Buffer.from(owner));
        decipher.setAuthTag(authTag);
        return Buffer.concat([
          decipher.update(Buffer.from(ciphertext, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
