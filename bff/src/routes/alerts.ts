import express, { type Router } from 'express';
import { alertSignUpSchema, type AlertSubscriptionSummary } from '@reedmere/contracts/schemas';
import type { AuditRecorder } from '../audit/audit-recorder';
import type { StaffGuard } from '../auth/staff-guard';
import { callService, segment } from '../service-call';
import type { Services } from '../services';
import { publicFormRoute } from './public-form';
import type { FormRateLimit } from './rate-limits';
import { wholeServiceListRoute } from './every-page';

/** The same answer whether the address is new, waiting for confirmation or already subscribed. */
export const ALERT_SIGN_UP_ANSWER =
  'Thank you. Please check your inbox for an e-mail to confirm your property alert.';
export const ALERT_RATE_LIMITED_ADDRESS =
  'Too many alert sign-ups from this address. Please try again later.';
export const ALERT_RATE_LIMITED_EMAIL =
  'Too many alert sign-ups for this e-mail address. Please try again later.';

export const DEFAULT_ALERT_RATE_LIMIT: FormRateLimit = {
  perAddress: { limit: 5, windowMs: 15 * 60 * 1000 },
  perEmail: { limit: 3, windowMs: 60 * 60 * 1000 },
};

/** What the admin's list shows of a subscription (never its links). */
const summaryOf = (alert: AlertSubscriptionSummary): AlertSubscriptionSummary => ({
  id: alert.id,
  email: alert.email,
  search: alert.search,
  description: alert.description,
  confirmed: alert.confirmed,
  confirmedAt: alert.confirmedAt,
  lastSentAt: alert.lastSentAt,
  createdAt: alert.createdAt,
});

/**
 * The public property alert sign-up, with its limits (none given, as on the admin site: no
 * sign-up), and the admin's list of subscriptions.
 */
export function alertRoutes(
  services: Services,
  staff: StaffGuard,
  audit: AuditRecorder,
  limits: FormRateLimit | undefined,
): Router {
  const router = express.Router();
  const client = services.content;

  if (limits) {
    router.post(
      '/alerts',
      ...publicFormRoute({
        schema: alertSignUpSchema,
        limits,
        scope: 'alert',
        refusals: { perAddress: ALERT_RATE_LIMITED_ADDRESS, perEmail: ALERT_RATE_LIMITED_EMAIL },
        accepted: { status: 202, message: ALERT_SIGN_UP_ANSWER },
        client,
        area: 'alerts',
        servicePath: '/alerts',
      }),
    );
  }

  router.get(
    '/admin/alerts',
    ...staff({ contacts: 'read' }),
    wholeServiceListRoute({ client, area: 'alerts', servicePath: '/alerts', show: summaryOf }),
  );

  router.delete('/admin/alerts/:id', ...staff({ contacts: 'change' }), async (req, res) => {
    await callService(client, 'alerts', req, 'DELETE', `/alerts/${segment(req.params.id)}`);
    // The subscriber's address stays out of the trail, which is kept longer than the alert.
    await audit(req, {
      action: 'delete',
      entity: { kind: 'alert', id: String(req.params.id), label: null },
    });
    res.set('cache-control', 'no-store').status(204).end();
  });

  return router;
}
