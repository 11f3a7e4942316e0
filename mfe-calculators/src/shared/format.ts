import { madeOnFirstUse } from '@reedmere/contracts';

const pounds = madeOnFirstUse(
  () =>
    new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: 'GBP',
      maximumFractionDigits: 0,
    }),
);

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
export const formatPounds = (value: number): string => pounds().format(value);

/** Pounds and pence, for monthly payments and interest: £1,266.81. */
export const formatPence = (value: number): string => poundsAndPence().format(value);

/** A percentage to a fixed number of decimals: 2.50%. */
export const formatPercent = (value: number, decimals = 2): string => `${value.toFixed(decimals)}%`;

const longDate = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** An ISO yyyy-mm-dd date as '1 April 2025'. */
export const formatIsoDate = (iso: string): string =>
  longDate().format(new Date(`${iso}T00:00:00Z`));
