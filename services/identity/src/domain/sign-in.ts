import type { AdminUser } from '@reedmere/contracts';
import type { StoredAdminUser } from '../data-access/admin-user-repository';
import type { Repositories } from '../data-access/repositories';
import { withoutHash } from './admin-users';
import { accountBackoffWait } from './account-backoff';
import { HashSlotsFullError, type HashSlots } from './hash-slots';
import {
  hashPassword,
  needsRehash,
  verifyAgainstDummy,
  verifyPassword,
  type PasswordHashSettings,
} from './password-hashing';
import type { SecondFactorPolicy } from './second-factor-policy';
import { openSession, type SessionSettings } from './sessions';
import { openChallenge } from './sign-in-challenges';
import { signInNotice, type SignInNotice } from './sign-in-notice';
import { normalizeEmail } from './user-rules';

export interface SignInSettings extends SessionSettings, PasswordHashSettings {
  maxFailedLogins: number;
  loginWindowMs: number;
  accountBackoffAfter: number;
  accountBackoffBaseMs: number;
}

export interface SignInDeps {
  repositories: Repositories;
  hashSlots: HashSlots;
  /** When it requires one, an account without a second factor sets one up before a session. */
  secondFactorPolicy: SecondFactorPolicy;
}

/** A device that signed in to an account before, as the BFF read it from its signed cookie. */
export interface DeviceClaim {
  id: string;
  userId: string;
}

export interface SignInInput {
  email: string;
  password: string;
  /** The client's address as the BFF saw it. */
  address: string;
  userAgent?: string | undefined;
  device?: DeviceClaim | undefined;
}

export interface SignedIn {
  outcome: 'signed-in';
  user: AdminUser;
  sessionId: string;
  expiresAt: Date;
}

export type SignInResult =
  | SignedIn
  /** The password was right; a code (or a factor to set up) must follow within the challenge. */
  | { outcome: 'second-factor' | 'second-factor-setup'; challengeId: string; expiresAt: Date }
  /** `notice` is set once per window when an existing account crosses the back-off threshold. */
  | { outcome: 'unauthorized'; notice?: SignInNotice }
  | { outcome: 'throttled'; retryAfterMs: number }
  /** Every hash slot is taken: nothing was checked or counted. */
  | { outcome: 'busy' };

/** The step a sign-in whose password (and second factor, if any) is right ends with. */
export async function finishSignIn(
  repositories: Repositories,
  settings: SessionSettings,
  user: AdminUser,
  opened: { address: string; userAgent?: string | undefined },
  now: Date,
): Promise<SignedIn> {
  const { sessionId, expiresAt } = await openSession(
    repositories,
    settings,
    { userId: user.id, ...opened },
    now,
  );
  return {
    outcome: 'signed-in',
    user: withoutHash(user),
    sessionId,
    expiresAt,
  };
}

/** What follows a right password: a session, or a challenge for the second factor. */
async function afterPassword(
  { repositories, secondFactorPolicy }: SignInDeps,
  settings: SignInSettings,
  user: StoredAdminUser,
  input: SignInInput,
  now: Date,
): Promise<SignInResult> {
  // The requirement is read afresh here, so the owner's change applies from the next sign-in.
  const purpose = user.secondFactor
    ? 'second-factor'
    : (await secondFactorPolicy.isRequired())
      ? 'second-factor-setup'
      : undefined;
  if (!purpose) return finishSignIn(repositories, settings, user, input, now);
  return { outcome: purpose, ...(await openChallenge(repositories, user.id, purpose, now)) };
}

/**
 * Checks a password and opens a session (or the second factor's challenge). Throttled:
 * - per (email, address): after `maxFailedLogins` failures the pair is locked for the window;
 * - per account, across addresses: after `accountBackoffAfter` failures each attempt waits a
 *   growing delay, and the account's owner is sent a notice (once per window);
 * - a device that signed in to the account before (its signed cookie, read by the BFF) is held
 *   to its own `maxFailedLogins` instead of both, so guesses from elsewhere cannot lock the
 *   owner out;
 * - per process: at most a few hashes at once (`hashSlots`), so a flood cannot starve the rest.
 * The attempt is recorded before the password is checked, so parallel guesses cannot slip past
 * the counts; a refused attempt is not a guess and is removed again, and neither is a right
 * password. Only an opened session clears the pair (and the device): a right password that
 * leads to a second step leaves the failures, wrong codes included, where they are. Unknown emails take every step known ones do, so neither the answers nor
 * their timing say which emails exist.
 */
export async function signIn(
  deps: SignInDeps,
  settings: SignInSettings,
  input: SignInInput,
  now: Date = new Date(),
): Promise<SignInResult> {
  const { repositories, hashSlots } = deps;
  // Refused before any write: under a flood this answer costs next to nothing.
  if (hashSlots.full) return { outcome: 'busy' };

  const email = normalizeEmail(input.email);
  const { address } = input;
  const user = await repositories.users.findByEmail(email);
  const device = user && input.device?.userId === user.id ? input.device.id : undefined;
  const attempts = repositories.loginAttempts;
  const attemptId = await attempts.record({
    email,
    address,
    device,
    createdAt: now,
    expiresAt: new Date(now.getTime() + settings.loginWindowMs),
  });
  const refuse = async <R extends SignInResult>(result: R): Promise<R> => {
    await attempts.remove(attemptId);
    return result;
  };

  let accountFailures = { count: 0, latestAt: undefined as Date | undefined };
  if (device) {
    if ((await attempts.countLiveForDevice(email, device, now)) > settings.maxFailedLogins) {
      return refuse({ outcome: 'throttled', retryAfterMs: settings.loginWindowMs });
    }
  } else {
    if ((await attempts.countLive(email, address, now)) > settings.maxFailedLogins) {
      return refuse({ outcome: 'throttled', retryAfterMs: settings.loginWindowMs });
    }
    accountFailures = await attempts.countForAccount(email, now, attemptId);
    const waitMs = accountBackoffWait(accountFailures, settings, now);
    if (waitMs > 0) return refuse({ outcome: 'throttled', retryAfterMs: waitMs });
  }

  let matches: boolean;
  try {
    matches = await hashSlots.run(() =>
      user
        ? verifyPassword(input.password, user.passwordHash)
        : verifyAgainstDummy(input.password, settings.passwordHashCost),
    );
  } catch (error) {
    if (error instanceof HashSlotsFullError) return refuse({ outcome: 'busy' });
    throw error;
  }

  if (!user || !matches) {
    if (device) return { outcome: 'unauthorized' };
    const notice = await failureNotice(repositories, settings, email, user, accountFailures, now);
    return notice ? { outcome: 'unauthorized', notice } : { outcome: 'unauthorized' };
  }

  if (needsRehash(user.passwordHash, settings.passwordHashCost)) {
    // In a hash slot like any other; when none is free the upgrade waits for a later sign-in.
    const upgraded = await hashSlots
      .run(() => hashPassword(input.password, settings.passwordHashCost))
      .catch((error) => {
        if (error instanceof HashSlotsFullError) return undefined;
        throw error;
      });
    if (upgraded) await repositories.users.upgradeHash(user.id, user.passwordHash, upgraded);
  }
  const result = await afterPassword(deps, settings, user, input, now);
  if (result.outcome === 'signed-in') {
    await attempts.clear(email, address);
    if (device) await attempts.clearDevice(email, device);
  } else {
    // A right password is no failure, but the failures before it stay until a session opens:
    // wrong codes after a right password must not be wiped by giving the password again.
    await attempts.remove(attemptId);
  }
  return result;
}

/**
 * The owner's notice for a failed sign-in (a wrong password or a wrong code) that brings the
 * account to the back-off threshold, once per window; `earlier` are the account's other live
 * failures. Claimed for unknown emails too, so crossing the threshold takes the same time.
 */
export async function failureNotice(
  repositories: Repositories,
  settings: SignInSettings,
  email: string,
  user: AdminUser | null,
  earlier: { count: number },
  now: Date,
): Promise<SignInNotice | undefined> {
  const failures = earlier.count + 1;
  if (failures < settings.accountBackoffAfter) return undefined;
  const until = new Date(now.getTime() + settings.loginWindowMs);
  if (!(await repositories.signInNotices.claim(email, now, until))) return undefined;
  const addresses = await repositories.loginAttempts.countAddresses(email, now);
  if (!user) return undefined;
  return signInNotice({
    email: user.email,
    failures,
    addresses,
    windowMs: settings.loginWindowMs,
    at: now,
  });
}
