import type { FieldRule } from '../../../shared/calculator-field';
import { madeOnFirstUse } from '@reedmere/contracts';

const percent = madeOnFirstUse(
  () =>
    new Intl.NumberFormat('en-GB', {
      minimumFractionDigits: 1,
      maximumFractionDigits: 3,
      useGrouping: false,
    }),
);
const years = madeOnFirstUse(
  () => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2, useGrouping: false }),
);

/** A yearly interest rate. No lender has charged 25% on a mortgage; more is a slip of the keys. */
export const RATE_FIELD: FieldRule = {
  notation: 'decimal',
  format: (value) => percent().format(value),
  min: 0,
  max: 25,
  belowMin: 'Enter a rate of 0% or more',
  aboveMax: 'Enter a rate up to 25%',
  notANumber: 'Not a number, so counted as 0%. Type digits, such as 4.5',
  empty: 'Empty, so counted as 0%. Enter a rate, such as 4.5',
};

export const MAX_TERM_YEARS = 50;

/** The term in years: 50 covers every lender, and a longer one would only build a huge table. */
export const TERM_FIELD: FieldRule = {
  notation: 'decimal',
  format: (value) => years().format(value),
  min: 1,
  max: MAX_TERM_YEARS,
  belowMin: 'Enter a term of at least 1 year',
  aboveMax: `Enter a term of up to ${MAX_TERM_YEARS} years`,
  notANumber: 'Not a number, so counted as 0. Type the years, such as 25',
  empty: 'Empty, so counted as 0. Enter the years, such as 25',
};
