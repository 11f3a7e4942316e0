import { RETENTION_INTERVAL_MS } from '../config';
import { purgeExpiredEnquiries } from '../domain/enquiry-retention';
import { contentServices, type ContentContext } from './content-services';

/** First retention check shortly after start, so a service restarted daily still purges. */
const FIRST_PURGE_DELAY_MS = 10_000;

/**
 * Scheduled work: pending notifications are retried on an interval (they stay queued while no
 * SMTP server is configured or reachable), and expired enquiries are purged daily.
 */
export function startBackground(context: ContentContext): () => Promise<void> {
  const { logger } = context;
  const services = contentServices(context);
  let purging: Promise<unknown> | undefined;

  const purge = (): void => {
    if (purging) return;
    purging = purgeExpiredEnquiries({
      enquiries: services.enquiryRepository,
      outbox: services.outboxRepository,
    })
      .then((result) => {
        if (result.enquiries > 0 || result.notifications > 0)
          logger.info('expired enquiries purged', { ...result });
      })
      .catch((error: unknown) =>
        logger.error('enquiry purge failed', {
          error: error instanceof Error ? error.message : String(error),
        }),
      )
      .finally(() => {
        purging = undefined;
      });
  };

  // Anything queued before a restart goes out now rather than after the first interval.
  services.notifier.trigger();
  const timers = [
    setInterval(() => services.notifier.trigger(), context.config.outboxIntervalMs),
    setTimeout(purge, FIRST_PURGE_DELAY_MS),
    setInterval(purge, RETENTION_INTERVAL_MS),
  ];
  for (const timer of timers) timer.unref();

  return async () => {
    for (const timer of timers) clearTimeout(timer);
    await services.notifier.idle();
    await purging;
    services.mailer?.close();
  };
}
