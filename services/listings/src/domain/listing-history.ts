import type { PropertyInput } from '@reedmere/contracts';
import type { ListingHistory, StoredPriceChange } from '../data-access/property-model';

/** What an update's history is worked out from: the record's price and visibility before it. */
export interface ListingState {
  price: number | null;
  isHidden: boolean;
}

/** What a write adds to the listing's history beside the fields it sets. */
export interface HistoryChange {
  /** The listing became visible: it counts as listed again from now. */
  listedAt?: Date;
  /** Appended to the price history. */
  priceChange?: StoredPriceChange;
}

/** A new listing is listed now if it is visible; its first price is not a change. */
export function historyOnCreate(input: Pick<PropertyInput, 'isHidden'>, now: Date): ListingHistory {
  return { listedAt: input.isHidden ? null : now, priceHistory: [] };
}

/** Shown again after being hidden: listed anew. Hidden, or left as it was: unchanged. */
function shownAgain(before: ListingState, isHidden: boolean, now: Date): HistoryChange {
  return before.isHidden && !isHidden ? { listedAt: now } : {};
}

/** An update: a changed price (null counts as a price) is recorded, from what it was. */
export function historyOnUpdate(
  before: ListingState,
  after: Pick<PropertyInput, 'price' | 'isHidden'>,
  now: Date,
): HistoryChange {
  const from = before.price ?? null;
  const to = after.price ?? null;
  return {
    ...shownAgain(before, after.isHidden, now),
    ...(from !== to ? { priceChange: { date: now, from, to } } : {}),
  };
}

/** The admin's Hide/Show. */
export function historyOnToggleHidden(before: ListingState, now: Date): HistoryChange {
  return shownAgain(before, !before.isHidden, now);
}

/**
 * `listedAt` as the API answers it. Records stored before it was kept have none: a visible one
 * counts as listed since it was created, a hidden one as not listed.
 */
export function listedAtOf(record: {
  listedAt?: Date | null;
  isHidden: boolean;
  createdAt: Date;
}): Date | null {
  return record.listedAt ?? (record.isHidden ? null : record.createdAt);
}
