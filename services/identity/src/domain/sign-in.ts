import type { AdminUser } from '@reedmere/contracts';
import type { Repositories } from '../data-access/repositories';
import { accountBackoffWait } from './account-backoff';
import { HashSlotsFullError, type HashSlots } from './hash-slots';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password-hashing';
import { hashSessionId, newSessionId } from './session-id';
import { signInNotice, type SignInNotice } from './sign-in-notice';
import { normalizeEmail } from './user-rules';

export interface SignInSettings {
  maxFailedLogins: number;
  loginWindowMs: number;
  accountBackoffAfter: number;
  accountBackoffBaseMs: number;
  sessionLifetimeMs: number;
}

export interface SignInDeps {
  repositories: Repositories;
  hashSlots: HashSlots;
}

export interface SignInInput {
  email: string;
  password: string;
  /** The client's address as the BFF saw it. */
  address: string;
}

export type SignInResult =
  | { outcome: 'signed-in'; user: AdminUser; sessionId: string; expiresAt: Date }
  /** `notice` is set once per window when an existing account crosses the back-off threshold. */
  | { outcome: 'unauthorized'; notice?: SignInNotice }
  | { outcome: 'throttled'; retryAfterMs: number }
  /** Every hash slot is taken: nothing was checked or counted. */
  | { outcome: 'busy' };

/**
 * Checks a password and opens a session. Throttled three ways:
 * - per (email, address): after `maxFailedLogins` failures the pair is locked for the window;
 * - per account, across addresses: after `accountBackoffAfter` failures each attempt waits a
 *   growing delay, and the account's owner is sent a notice (once per window);
 * - per process: at most a few hashes at once (`hashSlots`), so a flood cannot starve the rest.
 * The attempt is recorded before the password is checked, so parallel guesses cannot slip past
 * the counts; a refused attempt is not a guess and is removed again; a success clears the pair.
 * Unknown emails take every step known ones do, so neither the answers nor their timing say
 * which emails exist.
 */
export async function signIn(
  { repositories, hashSlots }: SignInDeps,
  settings: SignInSettings,
  input: SignInInput,
  now: Date = new Date(),
): Promise<SignInResult> {
  // Refused before any write: under a flood this answer costs next to nothing.
  if (hashSlots.full) return { outcome: 'busy' };

  const email = normalizeEmail(input.email);
  const { address } = input;
  const attempts = repositories.loginAttempts;
  const attemptId = await attempts.record({
    email,
    address,
    createdAt: now,
    expiresAt: new Date(now.getTime() + settings.loginWindowMs),
  });
  const refuse = async <R extends SignInResult>(result: R): Promise<R> => {
    await attempts.remove(attemptId);
    return result;
  };

  if ((await attempts.countLive(email, address, now)) > settings.maxFailedLogins) {
    return refuse({ outcome: 'throttled', retryAfterMs: settings.loginWindowMs });
  }
  const accountFailures = await attempts.countForAccount(email, now, attemptId);
  const waitMs = accountBackoffWait(accountFailures, settings, now);
  if (waitMs > 0) return refuse({ outcome: 'throttled', retryAfterMs: waitMs });

  const user = await repositories.users.findByEmail(email);
  let matches: boolean;
  try {
    matches = await hashSlots.run(() =>
      user ? verifyPassword(input.password, user.passwordHash) : verifyAgainstDummy(input.password),
    );
  } catch (error) {
    if (error instanceof HashSlotsFullError) return refuse({ outcome: 'busy' });
    throw error;
  }

  if (!user || !matches) {
    const failures = accountFailures.count + 1;
    if (failures < settings.accountBackoffAfter) return { outcome: 'unauthorized' };
    // Claimed for unknown emails too, so crossing the threshold takes the same time for both.
    const until = new Date(now.getTime() + settings.loginWindowMs);
    if (!(await repositories.signInNotices.claim(email, now, until))) {
      return { outcome: 'unauthorized' };
    }
    const addresses = await attempts.countAddresses(email, now);
    if (!user) return { outcome: 'unauthorized' };
    const notice = signInNotice({
      email: user.email,
      failures,
      addresses,
      windowMs: settings.loginWindowMs,
      at: now,
    });
    return { outcome: 'unauthorized', notice };
  }

  await attempts.clear(email, address);
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
