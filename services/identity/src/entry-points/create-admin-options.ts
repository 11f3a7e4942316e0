import { parseArgs } from 'node:util';

export const CREATE_ADMIN_USAGE = `Usage: npm run create-admin -w @reedmere/identity-service -- --email <email> [--name <name>] [--reset-password]

Creates an admin account, or with --reset-password sets a new password for an existing one (and
signs it out everywhere). The password comes from ADMIN_PASSWORD, or is asked for on the
terminal without echo (or read from the first line of standard input when that is not a
terminal). The database is MONGODB_URI.

  --email <email>     the account's email (stored lower-case)
  --name <name>       its display name (default for a new account: Administrator)
  --reset-password    change the password of an existing account instead of creating one
  --help              this text

Exit codes: 0 done; 1 not done (the account already exists, or does not exist for
--reset-password, or the database failed); 2 invalid arguments or password.`;

export interface CreateAdminOptions {
  help: boolean;
  email: string | undefined;
  name: string | undefined;
  resetPassword: boolean;
}

/** Throws a TypeError with node's own message for an unknown or malformed option. */
export function parseCreateAdminOptions(args: string[]): CreateAdminOptions {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      'reset-password': { type: 'boolean', default: false },
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
  };
}
