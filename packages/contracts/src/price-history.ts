import type { PriceChange } from './entities';

/** How many days a listing is marked 'Reduced' after its price came down. */
export const REDUCED_MARKER_DAYS = 14;

/**
 * The date (ISO date-time) of the latest price change when that change lowered the price, else
 * null: a later rise, or a change to or from no price, ends the reduction.
 */
export function reducedOn(property: {
  readonly priceHistory?: readonly PriceChange[] | null;
}): string | null {
  const history = property.priceHistory ?? [];
  const latest = history[history.length - 1];
  if (!latest) return null;
  const { from, to } = latest;
  return typeof from === 'number' && typeof to === 'number' && from > to ? latest.date : null;
}
