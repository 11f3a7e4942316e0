import type { Logger } from '@reedmere/service-kit';
import { RETENTION_INTERVAL_MS } from '../config';
import { purgeExpiredEnquiries } from '../domain/enquiry-retention';
import { contentServices, type ContentContext } from './content-services';

/** First retention check shortly after start, so a service restarted daily still purges. */
const FIRST_PURGE_DELAY_MS = 10_000;
/**
 * First alert digest a little later, once the listings service has had time to start too (or
 * after one interval, when that is shorter).
 */
const FIRST_DIGEST_DELAY_MS = 30_000;

const errorText = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** Runs `work` unless a run is still under way; `wait` resolves once none is. */
function single(logger: Logger, failure: string, work: () => Promise<void>) {
  let running: Promise<void> | undefined;
  return {
    start(): void {
      if (running) return;
      running = work()
        .catch((error: unknown) => logger.error(failure, { error: errorText(error) }))
        .finally(() => {
          running = undefined;
        });
    },
    wait: async (): Promise<void> => {
      await running;
    },
  };
}

/**
 * Scheduled work: pending notifications are retried on an interval (they stay queued while no
 * SMTP server is configured or reachable); expired enquiries and unconfirmed alert sign-ups are
 * purged daily; confirmed property alerts are checked every ALERT_DIGEST_INTERVAL_MS (hourly by
 * default), each e-mailed at most daily.
 */
export function startBackground(context: ContentContext): () => Promise<void> {
  const { logger } = context;
  const services = contentServices(context);

  // Two purges, each on its own: one failing does not keep the other from running.
  const purge = single(logger, 'retention purge failed', async () => {
    await purgeExpiredEnquiries({
      enquiries: services.enquiryRepository,
      outbox: services.outboxRepository,
    })
      .then((result) => {
        if (result.enquiries > 0 || result.notifications > 0)
          logger.info('expired enquiries purged', { ...result });
      })
      .catch((error: unknown) => logger.error('enquiry purge failed', { error: errorText(error) }));
    await services.alerts
      .purgeUnconfirmed()
      .then((result) => {
        if (result.alerts > 0) logger.info('unconfirmed alert sign-ups purged', { ...result });
      })
      .catch((error: unknown) =>
        logger.error('alert sign-up purge failed', { error: errorText(error) }),
      );
  });

  const digest = single(logger, 'alert digest failed', async () => {
    const result = await services.alerts.digest();
    if (result.sent > 0 || result.failedSearches > 0) logger.info('alert digest', { ...result });
  });

  const digestIntervalMs = context.config.alertDigestIntervalMs;
  // Anything queued before a restart goes out now rather than after the first interval.
  services.notifier.trigger();
  const timers = [
    setInterval(() => services.notifier.trigger(), context.config.outboxIntervalMs),
    setTimeout(purge.start, FIRST_PURGE_DELAY_MS),
    setInterval(purge.start, RETENTION_INTERVAL_MS),
    setTimeout(digest.start, Math.min(FIRST_DIGEST_DELAY_MS, digestIntervalMs)),
    setInterval(digest.start, digestIntervalMs),
  ];
  for (const timer of timers) timer.unref();

  return async () => {
    for (const timer of timers) clearTimeout(timer);
    await digest.wait();
    await services.notifier.idle();
    await purge.wait();
    services.mailer?.close();
  };
}
