import type { AdminUser } from '@reedmere/contracts';
import type { Repositories } from '../data-access/repositories';
import { hashSessionId, isSessionIdShape } from './session-id';

/** The session's user while it is live: not expired, not ended, and the user still exists. */
export async function findLiveSession(
  repositories: Pick<Repositories, 'users' | 'sessions'>,
  sessionId: string,
  now: Date = new Date(),
): Promise<{ user: AdminUser; expiresAt: Date } | null> {
  if (!isSessionIdShape(sessionId)) return null;
  const session = await repositories.sessions.findLive(hashSessionId(sessionId), now);
  if (!session) return null;
  const user = await repositories.users.findById(session.userId);
  return user ? { user, expiresAt: session.expiresAt } : null;
}

/** Ends a session; ending one that does not exist is not an error (sign-out is repeatable). */
export async function endSession(
  repositories: Pick<Repositories, 'sessions'>,
  sessionId: string,
): Promise<void> {
  if (!isSessionIdShape(sessionId)) return;
  await repositories.sessions.deleteByTokenHash(hashSessionId(sessionId));
}
