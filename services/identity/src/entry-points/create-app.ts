import { createServiceAppFromContext, type ServiceContext } from '@reedmere/service-kit';
import type { Express } from 'express';
import { SERVICE_NAME, type IdentityConfig } from '../config';
import { createRepositories, ensureIndexes } from '../data-access/repositories';
import { ensureAdmin } from '../domain/admin-users';
import { DEMO_STAFF } from '../domain/demo-staff';
import { createIdentityUseCases } from '../domain/identity-use-cases';
import { identityRoutes } from './routes';

/**
 * The service's app on an open connection: used by the server and, in process, by the tests.
 * Indexes first (the unique email and the TTL expiries depend on them), then the configured
 * admin and, when asked, the demo's staff, so the service answers only once sign-in can work.
 * `now` is the clock of sessions, challenges and codes (tests move it).
 */
export async function createApp(
  context: ServiceContext<IdentityConfig>,
  options: { now?: () => Date } = {},
): Promise<Express> {
  const { config, connection, logger } = context;
  const repositories = createRepositories(connection);
  await ensureIndexes(repositories);

  if (config.bootstrapAdmin) {
    const { created, user } = await ensureAdmin(repositories, config.bootstrapAdmin, config);
    logger.info(created ? 'admin created' : 'admin exists', { email: user.email });
  } else {
    logger.warn('no ADMIN_EMAIL/ADMIN_PASSWORD set: no admin ensured (see create-admin)');
  }
  if (config.demoStaff) {
    for (const staff of DEMO_STAFF) await ensureAdmin(repositories, staff, config);
    logger.info('demo staff ensured', { count: DEMO_STAFF.length });
  }

  return createServiceAppFromContext(context, {
    name: SERVICE_NAME,
    routes: identityRoutes(createIdentityUseCases(repositories, config, options.now)),
  });
}
