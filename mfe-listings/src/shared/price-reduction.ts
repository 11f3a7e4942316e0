import {
  AGENCY_TIME_ZONE,
  madeOnFirstUse,
  REDUCED_MARKER_DAYS,
  reducedOn,
  type PriceChange,
} from '@reedmere/contracts';

const dayParts = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
      timeZone: AGENCY_TIME_ZONE,
    }),
);

const DAY_MS = 86_400_000;

const validDate = (iso: string): Date | null => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** The London calendar day of an instant, counted in days, so two days subtract. */
export function londonDay(date: Date): number {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(
      dayParts()
        .formatToParts(date)
        .find((p) => p.type === type)?.value,
    );
  return Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS;
}

/**
 * Whether a card marks the listing 'Reduced': its latest price change lowered the price on the
 * day of `now` or one of the REDUCED_MARKER_DAYS - 1 days before it.
 *
 * "Now" is read where the card renders: on the server, and again when the browser hydrates the
 * same HTML. Comparing London calendar days rather than instants keeps the two answers equal
 * unless a page rendered before London midnight hydrates after it (and only for a listing whose
 * marker ends that midnight); React then renders that section afresh in the browser. Carrying
 * the server's date in the page data would need the site's payload to hold one, which it does not.
 */
export function showsReducedMarker(
  property: { readonly priceHistory?: readonly PriceChange[] | null },
  now: Date,
): boolean {
  const reduced = reducedOn(property);
  const date = reduced ? validDate(reduced) : null;
  if (!date) return false;
  return londonDay(now) - londonDay(date) < REDUCED_MARKER_DAYS;
}
