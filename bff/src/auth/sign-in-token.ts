import { signToken, verifyToken } from './signed-token';

const AUDIENCE = 'reedmere-sign-in';
/** As long as identity keeps the challenge: the second step must follow within it. */
export const SIGN_IN_STEP_LIFETIME_SECONDS = 5 * 60;

/** What a sign-in whose password was right still has to do, before it gets a session. */
export type PendingStep = 'second-factor' | 'second-factor-setup';

export interface PendingSignIn {
  step: PendingStep;
  /** Identity's challenge: the only thing its second step accepts instead of the password. */
  challengeId: string;
  /** The email typed, lower-case (for the known-device cookie the sign-in ends with). */
  email: string;
}

/**
 * The signed, short-lived token a sign-in carries between its password and its second step. Its
 * own audience: it is never a session, and a session token is never one of these.
 */
export function signPendingSignIn(pending: PendingSignIn, secret: string): string {
  return signToken({ cid: pending.challengeId, step: pending.step }, secret, {
    audience: AUDIENCE,
    subject: pending.email,
    lifetimeSeconds: SIGN_IN_STEP_LIFETIME_SECONDS,
  });
}

export function verifyPendingSignIn(token: string, secret: string): PendingSignIn | null {
  const claims = verifyToken(token, secret, AUDIENCE);
  const step = claims?.step;
  if (!claims || typeof claims.cid !== 'string') return null;
  if (step !== 'second-factor' && step !== 'second-factor-setup') return null;
  return { step, challengeId: claims.cid, email: claims.sub };
}
