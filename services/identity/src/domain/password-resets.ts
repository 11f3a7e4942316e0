import {
  PASSWORD_RESET_MINUTES,
  type AdminUser,
  type PasswordResetIssued,
  type PasswordResetSummary,
} from '@reedmere/contracts';
import { notFound, validate, ValidationError } from '@reedmere/service-kit';
import type { OpenPasswordReset } from '../data-access/password-reset-repository';
import type { Repositories } from '../data-access/repositories';
import type { HashSlots } from './hash-slots';
import { hashNewPassword } from './new-password-hash';
import { hashLinkToken, isLinkTokenShape, newLinkToken } from './link-token';
import type { PasswordHashSettings } from './password-hashing';
import { newPasswordProblem } from './password-policy';
import {
  passwordResetAcceptBodySchema,
  passwordResetBodySchema,
  type PasswordResetAcceptBody,
  type PasswordResetBody,
} from './request-schemas';
import { normalizeEmail } from './user-rules';

/** One answer for a link unknown, used, replaced or expired: it tells nothing about which. */
export const PASSWORD_RESET_GONE_MESSAGE =
  'This password reset link has expired or was already used. Ask for a new one.';

/** How long after one reset another for the same account is refused: one mail stands for it. */
export const PASSWORD_RESET_REPEAT_MS = 60 * 1000;

const PASSWORD_RESET_MS = PASSWORD_RESET_MINUTES * 60 * 1000;

export interface PasswordResetDeps {
  repositories: Repositories;
  hashSlots: HashSlots;
  now: () => Date;
}

/** Setting a forgotten password by a mailed link; the BFF sends the mail, never this service. */
export interface PasswordResetUseCases {
  /**
   * A new reset of the account with the email (replacing any open one) and its link's token;
   * null, storing nothing, when no account has the email or its last reset was asked for less
   * than PASSWORD_RESET_REPEAT_MS ago.
   */
  request(body: unknown): Promise<PasswordResetIssued | null>;
  /** What an open reset's link shows; 404 otherwise. */
  summary(token: string): Promise<PasswordResetSummary>;
  /**
   * Sets the account's new password, using the reset (and any other open one) up, and signs the
   * account out everywhere. Its second factor stays: a sign-in still needs it.
   */
  accept(body: unknown): Promise<{ user: AdminUser; sessionsEnded: number }>;
}

const gone = () => notFound(PASSWORD_RESET_GONE_MESSAGE);

export function createPasswordResetUseCases(
  deps: PasswordResetDeps,
  settings: PasswordHashSettings,
): PasswordResetUseCases {
  const { repositories, now } = deps;
  const { passwordResets, users } = repositories;

  /** The open reset a token names, looked up by its hash, and its account; 404 otherwise. */
  async function openReset(token: string): Promise<{ reset: OpenPasswordReset; user: AdminUser }> {
    if (!isLinkTokenShape(token)) throw gone();
    const reset = await passwordResets.findOpenByTokenHash(hashLinkToken(token), now());
    // The account may have been removed since.
    const user = reset && (await users.findById(reset.userId));
    if (!reset || !user) throw gone();
    return { reset, user };
  }

  const hashInSlot = (password: string) => hashNewPassword(deps.hashSlots, password, settings);

  return {
    async request(body) {
      const input = validate<PasswordResetBody>(passwordResetBodySchema, body);
      const user = await users.findByEmail(normalizeEmail(input.email));
      if (!user) return null;
      const createdAt = now();
      const repeatAfter = new Date(createdAt.getTime() - PASSWORD_RESET_REPEAT_MS);
      const newest = await passwordResets.newestCreatedAt(user.id);
      if (newest && newest > repeatAfter) return null;
      const token = newLinkToken();
      const expiresAt = new Date(createdAt.getTime() + PASSWORD_RESET_MS);
      // Replaces only an open reset older than the guard: of two requests at once, one stores.
      const stored = await passwordResets.replace(
        {
          userId: user.id,
          tokenHash: hashLinkToken(token),
          address: input.address,
          createdAt,
          expiresAt,
        },
        repeatAfter,
      );
      if (!stored) return null;
      return { token, email: user.email, name: user.name, expiresAt: expiresAt.toISOString() };
    },

    async summary(token) {
      const { reset, user } = await openReset(token);
      return { email: user.email, name: user.name, expiresAt: reset.expiresAt.toISOString() };
    },

    async accept(body) {
      const input = validate<PasswordResetAcceptBody>(passwordResetAcceptBodySchema, body);
      const { user } = await openReset(input.token);
      const problem = newPasswordProblem(input.password, user.email);
      if (problem) throw new ValidationError(problem, [{ field: 'password', message: problem }]);
      const passwordHash = await hashInSlot(input.password);
      // Used up before the password is stored: of two accepts at once, one finds it gone.
      const usedAt = now();
      const used = await passwordResets.use(hashLinkToken(input.token), usedAt);
      if (!used) throw gone();
      let stored: boolean;
      try {
        stored = await users.setPassword(used.userId, passwordHash);
      } catch (error) {
        // Not stored (the database went away): the link works again.
        await passwordResets.reopen(used.id, usedAt).catch(() => false);
        throw error;
      }
      // The account was removed since the link was looked up.
      if (!stored) throw gone();
      // The new password ends every way in the old one gave: links, sign-ins under way, sessions.
      await passwordResets.revokeForUser(used.userId, usedAt);
      // As a session opened by sign-in does, the failures from this address are cleared; those
      // from elsewhere stay, as someone else's guesses.
      await repositories.loginAttempts.clear(user.email, input.address);
      await repositories.challenges.deleteForUser(used.userId);
      const sessionsEnded = await repositories.sessions.deleteForUser(used.userId);
      return { user, sessionsEnded };
    },
  };
}
