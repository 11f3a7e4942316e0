import type { StoredAdminUser } from '../data-access/admin-user-repository';
import type { Repositories } from '../data-access/repositories';
import { HashSlotsFullError, type HashSlots } from './hash-slots';
import { verifyPassword } from './password-hashing';
import { proveCode, type SecondFactorDeps } from './second-factor';

export interface ReauthenticationSettings {
  maxFailedLogins: number;
  loginWindowMs: number;
}

export type ReauthenticationResult = 'ok' | 'wrong' | 'used' | 'throttled' | 'busy';

interface Deps {
  repositories: Pick<Repositories, 'loginAttempts' | 'users'>;
  hashSlots: HashSlots;
}

/**
 * The signed-in user's password or a current code, asked again before a change to how the
 * account signs in. A wrong one counts as a failed sign-in from that address, so a session left
 * open cannot be used to guess either faster than the sign-in page allows.
 */
async function reauthenticate(
  deps: Deps,
  settings: ReauthenticationSettings,
  user: StoredAdminUser,
  address: string,
  now: Date,
  check: () => Promise<'ok' | 'wrong' | 'used'>,
): Promise<ReauthenticationResult> {
  const attempts = deps.repositories.loginAttempts;
  if ((await attempts.countLive(user.email, address, now)) >= settings.maxFailedLogins) {
    return 'throttled';
  }
  const result = await check();
  if (result === 'ok') return 'ok';
  await attempts.record({
    email: user.email,
    address,
    createdAt: now,
    expiresAt: new Date(now.getTime() + settings.loginWindowMs),
  });
  return result;
}

export function checkCurrentPassword(
  deps: Deps,
  settings: ReauthenticationSettings,
  user: StoredAdminUser,
  attempt: { password: string; address: string },
  now: Date,
): Promise<ReauthenticationResult> {
  return reauthenticate(deps, settings, user, attempt.address, now, async () =>
    (await deps.hashSlots.run(() => verifyPassword(attempt.password, user.passwordHash)))
      ? 'ok'
      : 'wrong',
  ).catch((error: unknown) => {
    if (error instanceof HashSlotsFullError) return 'busy' as const;
    throw error;
  });
}

/** Another proof of the second factor (a recovery code), counted as the others are. */
export const checkCurrentProof = reauthenticate;

export function checkCurrentCode(
  deps: Deps & Pick<SecondFactorDeps, 'box'>,
  settings: ReauthenticationSettings,
  user: StoredAdminUser,
  attempt: { code: string; address: string },
  now: Date,
): Promise<ReauthenticationResult> {
  return reauthenticate(deps, settings, user, attempt.address, now, () =>
    proveCode(deps, user, attempt.code, now),
  );
}
