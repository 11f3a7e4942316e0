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

  // The database code is loaded only now: help and a usage error answer at once.
  const { changeAdminAccount } = await import('./create-admin-account.js');
  return changeAdminAccount({
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
  });
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
