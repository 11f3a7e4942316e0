import type { MortgageYear } from './yearly-schedule';

export interface BalancePoint {
  year: number;
  balance: number;
}

const toPounds = (value: number): number => Math.round(value);

/** The balance owed at the start (year 0) and at the end of each year, in whole pounds. */
export function balanceSeries(loanAmount: number, years: readonly MortgageYear[]): BalancePoint[] {
  if (years.length === 0) return [];
  return [
    { year: 0, balance: toPounds(loanAmount) },
    ...years.map((y) => ({ year: y.year, balance: toPounds(y.closingBalance) })),
  ];
}

export interface InterestCapitalSeries {
  years: number[];
  interest: number[];
  capital: number[];
}

/** Interest and capital paid in each year, in whole pounds, for a stacked bar chart. */
export function interestCapitalSeries(years: readonly MortgageYear[]): InterestCapitalSeries {
  return {
    years: years.map((y) => y.year),
    interest: years.map((y) => toPounds(y.interest)),
    capital: years.map((y) => toPounds(y.capital)),
  };
}
