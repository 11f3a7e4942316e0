import express, { type Request, type Response, type Router } from 'express';
import type { AuditEvent } from '@reedmere/contracts';
import { auditEventQuerySchema, type AuditEventQuery } from '@reedmere/contracts/schemas';
import { validate } from '@reedmere/service-kit';
import type { StaffGuard } from '../auth/staff-guard';
import { setListHeaders, totalCountOf, withPageSize } from '../list-page';
import { callService } from '../service-call';
import type { Services } from '../services';

/** Events of the audit trail, newest first, as identity answers them for `query`. */
export const readAuditEvents = (services: Services, req: Request, query: AuditEventQuery) =>
  callService<AuditEvent[]>(services.identity, 'activity', req, 'GET', '/audit-events', {
    query: { ...query },
  });

/**
 * A page of the audit trail, newest first, as identity answers it for `query`; with the list's
 * `X-Total-Count` and `Link` headers.
 */
export async function sendAuditEvents(
  services: Services,
  req: Request,
  res: Response,
  query: AuditEventQuery,
  show: (event: AuditEvent) => AuditEvent = (event) => event,
): Promise<void> {
  const paged = { ...query, ...withPageSize(query) };
  const answer = await readAuditEvents(services, req, paged);
  setListHeaders(req, res, paged, totalCountOf(answer.headers, answer.body.length));
  res.json(answer.body.map(show));
}

/** The staff's activity: every admin write and sign-in, for the owner and managers. */
export function activityRoutes(services: Services, staff: StaffGuard): Router {
  const router = express.Router();
  router.get('/admin/activity', ...staff({ activity: true }), async (req, res) => {
    const query = validate<AuditEventQuery>(auditEventQuerySchema, { ...req.query });
    await sendAuditEvents(services, req, res, query);
  });
  return router;
}
