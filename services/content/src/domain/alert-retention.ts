import type { AlertSubscriptionRepository } from '../data-access/alert-subscription-repository';
import type { OutboxRepository } from '../data-access/outbox-repository';

/** An unconfirmed sign-up is deleted once it is this old (docs/product.md#retention). */
export const UNCONFIRMED_ALERT_DAYS = 7;

export const unconfirmedAlertCutoff = (now: Date): Date =>
  new Date(now.getTime() - UNCONFIRMED_ALERT_DAYS * 24 * 60 * 60 * 1000);

export interface AlertPurgeResult {
  alerts: number;
  messages: number;
}

/** Deletes sign-ups never confirmed within 7 days, and their confirmation e-mails. */
export async function purgeUnconfirmedAlerts(
  repositories: { subscriptions: AlertSubscriptionRepository; outbox: OutboxRepository },
  now: Date = new Date(),
): Promise<AlertPurgeResult> {
  const ids = await repositories.subscriptions.idsUnconfirmedCreatedBefore(
    unconfirmedAlertCutoff(now),
  );
  // Their e-mails are confirmation requests only (nothing else is sent before confirming); a
  // sign-up confirmed meanwhile is kept, as removeMany deletes unconfirmed records only.
  const messages = await repositories.outbox.removeForAlerts(ids);
  const alerts = await repositories.subscriptions.removeMany(ids);
  return { alerts, messages };
}
