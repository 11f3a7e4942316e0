import express, { type RequestHandler, type Router } from 'express';
import {
  alertSignUpSchema,
  type AlertSignUp,
  type AlertSubscriptionSummary,
} from '@reedmere/contracts/schemas';
import { validate } from '@reedmere/service-kit';
import { callService, segment } from '../service-call';
import type { Services } from '../services';
import { pageQueryOf, sendListPage } from '../list-page';
import { countAgainstEmail, perAddressLimit, perEmailLimit, type Limit } from './rate-limits';

/** The same answer whether the address is new, waiting for confirmation or already subscribed. */
export const ALERT_SIGN_UP_ANSWER =
  'Thank you. Please check your inbox for an e-mail to confirm your property alert.';
export const ALERT_RATE_LIMITED_ADDRESS =
  'Too many alert sign-ups from this address. Please try again later.';
export const ALERT_RATE_LIMITED_EMAIL =
  'Too many alert sign-ups for this e-mail address. Please try again later.';

export interface AlertRateLimit {
  /** Sign-ups per client address. */
  perAddress: Limit;
  /** Sign-ups naming one e-mail address, from anywhere: a mailbox is not flooded. */
  perEmail: Limit;
}
export const DEFAULT_ALERT_RATE_LIMIT: AlertRateLimit = {
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

/** The public property alert sign-up, and the admin's list of subscriptions. */
export function alertRoutes(
  services: Services,
  requireAdmin: RequestHandler,
  limits: AlertRateLimit = DEFAULT_ALERT_RATE_LIMIT,
): Router {
  const router = express.Router();
  const client = services.content;

  const perAddress = perAddressLimit(limits.perAddress, ALERT_RATE_LIMITED_ADDRESS);
  const perEmail = perEmailLimit(limits.perEmail, 'alert', ALERT_RATE_LIMITED_EMAIL);

  const checked: RequestHandler = (req, res, next) => {
    const raw = (req.body ?? {}) as Record<string, unknown>;
    // The honeypot: people never see the `website` field, form-filling robots do. They are told
    // it worked, so they learn nothing, and nothing is stored or sent.
    if (typeof raw.website === 'string' && raw.website.trim() !== '') {
      res.status(202).json({ message: ALERT_SIGN_UP_ANSWER });
      return;
    }
    const { website: _website, ...signUp } = validate<AlertSignUp & { website?: string }>(
      alertSignUpSchema,
      raw,
    );
    res.locals.alertSignUp = signUp;
    countAgainstEmail(res, signUp.email);
    next();
  };

  router.post('/alerts', perAddress, checked, perEmail, async (req, res) => {
    await callService(client, 'alerts', req, 'POST', '/alerts', {
      body: res.locals.alertSignUp as AlertSignUp,
    });
    res.status(202).json({ message: ALERT_SIGN_UP_ANSWER });
  });

  router.get('/admin/alerts', requireAdmin, async (req, res) => {
    const page = pageQueryOf(req);
    const answer = await callService<AlertSubscriptionSummary[]>(
      client,
      'alerts',
      req,
      'GET',
      '/alerts',
    );
    sendListPage(req, res.set('cache-control', 'no-store'), page, answer.body.map(summaryOf));
  });

  router.delete('/admin/alerts/:id', requireAdmin, async (req, res) => {
    await callService(client, 'alerts', req, 'DELETE', `/alerts/${segment(req.params.id)}`);
    res.set('cache-control', 'no-store').status(204).end();
  });

  return router;
}
