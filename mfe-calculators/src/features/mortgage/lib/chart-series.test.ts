import { MORTGAGE_DEFAULTS } from '../../../shared/mortgage';
import { balanceSeries, interestCapitalSeries } from './chart-series';
import { yearlySchedule } from './yearly-schedule';

describe('chart series', () => {
  const years = yearlySchedule(MORTGAGE_DEFAULTS);

  it('starts the balance line at the loan and ends it at 0', () => {
    const points = balanceSeries(240000, years);
    expect(points).toHaveLength(26);
    expect(points[0]).toEqual({ year: 0, balance: 240000 });
    expect(points[1]).toEqual({ year: 1, balance: Math.round(years[0]!.closingBalance) });
    expect(points[25]).toEqual({ year: 25, balance: 0 });
  });

  it('gives one interest and one capital bar per year, in whole pounds', () => {
    const series = interestCapitalSeries(years);
    expect(series.years).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(series.interest[0]).toBe(Math.round(years[0]!.interest));
    expect(series.capital[24]).toBe(Math.round(years[24]!.capital));
    expect(series.interest.every(Number.isInteger)).toBe(true);
  });

  it('is empty when there is no schedule', () => {
    expect(balanceSeries(0, [])).toEqual([]);
    expect(interestCapitalSeries([])).toEqual({ years: [], interest: [], capital: [] });
  });
});
