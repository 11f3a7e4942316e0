import { formatCalendarDay, madeOnFirstUse } from '@reedmere/contracts';

const poundsAndPence = madeOnFirstUse(
  () =>
    new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: 'GBP',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/** Whole pounds, as the site shows prices: £300,000. */
export { formatWholePounds as formatPounds } from '@reedmere/contracts';

/** Pounds and pence, for monthly payments and interest: £1,266.81. */
export const formatPence = (value: number): string => poundsAndPence().format(value);

/** A percentage to a fixed number of decimals: 2.50%. */
export const formatPercent = (value: number, decimals = 2): string => `${value.toFixed(decimals)}%`;

/** An ISO yyyy-mm-dd date as '1 April 2025'. */
export const formatIsoDate = (iso: string): string =>
  formatCalendarDay(new Date(`${iso}T00:00:00Z`));
