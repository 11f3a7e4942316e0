import type { ServiceContext } from '@reedmere/service-kit';
import type { ContentConfig } from '../config';
import {
  createAlertSubscriptionRepository,
  type AlertSubscriptionRepository,
} from '../data-access/alert-subscription-repository';
import { createEnquiryRepository, type EnquiryRepository } from '../data-access/enquiry-repository';
import { createOutboxRepository, type OutboxRepository } from '../data-access/outbox-repository';
import {
  createSeoPageRepository,
  type SeoPageRepository,
} from '../data-access/seo-page-repository';
import { createListingsSource, type ListingsSource } from '../data-access/listings-client';
import { createSmtpMailer, type Mailer } from '../data-access/smtp-mailer';
import { createAlerts, type Alerts } from '../domain/alerts';
import { createEnquiries, type Enquiries } from '../domain/enquiries';
import { createNotices, type Notices } from '../domain/notices';
import { createOutbox, type Outbox } from '../domain/outbox';
import { createOutboxNotifier, type OutboxNotifier } from '../domain/outbox-notifier';
import { smtpSecrets } from '../domain/redact';
import { createSeoPages, type SeoPages } from '../domain/seo-pages';

export type ContentContext = ServiceContext<ContentConfig>;

export interface ContentServices {
  seoPageRepository: SeoPageRepository;
  enquiryRepository: EnquiryRepository;
  outboxRepository: OutboxRepository;
  alertRepository: AlertSubscriptionRepository;
  listings: ListingsSource;
  mailer: Mailer | undefined;
  seoPages: SeoPages;
  enquiries: Enquiries;
  notices: Notices;
  alerts: Alerts;
  outbox: Outbox;
  notifier: OutboxNotifier;
}

/** What the routes call: the use cases, never the repositories. */
export type ContentUseCases = Pick<
  ContentServices,
  'seoPages' | 'enquiries' | 'notices' | 'alerts' | 'outbox'
>;

// runService hands the same context to createApp and startBackground; both must share one
// notifier so that runs after an enquiry and scheduled runs never overlap.
const built = new WeakMap<ContentContext, ContentServices>();

/** The service's parts, built once per context. */
export function contentServices(context: ContentContext): ContentServices {
  const existing = built.get(context);
  if (existing) return existing;
  const { connection, config, logger } = context;
  const seoPageRepository = createSeoPageRepository(connection);
  const enquiryRepository = createEnquiryRepository(connection);
  const outboxRepository = createOutboxRepository(connection);
  const alertRepository = createAlertSubscriptionRepository(connection);
  const listings = createListingsSource({
    baseUrl: config.listingsUrl,
    token: config.ownToken,
  });
  const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl) : undefined;
  const notifier = createOutboxNotifier({
    outbox: outboxRepository,
    mailer,
    from: config.mailFrom,
    logger,
    secrets: smtpSecrets(config.smtpUrl),
  });
  const services: ContentServices = {
    seoPageRepository,
    enquiryRepository,
    outboxRepository,
    alertRepository,
    listings,
    mailer,
    seoPages: createSeoPages(seoPageRepository),
    enquiries: createEnquiries({
      enquiries: enquiryRepository,
      outbox: outboxRepository,
      listings,
      now: () => new Date(),
      notify: () => notifier.trigger(),
      publicOrigin: config.publicOrigin,
    }),
    notices: createNotices({
      outbox: outboxRepository,
      now: () => new Date(),
      notify: () => notifier.trigger(),
    }),
    alerts: createAlerts({
      subscriptions: alertRepository,
      outbox: outboxRepository,
      listings,
      logger,
      now: () => new Date(),
      notify: () => notifier.trigger(),
      publicOrigin: config.publicOrigin,
    }),
    outbox: createOutbox(outboxRepository),
    notifier,
  };
  built.set(context, services);
  return services;
}
