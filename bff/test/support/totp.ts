import { Secret, TOTP } from 'otpauth';

/** The code an authenticator app shows for the secret now, `steps` periods later. */
export const codeFor = (secret: string, steps = 0): string =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

/** A six-digit code that is right for no period near now. */
export function wrongCode(secret: string): string {
  const near = new Set([-2, -1, 0, 1, 2].map((steps) => codeFor(secret, steps)));
  for (let n = 0; ; n += 1) {
    const code = String(n).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}
