import { connectDatabase } from '@reedmere/service-kit';
import type { Connection } from 'mongoose';
import type { PasswordHashSettings } from '../domain/password-hashing';
import { createRepositories, ensureIndexes } from '../data-access/repositories';
import { DuplicateEmailError } from '../data-access/admin-user-repository';
import { createAdminUser, resetAdminPassword, resetSecondFactor } from '../domain/admin-users';
import { DEFAULT_ADMIN_NAME } from '../domain/user-rules';
import { CommandError, EXIT_DONE, EXIT_NOT_DONE } from './create-admin-command-error';

/** What the create-admin command was asked to do, its input already checked. */
export interface AccountRequest {
  mongoUri: string;
  email: string;
  name: string | undefined;
  /** Empty for a second factor's reset. */
  password: string;
  action: 'create' | 'reset-password' | 'reset-second-factor';
  hashing: PasswordHashSettings;
}

/** Makes the change in the database and says what was done; a CommandError when it was not. */
export async function changeAdminAccount(
  request: AccountRequest,
  say: (line: string) => void,
): Promise<number> {
  const { email, name, password, hashing } = request;
  let connection: Connection;
  try {
    connection = await connectDatabase(request.mongoUri);
  } catch (error) {
    throw new CommandError(
      `Cannot connect to the database: ${(error as Error).message}`,
      EXIT_NOT_DONE,
    );
  }
  try {
    const repositories = createRepositories(connection);
    await ensureIndexes(repositories);
    if (request.action === 'reset-second-factor') {
      const result = await resetSecondFactor(repositories, email);
      if (!result) {
        throw new CommandError(`No admin account has the email ${email}.`, EXIT_NOT_DONE);
      }
      say(
        `Second factor turned off for ${result.user.email}; ${result.sessionsEnded} session(s) signed out.`,
      );
      return EXIT_DONE;
    }
    if (request.action === 'reset-password') {
      const result = await resetAdminPassword(repositories, { email, password, name }, hashing);
      if (!result) {
        throw new CommandError(
          `No admin account has the email ${email}; run without --reset-password to create it.`,
          EXIT_NOT_DONE,
        );
      }
      say(
        `Password changed for ${result.user.email}; ${result.sessionsEnded} session(s) signed out.`,
      );
      return EXIT_DONE;
    }
    try {
      const user = await createAdminUser(
        repositories,
        { email, password, name: name ?? DEFAULT_ADMIN_NAME },
        hashing,
      );
      say(`Admin account created: ${user.email} (${user.name}).`);
      return EXIT_DONE;
    } catch (error) {
      if (!(error instanceof DuplicateEmailError)) throw error;
      throw new CommandError(
        `An admin account with the email ${email} already exists; its password was not changed. ` +
          'Use --reset-password to change it.',
        EXIT_NOT_DONE,
      );
    }
  } finally {
    await connection.close().catch(() => {});
  }
}
