import { parseArgs } from 'node:util';

export const CREATE_ADMIN_USAGE = `Usage: npm run create-admin -w @reedmere/identity-service -- --email <email> [--name <name>] [--reset-password | --reset-second-factor]

Creates an admin account, or with --reset-password sets a new password for an existing one (and
signs it out everywhere). The password comes from ADMIN_PASSWORD, or is asked for on the
terminal without echo (or read from the first line of standard input when that is not a
terminal). It must be at least 12 characters, not one of the most common passwords, and hold
neither the agency's name nor the email address. The database is MONGODB_URI.

  --email <email>          the account's email (stored lower-case)
  --name <name>            its display name (default for a new account: Administrator)
  --reset-password         change the password of an existing account instead of creating one
  --reset-second-factor    turn off the second factor of an existing account whose owner lost
                           both the app and the recovery codes (and sign it out everywhere)
  --help                   this text

Exit codes: 0 done; 1 not done (the account already exists, or does not exist for a reset, or
the database failed); 2 invalid arguments or password.`;

export interface CreateAdminOptions {
  help: boolean;
  email: string | undefined;
  name: string | undefined;
  resetPassword: boolean;
  resetSecondFactor: boolean;
}

/** Throws a TypeError with node's own message for an unknown or malformed option. */
export function parseCreateAdminOptions(args: string[]): CreateAdminOptions {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      'reset-password': { type: 'boolean', default: false },
      'reset-second-factor': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  return {
    help: values.help ?? false,
    email: values.email,
    name: values.name,
    resetPassword: values['reset-password'] ?? false,
    resetSecondFactor: values['reset-second-factor'] ?? false,
  };
}
