import type { AdminUser } from '@reedmere/contracts';
import {
  ConflictError,
  notFound,
  TooManyAttemptsError,
  UNAUTHORIZED_MESSAGE,
  UnauthorizedError,
  validate,
  ValidationError,
} from '@reedmere/service-kit';
import type { StoredAdminUser } from '../data-access/admin-user-repository';
import type { Repositories } from '../data-access/repositories';
import type { StoredSession } from '../data-access/session-repository';
import type { HashSlots } from './hash-slots';
import { BusyError, hashNewPassword } from './new-password-hash';
import type { PasswordHashSettings } from './password-hashing';
import { EMAIL_IN_PASSWORD_MESSAGE, containsEmail } from './password-policy';
import {
  checkCurrentCode,
  checkCurrentPassword,
  checkCurrentProof,
  type ReauthenticationResult,
  type ReauthenticationSettings,
} from './reauthentication';
import {
  codeBodySchema,
  disableBodySchema,
  passwordChangeBodySchema,
  setupBodySchema,
  type CodeBody,
  type DisableBody,
  type PasswordChangeBody,
  type SetupBody,
} from './request-schemas';
import {
  confirmSetup,
  proveRecoveryCode,
  startSetup,
  type SecondFactorSetup,
} from './second-factor';
import type { SecondFactorPolicy } from './second-factor-policy';
import type { SecretBox } from './secret-box';
import { listSessions, lookUpSession, type ListedSession, type SessionSettings } from './sessions';
import {
  throttledMessage,
  USED_CODE_MESSAGE,
  WRONG_CODE_MESSAGE,
  WRONG_RECOVERY_CODE_MESSAGE,
} from './sign-in-messages';

export const SESSION_NOT_FOUND = 'Session not found';
export const WRONG_CURRENT_PASSWORD = 'The current password is not correct';
export const WRONG_PASSWORD = 'The password is not correct';
export const SAME_PASSWORD = 'The new password must be different from the current one';
export const NO_SETUP = 'Start setting up the second factor first, or start again: it has expired';
export const NO_SECOND_FACTOR = 'The account has no second factor to turn off';
export const OLD_FACTOR_REQUIRED =
  'Give a code from your authenticator app, or an unused recovery code, to replace the second factor';
export const SECOND_FACTOR_REQUIRED =
  'Every account must have a second factor here: set up a new one instead of turning it off';

/** A refusal to wait before trying again: the route passes the wait on in `Retry-After`. */
export class ThrottledError extends TooManyAttemptsError {
  constructor(readonly retryAfterMs: number) {
    super(throttledMessage(retryAfterMs));
  }
}

export { BusyError };

const fieldError = (field: string, message: string) =>
  new ValidationError(message, [{ field, message }]);

export type AccountSettings = SessionSettings & ReauthenticationSettings & PasswordHashSettings;

export interface AccountDeps {
  repositories: Repositories;
  hashSlots: HashSlots;
  box: SecretBox;
  now: () => Date;
  /** Whether a factor may be turned off, and what `GET /account/second-factor` says. */
  secondFactorPolicy: SecondFactorPolicy;
}

/** The signed-in account: its user and the session the request came with. */
interface Signed {
  user: StoredAdminUser;
  session: StoredSession;
}

/** What the signed-in user may do to their own account, by the id of their live session. */
export interface AccountUseCases {
  sessions(sessionId: string): Promise<ListedSession[]>;
  /** Ends one of the user's sessions by its listed id; 404 when the user has no such session. */
  endSession(sessionId: string, listedId: string): Promise<void>;
  /** Ends every session of the user but this one; how many ended. */
  endOtherSessions(sessionId: string): Promise<number>;
  /** Sets a new password (the current one given) and ends the user's other sessions. */
  changePassword(sessionId: string, body: unknown): Promise<{ sessionsEnded: number }>;
  secondFactor(
    sessionId: string,
  ): Promise<{ enabled: boolean; required: boolean; recoveryCodesLeft: number }>;
  /**
   * Starts setting up a second factor (the password given and, when one is on, a current code or
   * an unused recovery code of it).
   */
  startSecondFactor(sessionId: string, body: unknown): Promise<SecondFactorSetup>;
  /** Turns the factor being set up on; its recovery codes. One replaced ends the other sessions. */
  confirmSecondFactor(sessionId: string, body: unknown): Promise<{ recoveryCodes: string[] }>;
  /** Turns the factor off (the password or a current code given) and ends the other sessions. */
  disableSecondFactor(sessionId: string, body: unknown): Promise<void>;
}

export function createAccountUseCases(
  deps: AccountDeps,
  settings: AccountSettings,
): AccountUseCases {
  const { repositories } = deps;

  /** The live session's account, else 401 (as if there were no session). */
  async function signed(sessionId: string): Promise<Signed> {
    const found = await lookUpSession(repositories, settings, sessionId, deps.now());
    const user = found.state === 'live' && (await repositories.users.findStoredById(found.user.id));
    if (found.state !== 'live' || !user) throw new UnauthorizedError(UNAUTHORIZED_MESSAGE);
    return { user, session: found.session };
  }

  /** Throws the refusal a failed password or code check means. */
  function refuseUnless(result: ReauthenticationResult, field: string, wrong: string): void {
    if (result === 'throttled') throw new ThrottledError(settings.loginWindowMs);
    if (result === 'busy') throw new BusyError();
    if (result === 'used') throw fieldError(field, USED_CODE_MESSAGE);
    if (result === 'wrong') throw fieldError(field, wrong);
  }

  const passwordCheck = (user: StoredAdminUser, password: string, address: string) =>
    checkCurrentPassword(deps, settings, user, { password, address }, deps.now());

  const summary = async (
    user: AdminUser & { secondFactor?: unknown; recoveryCodesLeft: number },
  ) => ({
    enabled: Boolean(user.secondFactor),
    required: await deps.secondFactorPolicy.isRequired(),
    recoveryCodesLeft: user.secondFactor ? user.recoveryCodesLeft : 0,
  });

  return {
    async sessions(sessionId) {
      const { session } = await signed(sessionId);
      return listSessions(repositories, settings, session, deps.now());
    },

    async endSession(sessionId, listedId) {
      const { session } = await signed(sessionId);
      if (!(await repositories.sessions.deleteOne(session.userId, listedId))) {
        throw notFound(SESSION_NOT_FOUND);
      }
    },

    async endOtherSessions(sessionId) {
      const { session } = await signed(sessionId);
      return repositories.sessions.deleteForUser(session.userId, session.id);
    },

    async changePassword(sessionId, body) {
      const input = validate<PasswordChangeBody>(passwordChangeBodySchema, body);
      const { user, session } = await signed(sessionId);
      if (containsEmail(input.newPassword, user.email)) {
        throw fieldError('newPassword', EMAIL_IN_PASSWORD_MESSAGE);
      }
      refuseUnless(
        await passwordCheck(user, input.currentPassword, input.address),
        'currentPassword',
        WRONG_CURRENT_PASSWORD,
      );
      if (input.newPassword === input.currentPassword)
        throw fieldError('newPassword', SAME_PASSWORD);
      const hash = await hashNewPassword(deps.hashSlots, input.newPassword, settings);
      // The new password also ends sign-ins already past the old one and any factor being set up.
      await repositories.users.setPassword(user.id, hash);
      await repositories.challenges.deleteForUser(user.id);
      const sessionsEnded = await repositories.sessions.deleteForUser(user.id, session.id);
      return { sessionsEnded };
    },

    async secondFactor(sessionId) {
      const { user } = await signed(sessionId);
      return summary(user);
    },

    async startSecondFactor(sessionId, body) {
      const input = validate<SetupBody>(setupBodySchema, body);
      const { user } = await signed(sessionId);
      if (user.secondFactor && input.code === undefined && input.recoveryCode === undefined) {
        throw fieldError('code', OLD_FACTOR_REQUIRED);
      }
      refuseUnless(
        await passwordCheck(user, input.password, input.address),
        'password',
        WRONG_PASSWORD,
      );
      // A factor already on is replaced only by someone who also holds it.
      if (user.secondFactor && input.recoveryCode !== undefined) {
        const recoveryCode = input.recoveryCode;
        refuseUnless(
          await checkCurrentProof(deps, settings, user, input.address, deps.now(), () =>
            proveRecoveryCode(deps, user, recoveryCode),
          ),
          'recoveryCode',
          WRONG_RECOVERY_CODE_MESSAGE,
        );
      } else if (user.secondFactor) {
        const attempt = { code: input.code ?? '', address: input.address };
        refuseUnless(
          await checkCurrentCode(deps, settings, user, attempt, deps.now()),
          'code',
          WRONG_CODE_MESSAGE,
        );
      }
      return startSetup(deps, user, deps.now());
    },

    async confirmSecondFactor(sessionId, body) {
      const input = validate<CodeBody>(codeBodySchema, body);
      const { user, session } = await signed(sessionId);
      const result = await confirmSetup(deps, user, input.code, deps.now());
      if (result.ok) {
        if (user.secondFactor) {
          await repositories.sessions.deleteForUser(user.id, session.id);
          await repositories.challenges.deleteForUser(user.id);
        }
        return { recoveryCodes: result.recoveryCodes };
      }
      if (result.reason === 'no-setup') throw new ConflictError(NO_SETUP);
      throw fieldError('code', WRONG_CODE_MESSAGE);
    },

    async disableSecondFactor(sessionId, body) {
      const input = validate<DisableBody>(disableBodySchema, body);
      const { user, session } = await signed(sessionId);
      if (!user.secondFactor) throw new ConflictError(NO_SECOND_FACTOR);
      if (await deps.secondFactorPolicy.isRequired()) {
        throw new ConflictError(SECOND_FACTOR_REQUIRED);
      }
      if (input.password !== undefined) {
        refuseUnless(
          await passwordCheck(user, input.password, input.address),
          'password',
          WRONG_PASSWORD,
        );
      } else {
        const attempt = { code: input.code ?? '', address: input.address };
        refuseUnless(
          await checkCurrentCode(deps, settings, user, attempt, deps.now()),
          'code',
          WRONG_CODE_MESSAGE,
        );
      }
      await repositories.users.removeSecondFactor(user.id);
      await repositories.challenges.deleteForUser(user.id);
      await repositories.sessions.deleteForUser(user.id, session.id);
    },
  };
}
