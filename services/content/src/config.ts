import Joi from 'joi';
import { AGENCY } from '@reedmere/agency';
import { optionalSetting, setting, type Settings } from '@reedmere/service-kit';

export const SERVICE_NAME = 'content';
export const DEFAULT_PORT = 4104;

/** How often pending notifications are retried, and how often enquiries are checked for expiry. */
export const DEFAULT_OUTBOX_INTERVAL_MS = 60_000;
export const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** How often confirmed property alerts are checked for listings to send (each at most daily). */
export const DEFAULT_ALERT_DIGEST_INTERVAL_MS = 60 * 60 * 1000;
export const DEFAULT_LISTINGS_URL = 'http://127.0.0.1:4101';

export interface ContentConfig {
  /** smtp:// or smtps:// with optional user:password; unset = notifications stay in the outbox. */
  smtpUrl: string | undefined;
  /** The sender of office notifications. */
  mailFrom: string;
  outboxIntervalMs: number;
  /** ALERT_DIGEST_INTERVAL_MS: how often confirmed property alerts are checked. */
  alertDigestIntervalMs: number;
  /** PUBLIC_ORIGIN: links in notifications point there; unset, they are site paths. */
  publicOrigin: string | undefined;
  /** LISTINGS_URL: the listings service, read (with `ownToken`) for property alerts. */
  listingsUrl: string;
  /**
   * SERVICE_TOKEN: this service's own token, sent when it calls the listings service (which lists
   * it as the caller `content`). Who may call this service is CALLER_TOKENS (service-kit).
   */
  ownToken: string | undefined;
}

const SERVICE_TOKEN_REQUIRED =
  'SERVICE_TOKEN is required in production (the token content sends to the listings service, at least 16 characters)';

const httpUrl = (name: string) =>
  Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .allow('')
    .messages({
      'string.uri': `${name} must be an http:// or https:// URL`,
      'string.uriCustomScheme': `${name} must be an http:// or https:// URL`,
    });

/** The service's own variables, validated with the common ones at start-up. */
export const CONTENT_SETTINGS = {
  SMTP_URL: optionalSetting(
    Joi.string()
      .uri({ scheme: ['smtp', 'smtps'] })
      .allow('')
      .messages({
        'string.uri': 'SMTP_URL must be an smtp:// or smtps:// URL',
        'string.uriCustomScheme': 'SMTP_URL must be an smtp:// or smtps:// URL',
      }),
    '`smtp://` or `smtps://`, optionally `user:password@`; unset = notifications stay `pending` in the outbox',
  ),
  MAIL_FROM: optionalSetting(Joi.string().trim().max(200).allow(''), {
    meaning: 'sender of the office notifications',
    shownDefault: `\`"${AGENCY.name} website" <${AGENCY.email}>\``,
  }),
  OUTBOX_INTERVAL_MS: setting(
    Joi.number().integer().min(1000).default(DEFAULT_OUTBOX_INTERVAL_MS),
    'how often pending notifications are retried',
  ),
  ALERT_DIGEST_INTERVAL_MS: setting(
    Joi.number().integer().min(1000).default(DEFAULT_ALERT_DIGEST_INTERVAL_MS),
    'how often confirmed property alerts are checked (the first check waits 30 s, or one interval if shorter)',
  ),
  PUBLIC_ORIGIN: optionalSetting(
    httpUrl('PUBLIC_ORIGIN'),
    "the site's origin for links in e-mails; unset, they are site paths and alerts carry no `List-Unsubscribe`",
  ),
  LISTINGS_URL: optionalSetting(httpUrl('LISTINGS_URL'), {
    meaning:
      'the listings service, read (with `SERVICE_TOKEN`) by the property alert digest and for viewing requests',
    shownDefault: `\`${DEFAULT_LISTINGS_URL}\``,
  }),
  // Without it every call to the listings service is refused there, in production.
  SERVICE_TOKEN: optionalSetting(
    Joi.when('NODE_ENV', {
      is: 'production',
      then: Joi.string().trim().min(16).required().messages({
        'any.required': SERVICE_TOKEN_REQUIRED,
        'string.empty': SERVICE_TOKEN_REQUIRED,
      }),
      otherwise: Joi.string().trim().min(16).allow(''),
    }),
    "content's own token, presented to the listings service (listed there as `content`); required in production",
  ),
} satisfies Settings;

export function contentConfig(env: Record<string, unknown>): ContentConfig {
  return {
    smtpUrl: (env.SMTP_URL as string | undefined) || undefined,
    mailFrom: (env.MAIL_FROM as string | undefined) || `"${AGENCY.name} website" <${AGENCY.email}>`,
    outboxIntervalMs: (env.OUTBOX_INTERVAL_MS as number | undefined) ?? DEFAULT_OUTBOX_INTERVAL_MS,
    alertDigestIntervalMs:
      (env.ALERT_DIGEST_INTERVAL_MS as number | undefined) ?? DEFAULT_ALERT_DIGEST_INTERVAL_MS,
    publicOrigin:
      ((env.PUBLIC_ORIGIN as string | undefined) || '').replace(/\/+$/, '') || undefined,
    listingsUrl:
      ((env.LISTINGS_URL as string | undefined) || '').replace(/\/+$/, '') || DEFAULT_LISTINGS_URL,
    ownToken: (env.SERVICE_TOKEN as string | undefined) || undefined,
  };
}
