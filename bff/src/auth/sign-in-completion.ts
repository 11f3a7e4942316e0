import type { AdminUser } from '@reedmere/contracts';
import type { Request, Response } from 'express';
import type { AuthContext } from './auth-context';
import { clearCookie, readCookie, setCookie } from './auth-cookies';
import {
  DEVICE_LIFETIME_SECONDS,
  newDeviceId,
  signDeviceToken,
  verifyDeviceToken,
  type KnownDevice,
} from './device-token';
import { SESSION_LIFETIME_SECONDS, signSessionToken } from './session-token';
import {
  SIGN_IN_STEP_LIFETIME_SECONDS,
  signPendingSignIn,
  verifyPendingSignIn,
  type PendingSignIn,
} from './sign-in-token';

/** Identity's answer to a sign-in that ended with a session. */
export interface SignedInAnswer {
  step: 'signed-in';
  user: AdminUser;
  sessionId: string;
  recoveryCodes?: string[];
  recoveryCodesLeft?: number;
}

/** Identity's answer to a right password that must be followed by a second step. */
export interface PendingAnswer {
  step: 'second-factor' | 'second-factor-setup';
  challengeId: string;
}

export const isSignedIn = (body: unknown): body is SignedInAnswer => {
  const answer = body as Partial<SignedInAnswer> | undefined;
  return (
    answer?.step === 'signed-in' &&
    typeof answer.sessionId === 'string' &&
    typeof answer.user?.id === 'string'
  );
};

export const isPending = (body: unknown): body is PendingAnswer => {
  const answer = body as Partial<PendingAnswer> | undefined;
  return (
    (answer?.step === 'second-factor' || answer?.step === 'second-factor-setup') &&
    typeof answer.challengeId === 'string'
  );
};

/**
 * The browser's known-device cookie, when it is valid and (given an email) for that account;
 * else null.
 */
export function knownDevice(
  context: AuthContext,
  req: Request,
  email?: string,
): KnownDevice | null {
  const token = readCookie(req, 'device', context.production);
  const device = token ? verifyDeviceToken(token, context.jwtSecret) : null;
  if (!device) return null;
  if (email !== undefined && device.email !== email.trim().toLowerCase()) return null;
  return device;
}

/** The sign-in between its password and its second step, from its cookie; null when expired. */
export function pendingSignIn(context: AuthContext, req: Request): PendingSignIn | null {
  const token = readCookie(req, 'signIn', context.production);
  return token ? verifyPendingSignIn(token, context.jwtSecret) : null;
}

/** Carries the sign-in to its second step: the short-lived signed cookie, never a session. */
export function holdPendingSignIn(
  context: AuthContext,
  req: Request,
  res: Response,
  answer: PendingAnswer,
  email: string,
): void {
  const token = signPendingSignIn(
    { step: answer.step, challengeId: answer.challengeId, email: email.trim().toLowerCase() },
    context.jwtSecret,
  );
  setCookie(req, res, 'signIn', token, SIGN_IN_STEP_LIFETIME_SECONDS, context.production);
}

/**
 * Ends a sign-in: the session cookie, and the known-device cookie for the account (the same
 * device id when the browser already was known to it, else a new one). The pending step's
 * cookie is cleared.
 */
export function startSession(
  context: AuthContext,
  req: Request,
  res: Response,
  answer: SignedInAnswer,
): void {
  const { user, sessionId } = answer;
  const { production, jwtSecret } = context;
  setCookie(
    req,
    res,
    'session',
    signSessionToken(user, sessionId, jwtSecret),
    SESSION_LIFETIME_SECONDS,
    production,
  );
  const known = knownDevice(context, req);
  const device: KnownDevice = {
    id: known && known.userId === user.id ? known.id : newDeviceId(),
    userId: user.id,
    email: user.email,
  };
  setCookie(
    req,
    res,
    'device',
    signDeviceToken(device, jwtSecret),
    DEVICE_LIFETIME_SECONDS,
    production,
  );
  if (readCookie(req, 'signIn', production)) clearCookie(req, res, 'signIn', production);
  res.set('cache-control', 'no-store');
}
