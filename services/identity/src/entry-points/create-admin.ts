import {
  BASE_SERVICE_SETTINGS,
  ConfigError,
  connectDatabase,
  readEnv,
} from '@reedmere/service-kit';
import type { Connection } from 'mongoose';
import { IDENTITY_SETTINGS, passwordHashCost } from '../config';
import { createRepositories, ensureIndexes } from '../data-access/repositories';
import { DuplicateEmailError } from '../data-access/admin-user-repository';
import { createAdminUser, resetAdminPassword, resetSecondFactor } from '../domain/admin-users';
import { newPasswordProblem } from '../domain/password-policy';
import {
  checkValue,
  DEFAULT_ADMIN_NAME,
  emailSchema,
  nameSchema,
  newPasswordSchema,
} from '../domain/user-rules';
import {
  CREATE_ADMIN_USAGE,
  parseCreateAdminOptions,
  type CreateAdminOptions,
} from './create-admin-options';
import { InputCancelledError, readFirstLine, readHiddenLines } from './read-password';

const EXIT_DONE = 0;
const EXIT_NOT_DONE = 1;
const EXIT_USAGE = 2;

/** A problem to report on its own line, with the exit code it means. */
class CommandError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}

function required<T>(result: { ok: true; value: T } | { ok: false; message: string }): T {
  if (!result.ok) throw new CommandError(result.message, EXIT_USAGE);
  return result.value;
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) return readFirstLine();
  const [password = '', repeated] = await readHiddenLines(['Password: ', 'Repeat the password: ']);
  // A too-short password is the more useful message when both are wrong.
  required(checkValue(newPasswordSchema.required(), password));
  if (repeated !== password) throw new CommandError('The passwords do not match', EXIT_USAGE);
  return password;
}

async function run(options: CreateAdminOptions): Promise<number> {
  if (options.help) {
    console.log(CREATE_ADMIN_USAGE);
    return EXIT_DONE;
  }
  if (options.email === undefined) throw new CommandError('--email is required', EXIT_USAGE);
  const email = required(checkValue<string>(emailSchema.required(), options.email));
  const name =
    options.name === undefined
      ? undefined
      : required(checkValue<string>(nameSchema.required(), options.name));
  if (options.resetPassword && options.resetSecondFactor) {
    throw new CommandError('Give --reset-password or --reset-second-factor, not both', EXIT_USAGE);
  }
  const env = readEnv<{ MONGODB_URI: string; PASSWORD_HASH_COST: number }>({
    MONGODB_URI: BASE_SERVICE_SETTINGS.MONGODB_URI.schema,
    NODE_ENV: BASE_SERVICE_SETTINGS.NODE_ENV.schema,
    PASSWORD_HASH_COST: IDENTITY_SETTINGS.PASSWORD_HASH_COST.schema,
  });
  const problems: string[] = [];
  const hashing = { passwordHashCost: passwordHashCost(env, problems) };
  if (problems.length > 0) throw new CommandError(problems.join('\n'), EXIT_USAGE);
  let password = '';
  if (!options.resetSecondFactor) {
    password = await readPassword();
    const problem = newPasswordProblem(password, email);
    if (problem) throw new CommandError(problem, EXIT_USAGE);
  }

  let connection: Connection;
  try {
    connection = await connectDatabase(env.MONGODB_URI);
  } catch (error) {
    throw new CommandError(
      `Cannot connect to the database: ${(error as Error).message}`,
      EXIT_NOT_DONE,
    );
  }
  try {
    const repositories = createRepositories(connection);
    await ensureIndexes(repositories);
    if (options.resetSecondFactor) {
      const result = await resetSecondFactor(repositories, email);
      if (!result) {
        throw new CommandError(`No admin account has the email ${email}.`, EXIT_NOT_DONE);
      }
      console.log(
        `Second factor turned off for ${result.user.email}; ${result.sessionsEnded} session(s) signed out.`,
      );
      return EXIT_DONE;
    }
    if (options.resetPassword) {
      const result = await resetAdminPassword(repositories, { email, password, name }, hashing);
      if (!result) {
        throw new CommandError(
          `No admin account has the email ${email}; run without --reset-password to create it.`,
          EXIT_NOT_DONE,
        );
      }
      console.log(
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
      console.log(`Admin account created: ${user.email} (${user.name}).`);
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

async function main(): Promise<number> {
  try {
    return await run(parseCreateAdminOptions(process.argv.slice(2)));
  } catch (error) {
    if (error instanceof CommandError) {
      console.error(error.message);
      return error.exitCode;
    }
    if (error instanceof ConfigError) {
      console.error(error.problems.join('\n'));
      return EXIT_USAGE;
    }
    if (error instanceof InputCancelledError) {
      console.error('Cancelled; nothing was changed.');
      return EXIT_NOT_DONE;
    }
    if (
      error instanceof TypeError &&
      'code' in error &&
      /^ERR_PARSE_ARGS/.test(String(error.code))
    ) {
      console.error(`${error.message}\n\n${CREATE_ADMIN_USAGE}`);
      return EXIT_USAGE;
    }
    console.error(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT_NOT_DONE;
  }
}

void main().then((code) => process.exit(code));
