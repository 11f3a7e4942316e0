import express, { type Router } from 'express';
import type { DevelopmentSummary } from '@reedmere/contracts';
import { developmentInputSchema, developmentUpdateSchema } from '@reedmere/contracts/schemas';
import type { AuditRecorder } from '../audit/audit-recorder';
import type { StaffGuard } from '../auth/staff-guard';
import { callService } from '../service-call';
import type { Services } from '../services';
import { wholeServiceListRoute } from './every-page';
import { addRecordWrites } from './record-writes';
import { serviceListRoute } from './service-list';
import { serviceRecordRoute } from './service-record';

/**
 * Development projects: public reads (a page at a time, and the count by status), the admin's
 * whole list, admin writes.
 */
export function developmentRoutes(
  services: Services,
  staff: StaffGuard,
  audit: AuditRecorder,
): Router {
  const router = express.Router();
  const client = services.developments;
  const projects = { client, area: 'developments', servicePath: '/developments' } as const;

  router.get('/developments', serviceListRoute(projects));

  // The admin's list: every project, read page by page.
  router.get(
    '/admin/developments',
    ...staff({ read: ['developments'] }),
    wholeServiceListRoute(projects),
  );

  // Not under `/developments/:id`: every `/developments/<x>` is a project's page and record.
  router.get('/developments-summary', async (req, res) => {
    const answer = await callService<DevelopmentSummary>(
      client,
      'developments',
      req,
      'GET',
      '/developments-summary',
    );
    res.json(answer.body);
  });

  router.get('/developments/:id', serviceRecordRoute(projects, 'id'));

  addRecordWrites(router, staff, audit, {
    ...projects,
    path: '/developments',
    input: developmentInputSchema,
    update: developmentUpdateSchema,
    divisions: ['developments'],
    kind: 'development',
    noun: 'project',
    services,
  });

  return router;
}
