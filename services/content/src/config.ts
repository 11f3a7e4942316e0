import Joi from 'joi';
import { AGENCY } from '@reedmere/agency';

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

export const contentEnvSchema: Record<string, Joi.Schema> = {
  // Without it every call to the listings service is refused there, in production.
  SERVICE_TOKEN: Joi.when('NODE_ENV', {
    is: 'production',
    then: Joi.string().trim().min(16).required().messages({
      'any.required': SERVICE_TOKEN_REQUIRED,
      'string.empty': SERVICE_TOKEN_REQUIRED,
    }),
    otherwise: Joi.string().trim().min(16).allow(''),
  }),
  SMTP_URL: Joi.string()
    .uri({ scheme: ['smtp', 'smtps'] })
    .allow('')
    .messages({
      'string.uri': 'SMTP_URL must be an smtp:// or smtps:// URL',
      'string.uriCustomScheme': 'SMTP_URL must be an smtp:// or smtps:// URL',
    }),
  MAIL_FROM: Joi.string().trim().max(200).allow(''),
  PUBLIC_ORIGIN: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .allow('')
    .messages({
      'string.uri': 'PUBLIC_ORIGIN must be an http:// or https:// URL',
      'string.uriCustomScheme': 'PUBLIC_ORIGIN must be an http:// or https:// URL',
    }),
  OUTBOX_INTERVAL_MS: Joi.number().integer().min(1000).default(DEFAULT_OUTBOX_INTERVAL_MS),
  ALERT_DIGEST_INTERVAL_MS: Joi.number()
    .integer()
    .min(1000)
    .default(DEFAULT_ALERT_DIGEST_INTERVAL_MS),
  LISTINGS_URL: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .allow('')
    .messages({
      'string.uri': 'LISTINGS_URL must be an http:// or https:// URL',
      'string.uriCustomScheme': 'LISTINGS_URL must be an http:// or https:// URL',
    }),
};

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
