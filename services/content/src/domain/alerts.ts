import Joi from 'joi';
import {
  alertSignUpSchema,
  type AlertSignUp,
  type AlertSubscriptionSummary,
} from '@reedmere/contracts/schemas';
import { describeAlertSearch } from '@reedmere/contracts';
import {
  isDuplicateKeyError,
  isObjectId,
  type Logger,
  notFound,
  NotFoundError,
  validate,
} from '@reedmere/service-kit';
import type { AlertSubscriptionDocument } from '../data-access/alert-subscription-model';
import type { AlertSubscriptionRepository } from '../data-access/alert-subscription-repository';
import type { ListingsSource } from '../data-access/listings-client';
import type { OutboxRepository } from '../data-access/outbox-repository';
import { runAlertDigest, type DigestResult } from './alert-digest';
import { confirmationMail } from './alert-mail';
import { listPage, type ListAnswer } from './list-page';
import { purgeUnconfirmedAlerts, type AlertPurgeResult } from './alert-retention';
import { plainSearch, searchKeyOf } from './alert-search';
import { alertTokenHash, hashAlertToken, newAlertToken } from './alert-tokens';

export const ALERT_NOT_FOUND = 'Alert not found';
/** Unknown, malformed and used links all read the same: nothing is learnt from the answer. */
export const ALERT_LINK_EXPIRED = 'This link has expired or was already used';
/** A second sign-up for the same search re-sends its confirmation at most this often. */
export const CONFIRMATION_RESEND_MS = 60 * 60 * 1000;

/** The honeypot (`website`) is checked and dropped by the BFF; here it is an unknown field. */
export const alertSubscriptionSchema = alertSignUpSchema.fork(['website'], (schema) =>
  schema.forbidden(),
);

const tokenBodySchema = Joi.object({ token: Joi.any() });
const lookupBodySchema = Joi.object({
  purpose: Joi.string().valid('confirm', 'unsubscribe').required().messages({
    'any.required': 'purpose is required',
    'any.only': 'purpose must be confirm or unsubscribe',
  }),
  token: Joi.any(),
});

export interface AlertDeps {
  subscriptions: AlertSubscriptionRepository;
  outbox: OutboxRepository;
  listings: ListingsSource;
  logger: Logger;
  now: () => Date;
  /** Asks the notifier to send what is due; must not wait for it. */
  notify: () => void;
  /** The public site's origin for the e-mails' links; unset gives site paths. */
  publicOrigin?: string;
}

const linkExpired = () => new NotFoundError(ALERT_LINK_EXPIRED);

/** What the admin sees of a subscription: never its link hashes. */
export function alertSummary(doc: AlertSubscriptionDocument): AlertSubscriptionSummary {
  const search = plainSearch(doc.search);
  return {
    id: String(doc._id),
    email: doc.email,
    search,
    description: describeAlertSearch(search),
    confirmed: doc.confirmedAt !== null,
    confirmedAt: doc.confirmedAt?.toISOString() ?? null,
    lastSentAt: doc.lastSentAt?.toISOString() ?? null,
    createdAt: doc.createdAt.toISOString(),
  };
}

export function createAlerts(deps: AlertDeps) {
  /** Queues the confirmation e-mail with a fresh pair of links. */
  async function queueConfirmation(
    doc: AlertSubscriptionDocument,
    tokens: { confirm: string; unsubscribe: string },
    now: Date,
  ): Promise<void> {
    await deps.outbox.addAlertMail(
      confirmationMail({
        alertId: String(doc._id),
        email: doc.email,
        search: plainSearch(doc.search),
        confirmToken: tokens.confirm,
        unsubscribeToken: tokens.unsubscribe,
        publicOrigin: deps.publicOrigin,
      }),
      now,
    );
    deps.notify();
  }

  /** Unconfirmed: the confirmation again, at most hourly. Confirmed: nothing to send. */
  async function signUpAgain(existing: AlertSubscriptionDocument, now: Date): Promise<void> {
    if (existing.confirmedAt !== null) return;
    const tokens = { confirm: newAlertToken(), unsubscribe: newAlertToken() };
    const claimed = await deps.subscriptions.claimResend(
      String(existing._id),
      {
        confirmTokenHash: hashAlertToken(tokens.confirm),
        unsubscribeTokenHash: hashAlertToken(tokens.unsubscribe),
      },
      new Date(now.getTime() - CONFIRMATION_RESEND_MS),
      now,
    );
    if (claimed) await queueConfirmation(claimed, tokens, now);
  }

  return {
    /**
     * A new address and search is stored unconfirmed with one confirmation e-mail. The caller
     * learns nothing of what was there before: every valid sign-up has the same answer.
     */
    async signUp(body: unknown): Promise<void> {
      const { email, ...fields } = validate<AlertSignUp>(alertSubscriptionSchema, body);
      const search = plainSearch(fields);
      const searchKey = searchKeyOf(search);
      const now = deps.now();
      const existing = await deps.subscriptions.findByKey(email, searchKey);
      if (existing) return signUpAgain(existing, now);

      const tokens = { confirm: newAlertToken(), unsubscribe: newAlertToken() };
      let created: AlertSubscriptionDocument;
      try {
        created = await deps.subscriptions.create(
          {
            email,
            search,
            searchKey,
            confirmTokenHash: hashAlertToken(tokens.confirm),
            unsubscribeTokenHash: hashAlertToken(tokens.unsubscribe),
          },
          now,
        );
      } catch (error) {
        // The same sign-up twice at once: the first one's e-mail serves both.
        if (isDuplicateKeyError(error)) return;
        throw error;
      }
      try {
        await queueConfirmation(created, tokens, now);
      } catch (error) {
        // Without its e-mail nobody could confirm it: undo it so a retry starts afresh.
        await deps.subscriptions.remove(String(created._id)).catch(() => {});
        throw error;
      }
    },

    /** What a link is about, without using it (the pages ask before a button press). */
    async lookUp(body: unknown): Promise<{ purpose: string; description: string }> {
      const { purpose, token } = validate<{ purpose: 'confirm' | 'unsubscribe'; token: unknown }>(
        lookupBodySchema,
        body,
      );
      const hash = alertTokenHash(token);
      const doc = !hash
        ? null
        : purpose === 'confirm'
          ? await deps.subscriptions.findByConfirmHash(hash)
          : await deps.subscriptions.findByUnsubscribeHash(hash);
      if (!doc) throw linkExpired();
      return { purpose, description: describeAlertSearch(plainSearch(doc.search)) };
    },

    /** Confirms once: the links of every confirmation e-mail stop working. */
    async confirm(body: unknown): Promise<{ description: string }> {
      const { token } = validate<{ token: unknown }>(tokenBodySchema, body);
      const hash = alertTokenHash(token);
      const doc = hash ? await deps.subscriptions.confirm(hash, deps.now()) : null;
      if (!doc) throw linkExpired();
      return { description: describeAlertSearch(plainSearch(doc.search)) };
    },

    /** Deletes the subscription the link belongs to, and every e-mail queued for it. */
    async unsubscribe(body: unknown): Promise<{ description: string }> {
      const { token } = validate<{ token: unknown }>(tokenBodySchema, body);
      const hash = alertTokenHash(token);
      const doc = hash ? await deps.subscriptions.removeByUnsubscribeHash(hash) : null;
      if (!doc) throw linkExpired();
      await deps.outbox.removeForAlerts([String(doc._id)]);
      return { description: describeAlertSearch(plainSearch(doc.search)) };
    },

    /** Newest first, a page at a time (listPage). */
    async list(query: unknown): Promise<ListAnswer<AlertSubscriptionSummary>> {
      const { items, total } = await listPage(query, (page) =>
        deps.subscriptions.listNewestFirst(page),
      );
      return { items: items.map(alertSummary), total };
    },

    async remove(id: string): Promise<void> {
      if (!isObjectId(id) || !(await deps.subscriptions.remove(id)))
        throw notFound(ALERT_NOT_FOUND);
      await deps.outbox.removeForAlerts([id]);
    },

    purgeUnconfirmed(now: Date = deps.now()): Promise<AlertPurgeResult> {
      return purgeUnconfirmedAlerts(deps, now);
    },

    digest(now: Date = deps.now()): Promise<DigestResult> {
      return runAlertDigest(deps, now);
    },
  };
}

export type Alerts = ReturnType<typeof createAlerts>;
