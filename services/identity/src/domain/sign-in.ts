import type { AdminUser } from '@reedmere/contracts';
import type { Repositories } from '../data-access/repositories';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password-hashing';
import { hashSessionId, newSessionId } from './session-id';
import { normalizeEmail } from './user-rules';

export interface SignInSettings {
  maxFailedLogins: number;
  loginWindowMs: number;
  sessionLifetimeMs: number;
}

export interface SignInInput {
  email: string;
  password: string;
  /** The client's address as the BFF saw it. */
  address: string;
}

export type SignInResult =
  | { outcome: 'signed-in'; user: AdminUser; sessionId: string; expiresAt: Date }
  | { outcome: 'unauthorized' }
  | { outcome: 'throttled' };

export const throttledMessage = (windowMs: number): string => {
  const minutes = Math.ceil(windowMs / 60_000);
  return `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};

/**
 * Checks a password and opens a session. Throttled per (email, address): the attempt is
 * recorded before the password is checked, so parallel guesses cannot slip past the count, and
 * a success clears the pair. Unknown emails are recorded and hashed like known ones, so neither
 * the answers nor their timing say which emails exist.
 */
export async function signIn(
  repositories: Repositories,
  settings: SignInSettings,
  input: SignInInput,
  now: Date = new Date(),
): Promise<SignInResult> {
  const email = normalizeEmail(input.email);
  const { address } = input;
  const attemptId = await repositories.loginAttempts.record({
    email,
    address,
    createdAt: now,
    expiresAt: new Date(now.getTime() + settings.loginWindowMs),
  });
  const attempts = await repositories.loginAttempts.countLive(email, address, now);
  if (attempts > settings.maxFailedLogins) {
    // A refused attempt is not a guess, so it does not extend the lock-out.
    await repositories.loginAttempts.remove(attemptId);
    return { outcome: 'throttled' };
  }

  const user = await repositories.users.findByEmail(email);
  const matches = user
    ? await verifyPassword(input.password, user.passwordHash)
    : await verifyAgainstDummy(input.password);
  if (!user || !matches) return { outcome: 'unauthorized' };

  await repositories.loginAttempts.clear(email, address);
  if (needsRehash(user.passwordHash)) {
    await repositories.users.upgradeHash(
      user.id,
      user.passwordHash,
      await hashPassword(input.password),
    );
  }
  const sessionId = newSessionId();
  const expiresAt = new Date(now.getTime() + settings.sessionLifetimeMs);
  await repositories.sessions.insert({
    tokenHash: hashSessionId(sessionId),
    userId: user.id,
    createdAt: now,
    expiresAt,
  });
  return {
    outcome: 'signed-in',
    user: { id: user.id, email: user.email, name: user.name },
    sessionId,
    expiresAt,
  };
}
