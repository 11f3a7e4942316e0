import type { AdminUser } from '@reedmere/contracts';
import type { StoredAdminUser } from '../data-access/admin-user-repository';
import type { Repositories } from '../data-access/repositories';
import type { ChallengePurpose } from '../data-access/sign-in-challenge-model';
import type { StoredChallenge } from '../data-access/sign-in-challenge-repository';
import {
  confirmSetup,
  proveCode,
  proveRecoveryCode,
  startSetup,
  type SecondFactorSetup,
  type SecondFactorDeps,
} from './second-factor';
import { withoutHash } from './admin-users';
import type { SecretBox } from './secret-box';
import { findChallenge, reserveChallengeTry } from './sign-in-challenges';
import type { SignInNotice } from './sign-in-notice';
import {
  USED_CODE_MESSAGE,
  WRONG_CODE_MESSAGE,
  WRONG_RECOVERY_CODE_MESSAGE,
} from './sign-in-messages';
import { failureNotice, finishSignIn, type SignedIn, type SignInSettings } from './sign-in';

export interface ChallengeDeps {
  repositories: Repositories;
  box: SecretBox;
}

export interface SecondStepInput {
  challengeId: string;
  code?: string | undefined;
  recoveryCode?: string | undefined;
  address: string;
  userAgent?: string | undefined;
  /** The known device the sign-in came from, when it is one: its failures count there. */
  deviceId?: string | undefined;
}

export type SecondStepResult =
  | (SignedIn & { recoveryCodes?: string[]; recoveryCodesLeft?: number })
  /** No such challenge, or it expired or ran out of tries: the password must be given again. */
  | { outcome: 'expired' }
  /** `notice` as for a wrong password: when the account reaches the back-off threshold. */
  | { outcome: 'wrong-code'; message: string; user: AdminUser; notice?: SignInNotice };

/**
 * A wrong code has taken one of the challenge's few tries and, like a wrong password, counts
 * against the (email, address) pair or the device and the account (its back-off and its owner's
 * notice), so codes cannot be guessed faster than passwords. Only an opened session clears them.
 */
async function countWrongCode(
  { repositories }: ChallengeDeps,
  settings: SignInSettings,
  user: AdminUser,
  input: SecondStepInput,
  now: Date,
): Promise<SignInNotice | undefined> {
  const recorded = await repositories.loginAttempts.record({
    email: user.email,
    address: input.address,
    device: input.deviceId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + settings.loginWindowMs),
  });
  if (input.deviceId) return undefined;
  const earlier = await repositories.loginAttempts.countForAccount(user.email, now, recorded);
  return failureNotice(repositories, settings, user.email, user, earlier, now);
}

const wrongCode = (
  message: string,
  user: AdminUser,
  notice: SignInNotice | undefined,
): SecondStepResult => ({
  outcome: 'wrong-code',
  message,
  user: withoutHash(user),
  ...(notice && { notice }),
});

/**
 * Takes one try of the live challenge (see `reserveChallengeTry`) and reads the account it is
 * for; null when either is gone.
 */
async function reserveTryWithUser(
  { repositories }: ChallengeDeps,
  challengeId: string,
  purpose: ChallengePurpose,
  now: Date,
): Promise<{ challenge: StoredChallenge; user: StoredAdminUser } | null> {
  const challenge = await reserveChallengeTry(repositories, challengeId, purpose, now);
  const user = challenge && (await repositories.users.findStoredById(challenge.userId));
  return challenge && user ? { challenge, user } : null;
}

/** The sign-in's end once its second step is proved: the challenge is used up, a session opens. */
async function finish(
  { repositories }: ChallengeDeps,
  settings: SignInSettings,
  challengeId: string,
  user: AdminUser,
  input: SecondStepInput,
  now: Date,
): Promise<SignedIn | { outcome: 'expired' }> {
  if (!(await repositories.challenges.consume(challengeId))) return { outcome: 'expired' };
  await repositories.loginAttempts.clear(user.email, input.address);
  if (input.deviceId) await repositories.loginAttempts.clearDevice(user.email, input.deviceId);
  return finishSignIn(repositories, settings, user, input, now);
}

/** The second step of a sign-in to an account with a second factor: a code or a recovery code. */
export async function proveSecondFactor(
  deps: ChallengeDeps,
  settings: SignInSettings,
  input: SecondStepInput,
  now: Date,
): Promise<SecondStepResult> {
  const reserved = await reserveTryWithUser(deps, input.challengeId, 'second-factor', now);
  if (!reserved?.user.secondFactor) return { outcome: 'expired' };
  const { challenge, user } = reserved;
  const factorDeps: SecondFactorDeps = deps;
  const proof = input.recoveryCode
    ? await proveRecoveryCode(factorDeps, user, input.recoveryCode)
    : await proveCode(factorDeps, user, input.code ?? '', now);
  if (proof !== 'ok') {
    const notice = await countWrongCode(deps, settings, user, input, now);
    const message = input.recoveryCode
      ? WRONG_RECOVERY_CODE_MESSAGE
      : proof === 'used'
        ? USED_CODE_MESSAGE
        : WRONG_CODE_MESSAGE;
    return wrongCode(message, user, notice);
  }
  const signedIn = await finish(deps, settings, challenge.id, user, input, now);
  if (signedIn.outcome !== 'signed-in' || !input.recoveryCode) return signedIn;
  return { ...signedIn, recoveryCodesLeft: Math.max(0, user.recoveryCodesLeft - 1) };
}

/** The secret to add to an app, for a sign-in asked to set up its second factor. */
export async function setupForChallenge(
  deps: ChallengeDeps,
  challengeId: string,
  now: Date,
): Promise<SecondFactorSetup | null> {
  const { repositories } = deps;
  const challenge = await findChallenge(repositories, challengeId, 'second-factor-setup', now);
  const user = challenge && (await repositories.users.findStoredById(challenge.userId));
  if (!challenge || !user || user.secondFactor) return null;
  return startSetup(deps, user, now);
}

/** Turns the factor set up during the sign-in on, and ends the sign-in with a session. */
export async function confirmSetupForChallenge(
  deps: ChallengeDeps,
  settings: SignInSettings,
  input: SecondStepInput,
  now: Date,
): Promise<SecondStepResult> {
  const reserved = await reserveTryWithUser(deps, input.challengeId, 'second-factor-setup', now);
  // A factor turned on since the challenge opened is not replaced by one set up without it.
  if (!reserved || reserved.user.secondFactor) return { outcome: 'expired' };
  const { challenge, user } = reserved;
  const confirmed = await confirmSetup(deps, user, input.code ?? '', now);
  if (!confirmed.ok) {
    if (confirmed.reason === 'no-setup') return { outcome: 'expired' };
    const notice = await countWrongCode(deps, settings, user, input, now);
    return wrongCode(WRONG_CODE_MESSAGE, user, notice);
  }
  const signedIn = await finish(deps, settings, challenge.id, user, input, now);
  if (signedIn.outcome !== 'signed-in') return signedIn;
  return { ...signedIn, recoveryCodes: confirmed.recoveryCodes };
}
