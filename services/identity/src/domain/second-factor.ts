import type { StoredAdminUser } from '../data-access/admin-user-repository';
import type { Repositories } from '../data-access/repositories';
import { hashRecoveryCode, newRecoveryCodes, normalizeRecoveryCode } from './recovery-codes';
import type { SecretBox } from './secret-box';
import { newTotpSecret, totpStep, totpUri } from './totp';

/** How long a second factor being set up waits for its first code. */
export const PENDING_SETUP_MS = 15 * 60_000;

export interface SecondFactorDeps {
  repositories: Pick<Repositories, 'users'>;
  box: SecretBox;
}

/** What the account's owner adds to an authenticator app: the secret and its otpauth:// URI. */
export interface SecondFactorSetup {
  secret: string;
  uri: string;
}

/**
 * Starts setting up a second factor: a new secret, kept (encrypted) until a code from it is
 * proved. Asked again while the last one still waits, the same secret comes back, so a reloaded
 * page shows the QR code the app may already have read.
 */
export async function startSetup(
  { repositories, box }: SecondFactorDeps,
  user: StoredAdminUser,
  now: Date,
): Promise<SecondFactorSetup> {
  const pending = user.pendingSecondFactor;
  if (pending && pending.createdAt.getTime() > now.getTime() - PENDING_SETUP_MS) {
    const secret = box.open(pending.secret, user.id);
    if (secret) return { secret, uri: totpUri(secret, user.email) };
  }
  const secret = newTotpSecret();
  await repositories.users.setPendingSecondFactor(user.id, {
    secret: box.seal(secret, user.id),
    createdAt: now,
  });
  return { secret, uri: totpUri(secret, user.email) };
}

export type ConfirmResult =
  { ok: true; recoveryCodes: string[] } | { ok: false; reason: 'no-setup' | 'wrong-code' };

/**
 * Turns the factor being set up on once the code proves the app holds its secret (replacing an
 * earlier factor and its recovery codes). Answers the new recovery codes, which are stored only
 * as hashes.
 */
export async function confirmSetup(
  { repositories, box }: SecondFactorDeps,
  user: StoredAdminUser,
  code: string,
  now: Date,
): Promise<ConfirmResult> {
  const pending = user.pendingSecondFactor;
  if (!pending || pending.createdAt.getTime() <= now.getTime() - PENDING_SETUP_MS) {
    return { ok: false, reason: 'no-setup' };
  }
  const secret = box.open(pending.secret, user.id);
  if (!secret) return { ok: false, reason: 'no-setup' };
  const step = totpStep(secret, code, now);
  if (step === null) return { ok: false, reason: 'wrong-code' };
  const recoveryCodes = newRecoveryCodes();
  const enabled = await repositories.users.enableSecondFactor(
    user.id,
    { secret: pending.secret, enabledAt: now, lastUsedStep: step },
    recoveryCodes.map(hashRecoveryCode),
  );
  return enabled ? { ok: true, recoveryCodes } : { ok: false, reason: 'no-setup' };
}

export type ProofResult = 'ok' | 'wrong' | 'used';

/**
 * Checks a code from the account's app: right for now (a step either side) and of a later step
 * than any code used before, so a code seen by someone else cannot be used again.
 */
export async function proveCode(
  { repositories, box }: SecondFactorDeps,
  user: StoredAdminUser,
  code: string,
  now: Date,
): Promise<ProofResult> {
  if (!user.secondFactor) return 'wrong';
  const secret = box.open(user.secondFactor.secret, user.id);
  if (!secret) return 'wrong';
  const step = totpStep(secret, code, now);
  if (step === null) return 'wrong';
  return (await repositories.users.useTimeStep(user.id, step)) ? 'ok' : 'used';
}

/** Spends one of the account's recovery codes; each works once. */
export async function proveRecoveryCode(
  { repositories }: SecondFactorDeps,
  user: StoredAdminUser,
  code: string,
): Promise<ProofResult> {
  if (!user.secondFactor || normalizeRecoveryCode(code) === '') return 'wrong';
  return (await repositories.users.useRecoveryCode(user.id, hashRecoveryCode(code)))
    ? 'ok'
    : 'wrong';
}
