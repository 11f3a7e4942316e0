import express, { type RequestHandler, type Router } from 'express';
import Joi from 'joi';
import { enquiryInputSchema } from '@reedmere/contracts/schemas';
import { validate } from '@reedmere/service-kit';
import { callService, segment } from '../service-call';
import type { Services } from '../services';
import { pageQueryOf, sendListPage } from '../list-page';
import { countAgainstEmail, perAddressLimit, perEmailLimit, type Limit } from './rate-limits';

export const ENQUIRY_THANKS = "Thank you for your enquiry. We'll get back to you soon.";
export const ENQUIRY_RATE_LIMITED =
  'Too many enquiries from this address. Please try again later or call us.';
export const ENQUIRY_RATE_LIMITED_EMAIL =
  'Too many enquiries for this e-mail address. Please try again later or call us.';

export interface EnquiryRateLimit {
  /** Enquiries (viewing requests included) per client address. */
  perAddress: Limit;
  /** Enquiries naming one e-mail address, from anywhere. */
  perEmail: Limit;
}
export const DEFAULT_ENQUIRY_RATE_LIMIT: EnquiryRateLimit = {
  perAddress: { limit: 5, windowMs: 15 * 60 * 1000 },
  perEmail: { limit: 5, windowMs: 60 * 60 * 1000 },
};

export const isReadBody = Joi.object({ isRead: Joi.boolean().required() });

/** The public enquiry form and the admin's enquiry inbox (beyond the spec). */
export function enquiryRoutes(
  services: Services,
  requireAdmin: RequestHandler,
  rateLimitOptions: EnquiryRateLimit = DEFAULT_ENQUIRY_RATE_LIMIT,
): Router {
  const router = express.Router();
  const client = services.content;

  const perAddress = perAddressLimit(rateLimitOptions.perAddress, ENQUIRY_RATE_LIMITED);
  const perEmail = perEmailLimit(rateLimitOptions.perEmail, 'enquiry', ENQUIRY_RATE_LIMITED_EMAIL);

  const checked: RequestHandler = (req, res, next) => {
    const raw = (req.body ?? {}) as Record<string, unknown>;
    // The honeypot: people never see the `website` field, form-filling robots do. They are told
    // it worked, so they learn nothing, and nothing is stored or sent.
    if (typeof raw.website === 'string' && raw.website.trim() !== '') {
      res.status(201).json({ message: ENQUIRY_THANKS });
      return;
    }
    const { website: _website, ...enquiry } = validate<Record<string, unknown>>(
      enquiryInputSchema,
      raw,
    );
    res.locals.enquiry = enquiry;
    countAgainstEmail(res, String(enquiry.email));
    next();
  };

  router.post('/inquiries', perAddress, checked, perEmail, async (req, res) => {
    const body = res.locals.enquiry as Record<string, unknown>;
    await callService(client, 'enquiries', req, 'POST', '/enquiries', { body });
    res.status(201).json({ message: ENQUIRY_THANKS });
  });

  router.get('/inquiries', requireAdmin, async (req, res) => {
    const page = pageQueryOf(req);
    const answer = await callService<unknown[]>(client, 'enquiries', req, 'GET', '/enquiries');
    sendListPage(req, res.set('cache-control', 'no-store'), page, answer.body);
  });

  // Before any `/inquiries/:id` route.
  router.get('/inquiries/outbox', requireAdmin, async (req, res) => {
    const page = pageQueryOf(req);
    const answer = await callService<unknown[]>(client, 'enquiries', req, 'GET', '/outbox');
    sendListPage(req, res.set('cache-control', 'no-store'), page, answer.body);
  });

  router.patch('/inquiries/:id', requireAdmin, async (req, res) => {
    const body = validate<{ isRead: boolean }>(isReadBody, req.body);
    const path = `/enquiries/${segment(req.params.id)}`;
    const answer = await callService(client, 'enquiries', req, 'PATCH', path, { body });
    res.json(answer.body);
  });

  router.delete('/inquiries/:id', requireAdmin, async (req, res) => {
    await callService(client, 'enquiries', req, 'DELETE', `/enquiries/${segment(req.params.id)}`);
    res.status(204).end();
  });

  return router;
}
