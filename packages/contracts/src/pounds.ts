import { madeOnFirstUse } from './made-on-first-use';

const wholePounds = madeOnFirstUse(
  () =>
    new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: 'GBP',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
);

/** '£250,000': whole pounds, rounded, as the site writes every price. */
export function formatWholePounds(amount: number): string {
  return wholePounds().format(amount);
}
