import path from 'node:path';
import type { StaffRights } from '@reedmere/contracts';
import type { TestStack } from './stack';

const IDENTITY_SRC = path.resolve(__dirname, '..', '..', '..', 'services', 'identity', 'src');

export interface StaffAccount {
  email: string;
  password: string;
  name: string;
  rights: StaffRights;
}

/**
 * Adds a person to the stack's identity service, as its own account-making code does (read from
 * its sources at run time, as the stack loads the services).
 */
export async function addStaff(stack: TestStack, account: StaffAccount): Promise<void> {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { createRepositories } = require(path.join(IDENTITY_SRC, 'data-access', 'repositories'));
  const { createAdminUser } = require(path.join(IDENTITY_SRC, 'domain', 'admin-users'));
  /* eslint-enable @typescript-eslint/no-require-imports */
  await createAdminUser(createRepositories(stack.services.identity.connection), account, {
    passwordHashCost: Number(process.env.PASSWORD_HASH_COST ?? 12),
  });
}
