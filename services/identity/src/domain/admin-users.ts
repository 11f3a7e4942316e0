import type { AdminUser, StaffRights } from '@reedmere/contracts';
import type { Repositories } from '../data-access/repositories';
import { DuplicateEmailError } from '../data-access/admin-user-repository';
import { hashPassword, type PasswordHashSettings } from './password-hashing';
import { normalizeEmail } from './user-rules';

export interface NewAdminUser {
  email: string;
  name: string;
  /** Already checked against the password rules. */
  password: string;
  /** The owner's when not given: the first account, from the command line or the settings. */
  rights?: StaffRights;
}

const OWNER: StaffRights = { role: 'owner', divisions: [] };

/** Throws DuplicateEmailError when the email is taken. */
export async function createAdminUser(
  repositories: Pick<Repositories, 'users'>,
  input: NewAdminUser,
  settings: PasswordHashSettings,
): Promise<AdminUser> {
  return repositories.users.insert({
    email: normalizeEmail(input.email),
    name: input.name,
    passwordHash: await hashPassword(input.password, settings.passwordHashCost),
    ...(input.rights ?? OWNER),
  });
}

/**
 * Makes sure an account exists (the configured owner, the demo staff). An existing account is
 * left as it is: its password may have been changed since, and a restart must not undo that.
 */
export async function ensureAdmin(
  repositories: Pick<Repositories, 'users'>,
  input: NewAdminUser,
  settings: PasswordHashSettings,
): Promise<{ created: boolean; user: AdminUser }> {
  const email = normalizeEmail(input.email);
  const existing = await repositories.users.findByEmail(email);
  if (existing) return { created: false, user: withoutHash(existing) };
  try {
    return { created: true, user: await createAdminUser(repositories, input, settings) };
  } catch (error) {
    // Another instance created it between the check and the insert.
    if (!(error instanceof DuplicateEmailError)) throw error;
    const user = await repositories.users.findByEmail(email);
    if (!user) throw error;
    return { created: false, user: withoutHash(user) };
  }
}

/**
 * Sets a new password (and the name, when given) and signs the account out everywhere (sign-ins
 * waiting for their second step and a factor being set up included), since
 * a reset usually means the old password may be known to someone else. Null if no such user.
 */
export async function resetAdminPassword(
  repositories: Pick<Repositories, 'users' | 'sessions' | 'challenges'>,
  input: { email: string; password: string; name?: string | undefined },
  settings: PasswordHashSettings,
): Promise<{ user: AdminUser; sessionsEnded: number } | null> {
  const existing = await repositories.users.findByEmail(normalizeEmail(input.email));
  if (!existing) return null;
  const hash = await hashPassword(input.password, settings.passwordHashCost);
  await repositories.users.setPassword(existing.id, hash, input.name);
  await repositories.challenges.deleteForUser(existing.id);
  const sessionsEnded = await repositories.sessions.deleteForUser(existing.id);
  return { user: { ...withoutHash(existing), name: input.name ?? existing.name }, sessionsEnded };
}

/**
 * Turns off the account's second factor and recovery codes and signs it out everywhere: for an
 * owner who lost both, by an operator at the command line. Null if no such user.
 */
export async function resetSecondFactor(
  repositories: Pick<Repositories, 'users' | 'sessions' | 'challenges'>,
  email: string,
): Promise<{ user: AdminUser; sessionsEnded: number } | null> {
  const existing = await repositories.users.findByEmail(normalizeEmail(email));
  if (!existing) return null;
  await repositories.users.removeSecondFactor(existing.id);
  await repositories.challenges.deleteForUser(existing.id);
  const sessionsEnded = await repositories.sessions.deleteForUser(existing.id);
  return { user: withoutHash(existing), sessionsEnded };
}

/** The account as it may leave the service: what a stored one adds (its hash, its factor) left out. */
export const withoutHash = ({ id, email, name, role, divisions }: AdminUser): AdminUser => ({
  id,
  email,
  name,
  role,
  divisions,
});
