import type { AdminUser } from '@reedmere/contracts';
import { ServiceUnavailableError, type ServiceClient } from '@reedmere/service-kit';
import { unavailable } from '../service-call';
import { userAnswer } from './require-admin';

/** How long a "this session is live" answer from identity is reused. */
export const SESSION_CACHE_MS = 5000;
const MAX_CACHED = 1000;

/** A session as identity sees it now. */
export type SessionState =
  | { state: 'live'; user: AdminUser }
  /** Ended because it was not used for the idle time (`minutes`, when identity says). */
  | { state: 'idle'; minutes?: number }
  | { state: 'ended' };

export interface SessionChecker {
  /** The session's user while it is live, else null. Throws 503 when identity is unreachable. */
  check(sessionId: string, requestId?: string): Promise<AdminUser | null>;
  /** The session's state, asked of identity now (never from the cache). */
  state(sessionId: string, requestId?: string): Promise<SessionState>;
  /** Drops a cached answer (after logout). */
  forget(sessionId: string): void;
  /** Drops the cached answers of every session of the user but `keep` (sessions ended). */
  forgetUser(userId: string, keep?: string): void;
}

interface SessionAnswer {
  user?: AdminUser;
  reason?: string;
  idleMinutes?: number;
}

/**
 * Asks identity whether a session is live, caching positive answers for `cacheMs`: a revoked
 * session stops working within that time everywhere, and at once on the process that handled the
 * revocation. 0 keeps nothing (the workers of one BFF: a session ended through one of them must be
 * refused at once by all). Each question identity answers counts as the session's use (its idle
 * time starts again).
 */
export function createSessionChecker(
  identity: ServiceClient,
  now: () => number = Date.now,
  cacheMs: number = SESSION_CACHE_MS,
): SessionChecker {
  const cache = new Map<string, { user: AdminUser; until: number }>();

  async function state(sessionId: string, requestId?: string): Promise<SessionState> {
    let status: number;
    let body: SessionAnswer | undefined;
    try {
      // In a header, not the path: paths are written to request logs.
      ({ status, body } = await identity.request<SessionAnswer>('GET', '/sessions/current', {
        headers: { 'x-session-id': sessionId },
        requestId,
      }));
    } catch (error) {
      if (error instanceof ServiceUnavailableError) throw unavailable('signIn');
      throw error;
    }
    if (status === 404) {
      if (body?.reason !== 'idle') return { state: 'ended' };
      const minutes = body.idleMinutes;
      return typeof minutes === 'number' ? { state: 'idle', minutes } : { state: 'idle' };
    }
    if (status !== 200 || !body?.user) throw unavailable('signIn');
    const user = userAnswer(body.user);
    if (cacheMs > 0) {
      if (cache.size >= MAX_CACHED) cache.clear();
      cache.set(sessionId, { user, until: now() + cacheMs });
    }
    return { state: 'live', user };
  }

  return {
    async check(sessionId, requestId) {
      const cached = cache.get(sessionId);
      if (cached && cached.until > now()) return cached.user;
      cache.delete(sessionId);
      const found = await state(sessionId, requestId);
      return found.state === 'live' ? found.user : null;
    },
    state,
    forget(sessionId) {
      cache.delete(sessionId);
    },
    forgetUser(userId, keep) {
      for (const [sessionId, cached] of cache) {
        if (cached.user.id === userId && sessionId !== keep) cache.delete(sessionId);
      }
    },
  };
}
