import { randomBytes } from 'node:crypto';
import { signToken, verifyToken } from './signed-token';

const AUDIENCE = 'reedmere-device';
/** A browser stays known to an account for a year after its last sign-in there. */
export const DEVICE_LIFETIME_SECONDS = 365 * 24 * 60 * 60;

/** A browser that has signed in to an account: it keeps its own budget of failed sign-ins. */
export interface KnownDevice {
  /** Random, per browser and account. */
  id: string;
  userId: string;
  /** The account's email, lower-case: a sign-in naming another account is not this device's. */
  email: string;
}

export const newDeviceId = (): string => randomBytes(16).toString('hex');

export function signDeviceToken(device: KnownDevice, secret: string): string {
  return signToken({ did: device.id, email: device.email }, secret, {
    audience: AUDIENCE,
    subject: device.userId,
    lifetimeSeconds: DEVICE_LIFETIME_SECONDS,
  });
}

export function verifyDeviceToken(token: string, secret: string): KnownDevice | null {
  const claims = verifyToken(token, secret, AUDIENCE);
  if (!claims || typeof claims.did !== 'string' || typeof claims.email !== 'string') return null;
  return { id: claims.did, userId: claims.sub, email: claims.email };
}
