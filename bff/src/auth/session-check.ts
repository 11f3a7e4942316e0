import type { AdminUser } from '@reedmere/contracts';
import { ServiceUnavailableError, type ServiceClient } from '@reedmere/service-kit';
import { unavailable } from '../service-call';

/** How long a "this session is live" answer from identity is reused. */
export const SESSION_CACHE_MS = 5000;
const MAX_CACHED = 1000;

export interface SessionChecker {
  /** The session's user while it is live, else null. Throws 503 when identity is unreachable. */
  check(sessionId: string, requestId?: string): Promise<AdminUser | null>;
  /** Drops a cached answer (after logout). */
  forget(sessionId: string): void;
}

interface SessionAnswer {
  user?: AdminUser;
}

/**
 * Asks identity whether a session is live, caching positive answers briefly: a revoked session
 * stops working within 5 s everywhere, and at once on the BFF that handled the logout.
 */
export function createSessionChecker(
  identity: ServiceClient,
  now: () => number = Date.now,
): SessionChecker {
  const cache = new Map<string, { user: AdminUser; until: number }>();
  return {
    async check(sessionId, requestId) {
      const cached = cache.get(sessionId);
      if (cached && cached.until > now()) return cached.user;
      cache.delete(sessionId);
      let status: number;
      let body: SessionAnswer | undefined;
      try {
        ({ status, body } = await identity.request<SessionAnswer>(
          'GET',
          `/sessions/${encodeURIComponent(sessionId)}`,
          { requestId },
        ));
      } catch (error) {
        if (error instanceof ServiceUnavailableError) throw unavailable('signIn');
        throw error;
      }
      if (status === 404) return null;
      if (status !== 200 || !body?.user) throw unavailable('signIn');
      const user: AdminUser = { id: body.user.id, email: body.user.email, name: body.user.name };
      if (cache.size >= MAX_CACHED) cache.clear();
      cache.set(sessionId, { user, until: now() + SESSION_CACHE_MS });
      return user;
    },
    forget(sessionId) {
      cache.delete(sessionId);
    },
  };
}
