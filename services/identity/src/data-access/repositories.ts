import type { Connection } from 'mongoose';
import { createAuditEventRepository, type AuditEventRepository } from './audit-event-repository';
import { createAdminUserRepository, type AdminUserRepository } from './admin-user-repository';
import {
  createLoginAttemptRepository,
  type LoginAttemptRepository,
} from './login-attempt-repository';
import { createSessionRepository, type SessionRepository } from './session-repository';
import {
  createSignInChallengeRepository,
  type SignInChallengeRepository,
} from './sign-in-challenge-repository';
import {
  createSignInNoticeRepository,
  type SignInNoticeRepository,
} from './sign-in-notice-repository';

export interface Repositories {
  users: AdminUserRepository;
  sessions: SessionRepository;
  loginAttempts: LoginAttemptRepository;
  signInNotices: SignInNoticeRepository;
  challenges: SignInChallengeRepository;
  auditEvents: AuditEventRepository;
}

export function createRepositories(connection: Connection): Repositories {
  return {
    users: createAdminUserRepository(connection),
    sessions: createSessionRepository(connection),
    loginAttempts: createLoginAttemptRepository(connection),
    signInNotices: createSignInNoticeRepository(connection),
    challenges: createSignInChallengeRepository(connection),
    auditEvents: createAuditEventRepository(connection),
  };
}

/**
 * Builds the indexes before the first request: the unique email index is what refuses a
 * duplicate account, and the TTL indexes are what expire sessions, attempts, challenges and the audit trail.
 */
export async function ensureIndexes(repositories: Repositories): Promise<void> {
  await Promise.all([
    repositories.users.model.init(),
    repositories.sessions.model.init(),
    repositories.loginAttempts.model.init(),
    repositories.signInNotices.model.init(),
    repositories.challenges.model.init(),
    repositories.auditEvents.model.init(),
  ]);
}
