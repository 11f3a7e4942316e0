import express, { type RequestHandler, type Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import Joi from 'joi';
import { enquiryInputSchema } from '@reedmere/contracts/schemas';
import { validate } from '@reedmere/service-kit';
import { callService, segment } from '../service-call';
import type { Services } from '../services';

export const ENQUIRY_THANKS = "Thank you for your enquiry. We'll get back to you soon.";
export const ENQUIRY_RATE_LIMITED =
  'Too many enquiries from this address. Please try again later or call us.';

export interface EnquiryRateLimit {
  limit: number;
  windowMs: number;
}
export const DEFAULT_ENQUIRY_RATE_LIMIT: EnquiryRateLimit = { limit: 5, windowMs: 15 * 60 * 1000 };

const isReadBody = Joi.object({ isRead: Joi.boolean().required() });

/** The public enquiry form and the admin's enquiry inbox (beyond the spec). */
export function inquiryRoutes(
  services: Services,
  requireAdmin: RequestHandler,
  rateLimitOptions: EnquiryRateLimit = DEFAULT_ENQUIRY_RATE_LIMIT,
): Router {
  const router = express.Router();
  const client = services.content;

  // Per client address (req.ip, so TRUST_PROXY decides whether X-Forwarded-For counts).
  const limiter = rateLimit({
    windowMs: rateLimitOptions.windowMs,
    limit: rateLimitOptions.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json({ message: ENQUIRY_RATE_LIMITED });
    },
  });

  router.post('/inquiries', limiter, async (req, res) => {
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
    await callService(client, 'enquiries', req, 'POST', '/enquiries', { body: enquiry });
    res.status(201).json({ message: ENQUIRY_THANKS });
  });

  router.get('/inquiries', requireAdmin, async (req, res) => {
    const answer = await callService(client, 'enquiries', req, 'GET', '/enquiries');
    res.set('cache-control', 'no-store').json(answer.body);
  });

  // Before any `/inquiries/:id` route.
  router.get('/inquiries/outbox', requireAdmin, async (req, res) => {
    const answer = await callService(client, 'enquiries', req, 'GET', '/outbox');
    res.set('cache-control', 'no-store').json(answer.body);
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
