import type { Connection } from 'mongoose';
import { createAuditEventRepository, type AuditEventRepository } from './audit-event-repository';
import { createAdminUserRepository, type AdminUserRepository } from './admin-user-repository';
import { createInvitationRepository, type InvitationRepository } from './invitation-repository';
import {
  createLoginAttemptRepository,
  type LoginAttemptRepository,
} from './login-attempt-repository';
import {
  createPasswordResetRepository,
  type PasswordResetRepository,
} from './password-reset-repository';
import { createPeopleRepository, type PeopleRepository } from './people-repository';
import { createSessionRepository, type SessionRepository } from './session-repository';
import {
  createSignInChallengeRepository,
  type SignInChallengeRepository,
} from './sign-in-challenge-repository';
import {
  createSignInNoticeRepository,
  type SignInNoticeRepository,
} from './sign-in-notice-repository';
import {
  createStaffSettingsRepository,
  type StaffSettingsRepository,
} from './staff-settings-repository';

export interface Repositories {
  users: AdminUserRepository;
  sessions: SessionRepository;
  loginAttempts: LoginAttemptRepository;
  signInNotices: SignInNoticeRepository;
  challenges: SignInChallengeRepository;
  auditEvents: AuditEventRepository;
  /** The same accounts as `users`, as the owner manages them. */
  people: PeopleRepository;
  invitations: InvitationRepository;
  /** Links mailed to people who forgot their password. */
  passwordResets: PasswordResetRepository;
  /** The owner's settings for all the staff (one document). */
  staffSettings: StaffSettingsRepository;
}

export function createRepositories(connection: Connection): Repositories {
  return {
    users: createAdminUserRepository(connection),
    sessions: createSessionRepository(connection),
    loginAttempts: createLoginAttemptRepository(connection),
    signInNotices: createSignInNoticeRepository(connection),
    challenges: createSignInChallengeRepository(connection),
    auditEvents: createAuditEventRepository(connection),
    people: createPeopleRepository(connection),
    invitations: createInvitationRepository(connection),
    passwordResets: createPasswordResetRepository(connection),
    staffSettings: createStaffSettingsRepository(connection),
  };
}

/**
 * Builds the indexes before the first request: the unique email index is what refuses a
 * duplicate account, and the TTL indexes are what expire sessions, attempts, challenges,
 * invitations, password resets and the audit trail; the unique index on open invitations' emails
 * keeps one per address, and the one on open password resets' users one per account.
 */
export async function ensureIndexes(repositories: Repositories): Promise<void> {
  await Promise.all([
    repositories.users.model.init(),
    repositories.sessions.model.init(),
    repositories.loginAttempts.model.init(),
    repositories.signInNotices.model.init(),
    repositories.challenges.model.init(),
    repositories.auditEvents.model.init(),
    repositories.invitations.model.init(),
    repositories.passwordResets.model.init(),
  ]);
}
