import type { AdminUser } from '@reedmere/contracts';
import { HttpError, notFound, validate } from '@reedmere/service-kit';
import { DuplicateEmailError } from '../data-access/admin-user-repository';
import type { Repositories } from '../data-access/repositories';
import { createAdminUser } from './admin-users';
import { createHashSlots } from './hash-slots';
import {
  loginBodySchema,
  newUserBodySchema,
  type LoginBody,
  type NewUserBody,
} from './request-schemas';
import { endSession, findLiveSession } from './sessions';
import { signIn, type SignInResult, type SignInSettings } from './sign-in';

export const SESSION_NOT_FOUND = 'Session not found';

export interface IdentitySettings extends SignInSettings {
  hashConcurrency: number;
  hashQueue: number;
}

/** What the identity API does; the routes only read the request and write the answer. */
export interface IdentityUseCases {
  /** Checks the password (throttled; see signIn) and opens a session when it matches. */
  signIn(body: unknown): Promise<SignInResult>;
  /** The session's user while it is live, else 404. */
  session(id: string): Promise<{ user: AdminUser; expiresAt: Date }>;
  /** Ends the session; ending one that does not exist is not an error. */
  endSession(id: string): Promise<void>;
  /** A new admin account; 409 when the email is taken. */
  createUser(body: unknown): Promise<AdminUser>;
  /** Admin accounts point at no stored files; answered so a sweep can ask every service alike. */
  fileReferences(): Promise<string[]>;
}

export function createIdentityUseCases(
  repositories: Repositories,
  settings: IdentitySettings,
): IdentityUseCases {
  const hashSlots = createHashSlots({
    concurrency: settings.hashConcurrency,
    queue: settings.hashQueue,
  });
  return {
    signIn: async (body) =>
      signIn({ repositories, hashSlots }, settings, validate<LoginBody>(loginBodySchema, body)),
    async session(id) {
      const session = await findLiveSession(repositories, id);
      if (!session) throw notFound(SESSION_NOT_FOUND);
      return session;
    },
    endSession: (id) => endSession(repositories, id),
    async createUser(body) {
      const input = validate<NewUserBody>(newUserBodySchema, body);
      try {
        return await createAdminUser(repositories, input);
      } catch (error) {
        if (error instanceof DuplicateEmailError) throw new HttpError(409, error.message);
        throw error;
      }
    },
    fileReferences: async () => [],
  };
}
