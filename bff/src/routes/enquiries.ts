import express, { type Router } from 'express';
import Joi from 'joi';
import { enquiryInputSchema } from '@reedmere/contracts/schemas';
import { validate } from '@reedmere/service-kit';
import type { AuditRecorder } from '../audit/audit-recorder';
import type { StaffGuard } from '../auth/staff-guard';
import { callService, segment } from '../service-call';
import type { Services } from '../services';
import { publicFormRoute } from './public-form';
import type { FormRateLimit } from './rate-limits';
import { wholeServiceListRoute } from './every-page';

export const ENQUIRY_THANKS = "Thank you for your enquiry. We'll get back to you soon.";
export const ENQUIRY_RATE_LIMITED =
  'Too many enquiries from this address. Please try again later or call us.';
export const ENQUIRY_RATE_LIMITED_EMAIL =
  'Too many enquiries for this e-mail address. Please try again later or call us.';

/** Viewing requests are enquiries too, and count against the same limits. */
export const DEFAULT_ENQUIRY_RATE_LIMIT: FormRateLimit = {
  perAddress: { limit: 5, windowMs: 15 * 60 * 1000 },
  perEmail: { limit: 5, windowMs: 60 * 60 * 1000 },
};

export const isReadBody = Joi.object({ isRead: Joi.boolean().required() });

/**
 * The public enquiry form, with its limits (none given, as on the admin site: no form), and the
 * admin's enquiry inbox.
 */
export function enquiryRoutes(
  services: Services,
  staff: StaffGuard,
  audit: AuditRecorder,
  rateLimitOptions: FormRateLimit | undefined,
): Router {
  const router = express.Router();
  const client = services.content;

  if (rateLimitOptions) {
    router.post(
      '/inquiries',
      ...publicFormRoute({
        schema: enquiryInputSchema,
        limits: rateLimitOptions,
        scope: 'enquiry',
        refusals: { perAddress: ENQUIRY_RATE_LIMITED, perEmail: ENQUIRY_RATE_LIMITED_EMAIL },
        accepted: { status: 201, message: ENQUIRY_THANKS },
        client,
        area: 'enquiries',
        servicePath: '/enquiries',
      }),
    );
  }

  const inbox = { client, area: 'enquiries' } as const;
  // Enquirers' details stay out of the trail, which is kept longer than the enquiries.
  const enquiry = (id: unknown) => ({ kind: 'enquiry' as const, id: String(id), label: null });
  router.get(
    '/inquiries',
    ...staff({ contacts: 'read' }),
    wholeServiceListRoute({ ...inbox, servicePath: '/enquiries' }),
  );

  // Before any `/inquiries/:id` route. The content service never answers a link's token.
  router.get(
    '/inquiries/outbox',
    ...staff({ contacts: 'read' }),
    wholeServiceListRoute({ ...inbox, servicePath: '/outbox' }),
  );

  router.patch('/inquiries/:id', ...staff({ contacts: 'change' }), async (req, res) => {
    const body = validate<{ isRead: boolean }>(isReadBody, req.body);
    const path = `/enquiries/${segment(req.params.id)}`;
    const answer = await callService(client, 'enquiries', req, 'PATCH', path, { body });
    await audit(req, {
      action: 'update',
      entity: enquiry(req.params.id),
      changes: [{ field: 'isRead', after: body.isRead }],
    });
    res.json(answer.body);
  });

  router.delete('/inquiries/:id', ...staff({ contacts: 'change' }), async (req, res) => {
    await callService(client, 'enquiries', req, 'DELETE', `/enquiries/${segment(req.params.id)}`);
    await audit(req, { action: 'delete', entity: enquiry(req.params.id) });
    res.status(204).end();
  });

  return router;
}
