import type { ServiceContext } from '@reedmere/service-kit';
import type { ContentConfig } from '../config';
import { createEnquiryRepository, type EnquiryRepository } from '../data-access/enquiry-repository';
import { createOutboxRepository, type OutboxRepository } from '../data-access/outbox-repository';
import {
  createSeoPageRepository,
  type SeoPageRepository,
} from '../data-access/seo-page-repository';
import { createSmtpMailer, type Mailer } from '../data-access/smtp-mailer';
import { createEnquiries, type Enquiries } from '../domain/enquiries';
import { createNotices, type Notices } from '../domain/notices';
import { createOutboxNotifier, type OutboxNotifier } from '../domain/outbox-notifier';
import { smtpSecrets } from '../domain/redact';
import { createSeoPages, type SeoPages } from '../domain/seo-pages';

export type ContentContext = ServiceContext<ContentConfig>;

export interface ContentServices {
  seoPageRepository: SeoPageRepository;
  enquiryRepository: EnquiryRepository;
  outboxRepository: OutboxRepository;
  mailer: Mailer | undefined;
  seoPages: SeoPages;
  enquiries: Enquiries;
  notices: Notices;
  notifier: OutboxNotifier;
}

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
    mailer,
    seoPages: createSeoPages(seoPageRepository),
    enquiries: createEnquiries({
      enquiries: enquiryRepository,
      outbox: outboxRepository,
      now: () => new Date(),
      notify: () => notifier.trigger(),
      publicOrigin: config.publicOrigin,
    }),
    notices: createNotices({
      outbox: outboxRepository,
      now: () => new Date(),
      notify: () => notifier.trigger(),
    }),
    notifier,
  };
  built.set(context, services);
  return services;
}
