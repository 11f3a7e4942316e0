import type { Logger } from '@reedmere/service-kit';
import type { AlertSubscriptionDocument } from '../data-access/alert-subscription-model';
import type { AlertSubscriptionRepository } from '../data-access/alert-subscription-repository';
import type { AlertListing, ListingsSource } from '../data-access/listings-client';
import type { OutboxRepository } from '../data-access/outbox-repository';
import { alertMail } from './alert-mail';
import { matchesSearch, newsSince, plainSearch, type ListingNews } from './alert-search';
import { hashAlertToken, newAlertToken } from './alert-tokens';

/** A subscriber hears from us at most once in this long. */
export const ALERT_MIN_INTERVAL_MS = 24 * 60 * 60 * 1000;

export interface DigestDeps {
  subscriptions: AlertSubscriptionRepository;
  outbox: OutboxRepository;
  listings: ListingsSource;
  logger: Logger;
  /** Asks the notifier to send what is due; must not wait for it. */
  notify: () => void;
  publicOrigin?: string;
}

export interface DigestResult {
  /** Subscriptions looked at and found with nothing new. */
  checked: number;
  /** Alert e-mails queued. */
  sent: number;
  /** Searches whose listings could not be read (their subscribers are tried next run). */
  failedSearches: number;
}

/** What one subscriber has not heard about yet, newest listing first as the service lists them. */
function newsFor(
  subscription: AlertSubscriptionDocument,
  listings: AlertListing[],
): Array<{ listing: AlertListing; news: ListingNews }> {
  const matches: Array<{ listing: AlertListing; news: ListingNews }> = [];
  for (const listing of listings) {
    const news = newsSince(listing, subscription.lastCheckedAt);
    if (news) matches.push({ listing, news });
  }
  return matches;
}

/**
 * For each confirmed subscription not e-mailed in the last 24 hours: the listings of its search
 * that came on the market or dropped in price since it was last checked, in one e-mail. Searches
 * shared by several subscribers are read once. Each record is written only if no other run (a
 * second replica) changed it since it was read, so nobody gets the same alert twice.
 */
export async function runAlertDigest(deps: DigestDeps, now: Date): Promise<DigestResult> {
  const result: DigestResult = { checked: 0, sent: 0, failedSearches: 0 };
  const due = await deps.subscriptions.due(new Date(now.getTime() - ALERT_MIN_INTERVAL_MS));
  const bySearch = new Map<string, AlertSubscriptionDocument[]>();
  for (const subscription of due) {
    const group = bySearch.get(subscription.searchKey) ?? [];
    group.push(subscription);
    bySearch.set(subscription.searchKey, group);
  }

  for (const group of bySearch.values()) {
    const search = plainSearch(group[0]!.search);
    let listings: AlertListing[];
    try {
      listings = (await deps.listings.find(search)).filter((listing) =>
        matchesSearch(listing, search),
      );
    } catch (error) {
      result.failedSearches += 1;
      deps.logger.warn('alert listings not read', {
        error: error instanceof Error ? error.message : String(error),
      });
      continue;
    }
    for (const subscription of group) {
      const id = String(subscription._id);
      const read = {
        lastSentAt: subscription.lastSentAt,
        lastCheckedAt: subscription.lastCheckedAt,
      };
      const matches = newsFor(subscription, listings);
      if (matches.length === 0) {
        await deps.subscriptions.markChecked(id, read, now);
        result.checked += 1;
        continue;
      }
      const unsubscribeToken = newAlertToken();
      const claimed = await deps.subscriptions.claimSend(
        id,
        read,
        now,
        hashAlertToken(unsubscribeToken),
      );
      // Deleted, unsubscribed or taken by another run since it was read.
      if (!claimed) continue;
      try {
        await deps.outbox.addAlertMail(
          alertMail({
            alertId: id,
            email: subscription.email,
            search,
            matches,
            unsubscribeToken,
            publicOrigin: deps.publicOrigin,
          }),
          now,
        );
      } catch (error) {
        await deps.subscriptions.releaseSend(id, read, now).catch(() => {});
        throw error;
      }
      result.sent += 1;
    }
  }
  if (result.sent > 0) deps.notify();
  return result;
}
