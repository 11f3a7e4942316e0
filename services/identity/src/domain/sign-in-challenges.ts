import type { ChallengePurpose } from '../data-access/sign-in-challenge-model';
import type { Repositories } from '../data-access/repositories';
import type { StoredChallenge } from '../data-access/sign-in-challenge-repository';
import { hashSessionId, isSessionIdShape, newSessionId } from './session-id';

/** How long a sign-in may take between its password and its second factor. */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;
/** Codes one challenge takes (a right one ends it); after them the password must be given again. */
export const MAX_CODE_FAILURES = 5;

/**
 * The step between a right password and a session: a random id (only its hash is stored), for
 * one account and one purpose, short-lived. It opens no session itself.
 */
export async function openChallenge(
  repositories: Pick<Repositories, 'challenges'>,
  userId: string,
  purpose: ChallengePurpose,
  now: Date,
): Promise<{ challengeId: string; expiresAt: Date }> {
  const challengeId = newSessionId();
  const expiresAt = new Date(now.getTime() + CHALLENGE_LIFETIME_MS);
  await repositories.challenges.insert({
    tokenHash: hashSessionId(challengeId),
    userId,
    purpose,
    createdAt: now,
    expiresAt,
  });
  return { challengeId, expiresAt };
}

/** A read of the live challenge with this id and purpose; null when there is none to use. */
type ChallengeLookup = (
  repositories: Pick<Repositories, 'challenges'>,
  challengeId: string,
  purpose: ChallengePurpose,
  now: Date,
) => Promise<StoredChallenge | null>;

/** The live challenge with this id and purpose, if it has wrong codes to spare. */
export const findChallenge: ChallengeLookup = async (repositories, challengeId, purpose, now) => {
  if (!isSessionIdShape(challengeId)) return null;
  const challenge = await repositories.challenges.findLive(hashSessionId(challengeId), now);
  if (!challenge || challenge.purpose !== purpose) return null;
  return challenge.failures < MAX_CODE_FAILURES ? challenge : null;
};

/**
 * Takes one try of the live challenge with this id and purpose before its code is checked (see
 * `reserveTry`); null when there is no such challenge or it has no tries left.
 */
export const reserveChallengeTry: ChallengeLookup = async (
  repositories,
  challengeId,
  purpose,
  now,
) => {
  if (!isSessionIdShape(challengeId)) return null;
  return repositories.challenges.reserveTry(
    hashSessionId(challengeId),
    purpose,
    now,
    MAX_CODE_FAILURES,
  );
};
