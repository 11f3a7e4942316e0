import type { AdminUser } from '@reedmere/contracts';
import type { Repositories } from '../data-access/repositories';
import type { StoredSession } from '../data-access/session-repository';
import { hashSessionId, isSessionIdShape, newSessionId } from './session-id';
import { summarizeUserAgent } from './user-agent-summary';

export interface SessionSettings {
  sessionLifetimeMs: number;
  /** A session unused for this long has ended. */
  sessionIdleMs: number;
}

/** A session's last use is written at most this often. */
export const TOUCH_INTERVAL_MS = 60_000;

export type SessionLookup =
  | { state: 'live'; user: AdminUser; session: StoredSession }
  /** It was not used for the idle time: it has ended, and the sign-in page says why. */
  | { state: 'idle' }
  | { state: 'none' };

/**
 * The session's user while it is live: not expired, used within the idle time, not ended, and
 * the user still exists. A live session's last use moves to `now` (written at most once a
 * minute).
 */
export async function lookUpSession(
  repositories: Pick<Repositories, 'users' | 'sessions'>,
  settings: SessionSettings,
  sessionId: string,
  now: Date,
): Promise<SessionLookup> {
  if (!isSessionIdShape(sessionId)) return { state: 'none' };
  const session = await repositories.sessions.findLive(hashSessionId(sessionId), now);
  if (!session) return { state: 'none' };
  if (session.lastSeenAt.getTime() <= now.getTime() - settings.sessionIdleMs) {
    return { state: 'idle' };
  }
  const user = await repositories.users.findById(session.userId);
  if (!user) return { state: 'none' };
  await repositories.sessions.touch(session.id, now, new Date(now.getTime() - TOUCH_INTERVAL_MS));
  return { state: 'live', user, session };
}

/** Opens a session for the user: a new random id, of which only the hash is stored. */
export async function openSession(
  repositories: Pick<Repositories, 'sessions'>,
  settings: SessionSettings,
  opened: { userId: string; userAgent?: string | undefined; address: string },
  now: Date,
): Promise<{ sessionId: string; expiresAt: Date }> {
  const sessionId = newSessionId();
  const expiresAt = new Date(now.getTime() + settings.sessionLifetimeMs);
  await repositories.sessions.insert({
    tokenHash: hashSessionId(sessionId),
    userId: opened.userId,
    createdAt: now,
    expiresAt,
    userAgent: summarizeUserAgent(opened.userAgent),
    address: opened.address,
  });
  return { sessionId, expiresAt };
}

/** Ends a session; ending one that does not exist is not an error (sign-out is repeatable). */
export async function endSession(
  repositories: Pick<Repositories, 'sessions'>,
  sessionId: string,
): Promise<void> {
  if (!isSessionIdShape(sessionId)) return;
  await repositories.sessions.deleteByTokenHash(hashSessionId(sessionId));
}

/** A session as its user sees it in the list of their sessions. */
export interface ListedSession {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  userAgent: string;
  address: string;
  /** The session the list was asked from. */
  current: boolean;
}

/** The user's live sessions, newest first, the one asking marked `current`. */
export async function listSessions(
  repositories: Pick<Repositories, 'sessions'>,
  settings: SessionSettings,
  current: StoredSession,
  now: Date,
): Promise<ListedSession[]> {
  const sessions = await repositories.sessions.listLive(
    current.userId,
    now,
    new Date(now.getTime() - settings.sessionIdleMs),
  );
  return sessions.map((session) => ({
    id: session.id,
    createdAt: session.createdAt,
    lastSeenAt: session.lastSeenAt,
    userAgent: session.userAgent,
    address: session.address,
    current: session.id === current.id,
  }));
}
