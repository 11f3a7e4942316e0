import type { AdminUser } from '@reedmere/contracts';
import { notFound, NotFoundError, validate } from '@reedmere/service-kit';
import type Joi from 'joi';
import type { Repositories } from '../data-access/repositories';
import { createAccountUseCases, type AccountUseCases } from './account-use-cases';
import { createAuditTrail, type AuditTrail } from './audit-trail';
import { createHashSlots } from './hash-slots';
import { createInvitationUseCases, type InvitationUseCases } from './invitations';
import { createPasswordResetUseCases, type PasswordResetUseCases } from './password-resets';
import { createPeopleUseCases, type PeopleUseCases } from './people';
import {
  challengeBodySchema,
  loginBodySchema,
  secondStepBodySchema,
  setupConfirmBodySchema,
  type ChallengeBody,
  type LoginBody,
} from './request-schemas';
import {
  confirmSetupForChallenge,
  proveSecondFactor,
  setupForChallenge,
  type SecondStepInput,
  type SecondStepResult,
} from './second-factor-sign-in';
import type { SecondFactorSetup } from './second-factor';
import { createSecondFactorPolicy } from './second-factor-policy';
import { createSecretBox } from './secret-box';
import { endSession, lookUpSession } from './sessions';
import { CHALLENGE_EXPIRED_MESSAGE } from './sign-in-messages';
import { signIn, type SignInResult, type SignInSettings } from './sign-in';
import { createStaffSettingsUseCases, type StaffSettingsUseCases } from './staff-settings';
import { normalizeEmail } from './user-rules';

export const SESSION_NOT_FOUND = 'Session not found';
export const SESSION_IDLE = 'Session ended after inactivity';

export interface IdentitySettings extends SignInSettings {
  hashConcurrency: number;
  hashQueue: number;
  secondFactorKey: string;
  /** The operator's `REQUIRE_SECOND_FACTOR`; the owner may require a second factor as well. */
  requireSecondFactor: boolean;
}

/** Why a session is not live: ended after inactivity, or not there at all. */
export class SessionEndedError extends NotFoundError {
  constructor(
    readonly reason: 'idle' | 'ended',
    /** The idle time, in minutes, for a session that ended after it. */
    readonly idleMinutes?: number,
  ) {
    super(reason === 'idle' ? SESSION_IDLE : SESSION_NOT_FOUND);
  }
}

/** What the identity API does; the routes only read the request and write the answer. */
export interface IdentityUseCases {
  /** Checks the password (throttled; see signIn) and opens a session or a challenge. */
  signIn(body: unknown): Promise<SignInResult>;
  /** The second step of a sign-in whose account has a second factor. */
  proveSecondFactor(body: unknown): Promise<SecondStepResult>;
  /** The secret for a sign-in asked to set up its second factor; 404 when the challenge is not live. */
  secondFactorSetup(body: unknown): Promise<SecondFactorSetup>;
  /** Turns that factor on and ends the sign-in with a session. */
  confirmSecondFactorSetup(body: unknown): Promise<SecondStepResult>;
  /** The session's user while it is live, else SessionEndedError. */
  session(id: string): Promise<{ user: AdminUser; expiresAt: Date }>;
  /** Ends the session; ending one that does not exist is not an error. */
  endSession(id: string): Promise<void>;
  account: AccountUseCases;
  /** Every staff write the BFF reports, and every sign-in, kept append-only. */
  auditTrail: AuditTrail;
  /** The owner's list of people, their rights and their removal. */
  people: PeopleUseCases;
  /** Invitations to the staff, and the accounts their links set up. */
  invitations: InvitationUseCases;
  /** Forgotten passwords: the links the BFF mails, and the new passwords they set. */
  passwordResets: PasswordResetUseCases;
  /** The owner's settings for all the staff: whether everyone must have a second factor. */
  staffSettings: StaffSettingsUseCases;
  /** Admin accounts point at no stored files; answered so a sweep can ask every service alike. */
  fileReferences(): Promise<string[]>;
}

export function createIdentityUseCases(
  repositories: Repositories,
  settings: IdentitySettings,
  now: () => Date = () => new Date(),
): IdentityUseCases {
  const hashSlots = createHashSlots({
    concurrency: settings.hashConcurrency,
    queue: settings.hashQueue,
  });
  const box = createSecretBox(settings.secondFactorKey);
  const secondFactorPolicy = createSecondFactorPolicy(repositories, settings);
  const challengeDeps = { repositories, box };
  const auditTrail = createAuditTrail(repositories, now);
  /** A second step of a sign-in, its end kept in the trail: a session opened, or a wrong code. */
  const secondStep =
    (bodySchema: Joi.Schema, step: typeof proveSecondFactor) =>
    async (body: unknown): Promise<SecondStepResult> => {
      const input = validate<SecondStepInput>(bodySchema, body);
      const result = await step(challengeDeps, settings, input, now());
      const { address } = input;
      if (result.outcome === 'signed-in') await auditTrail.signIn('sign-in', result.user, address);
      if (result.outcome === 'wrong-code') {
        await auditTrail.signIn('sign-in-failed', result.user, address);
      }
      return result;
    };
  return {
    async signIn(body) {
      const input = validate<LoginBody>(loginBodySchema, body);
      const result = await signIn(
        { repositories, hashSlots, secondFactorPolicy },
        settings,
        input,
        now(),
      );
      // A busy service checked nothing; a right password with a second step to come is not yet in.
      if (result.outcome === 'signed-in') {
        await auditTrail.signIn('sign-in', result.user, input.address);
      }
      if (result.outcome === 'unauthorized' || result.outcome === 'throttled') {
        await auditTrail.signIn('sign-in-failed', normalizeEmail(input.email), input.address);
      }
      return result;
    },
    proveSecondFactor: secondStep(secondStepBodySchema, proveSecondFactor),
    async secondFactorSetup(body) {
      const { challengeId } = validate<ChallengeBody>(challengeBodySchema, body);
      const setup = await setupForChallenge(challengeDeps, challengeId, now());
      if (!setup) throw notFound(CHALLENGE_EXPIRED_MESSAGE);
      return setup;
    },
    confirmSecondFactorSetup: secondStep(setupConfirmBodySchema, confirmSetupForChallenge),
    async session(id) {
      const found = await lookUpSession(repositories, settings, id, now());
      if (found.state === 'idle') {
        throw new SessionEndedError('idle', Math.round(settings.sessionIdleMs / 60_000));
      }
      if (found.state !== 'live') throw new SessionEndedError('ended');
      return { user: found.user, expiresAt: found.session.expiresAt };
    },
    endSession: (id) => endSession(repositories, id),
    account: createAccountUseCases(
      { repositories, hashSlots, box, now, secondFactorPolicy },
      settings,
    ),
    auditTrail,
    people: createPeopleUseCases(repositories, now),
    invitations: createInvitationUseCases({ repositories, hashSlots, now }, settings),
    passwordResets: createPasswordResetUseCases({ repositories, hashSlots, now }, settings),
    staffSettings: createStaffSettingsUseCases(repositories, secondFactorPolicy, now),
    fileReferences: async () => [],
  };
}
