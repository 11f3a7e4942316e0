import { BASE_SERVICE_SETTINGS, ConfigError, readEnv } from '@reedmere/service-kit/env';
import { IDENTITY_SETTINGS, passwordHashCost } from '../config';
import { newPasswordProblem } from '../domain/password-policy';
import { checkValue, emailSchema, nameSchema, newPasswordSchema } from '../domain/user-rules';
import {
  CREATE_ADMIN_USAGE,
  parseCreateAdminOptions,
  type CreateAdminOptions,
} from './create-admin-options';
import { CommandError, EXIT_DONE, EXIT_NOT_DONE, EXIT_USAGE } from './create-admin-command-error';
import { InputCancelledError, readFirstLine, readHiddenLines } from './read-password';

/** What the command reads and writes: the process's own, or a test's. */
export interface CommandIo {
  env: NodeJS.ProcessEnv;
  /** A terminal is asked for the password without echo; anything else gives its first line. */
  stdin: NodeJS.ReadStream | NodeJS.ReadableStream;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

const writeLine = (stream: NodeJS.WritableStream) => (line: string) => stream.write(`${line}\n`);

const isTerminal = (input: CommandIo['stdin']): input is NodeJS.ReadStream =>
  'isTTY' in input && input.isTTY === true;

function required<T>(result: { ok: true; value: T } | { ok: false; message: string }): T {
  if (!result.ok) throw new CommandError(result.message, EXIT_USAGE);
  return result.value;
}

async function readPassword(io: CommandIo): Promise<string> {
  const fromEnv = io.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!isTerminal(io.stdin)) return readFirstLine(io.stdin);
  const [password = '', repeated] = await readHiddenLines(
    ['Password: ', 'Repeat the password: '],
    io.stdin,
    io.stderr,
  );
  // A too-short password is the more useful message when both are wrong.
  required(checkValue(newPasswordSchema.required(), password));
  if (repeated !== password) throw new CommandError('The passwords do not match', EXIT_USAGE);
  return password;
}

async function carryOut(options: CreateAdminOptions, io: CommandIo): Promise<number> {
  if (options.help) {
    writeLine(io.stdout)(CREATE_ADMIN_USAGE);
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
  const env = readEnv<{ MONGODB_URI: string; PASSWORD_HASH_COST: number }>(
    {
      MONGODB_URI: BASE_SERVICE_SETTINGS.MONGODB_URI.schema,
      NODE_ENV: BASE_SERVICE_SETTINGS.NODE_ENV.schema,
      PASSWORD_HASH_COST: IDENTITY_SETTINGS.PASSWORD_HASH_COST.schema,
    },
    io.env,
  );
  const problems: string[] = [];
  const hashing = { passwordHashCost: passwordHashCost(env, problems) };
  if (problems.length > 0) throw new CommandError(problems.join('\n'), EXIT_USAGE);
  let password = '';
  if (!options.resetSecondFactor) {
    password = await readPassword(io);
    const problem = newPasswordProblem(password, email);
    if (problem) throw new CommandError(problem, EXIT_USAGE);
  }

  // The database code is loaded only now: help and a usage error answer at once.
  const { changeAdminAccount } = await import('./create-admin-account.js');
  return changeAdminAccount(
    {
      mongoUri: env.MONGODB_URI,
      email,
      name,
      password,
      action: options.resetSecondFactor
        ? 'reset-second-factor'
        : options.resetPassword
          ? 'reset-password'
          : 'create',
      hashing,
    },
    writeLine(io.stdout),
  );
}

/**
 * Node's own TypeError for an unknown or malformed option, recognised by its code: its class is
 * another realm's when the command runs in a sandbox.
 */
const isParseArgsError = (error: unknown): error is Error & { code: string } =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  /^ERR_PARSE_ARGS/.test(String(error.code));

/**
 * The create-admin command: creates an admin account or resets one (see CREATE_ADMIN_USAGE).
 * Resolves to the process's exit code, every problem already reported on `io.stderr`.
 */
export async function runCreateAdmin(args: string[], io: CommandIo): Promise<number> {
  const report = writeLine(io.stderr);
  try {
    return await carryOut(parseCreateAdminOptions(args), io);
  } catch (error) {
    if (error instanceof CommandError) {
      report(error.message);
      return error.exitCode;
    }
    if (error instanceof ConfigError) {
      report(error.problems.join('\n'));
      return EXIT_USAGE;
    }
    if (error instanceof InputCancelledError) {
      report('Cancelled; nothing was changed.');
      return EXIT_NOT_DONE;
    }
    if (isParseArgsError(error)) {
      report(`${error.message}\n\n${CREATE_ADMIN_USAGE}`);
      return EXIT_USAGE;
    }
    report(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT_NOT_DONE;
  }
}
