import { calculateMortgage, MORTGAGE_DEFAULTS } from '../../../shared/mortgage';
import { firstMonthSplit, yearlySchedule } from './yearly-schedule';

const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);

describe('yearlySchedule', () => {
  it('pays the default loan off over 25 years, with the totals of the calculator', () => {
    const years = yearlySchedule(MORTGAGE_DEFAULTS);
    const result = calculateMortgage(MORTGAGE_DEFAULTS);
    expect(years).toHaveLength(25);
    expect(years[0]!.year).toBe(1);
    expect(years[24]!.closingBalance).toBe(0);
    expect(sum(years.map((y) => y.capital))).toBeCloseTo(240000, 4);
    expect(sum(years.map((y) => y.interest))).toBeCloseTo(result.totalInterest, 4);
    expect(years[0]!.paid).toBeCloseTo(result.monthlyPayment * 12, 6);
    // Early years are mostly interest, late years mostly capital.
    expect(years[0]!.interest).toBeGreaterThan(years[0]!.capital);
    expect(years[24]!.capital).toBeGreaterThan(years[24]!.interest);
    // The balance only goes down.
    for (let i = 1; i < years.length; i += 1) {
      expect(years[i]!.closingBalance).toBeLessThan(years[i - 1]!.closingBalance);
    }
  });

  it('repays equal capital and no interest at 0 %', () => {
    const years = yearlySchedule({ ...MORTGAGE_DEFAULTS, annualRatePercent: 0 });
    expect(years[0]).toEqual({
      year: 1,
      paid: 9600,
      interest: 0,
      capital: 9600,
      closingBalance: 230400,
    });
    expect(years[24]!.closingBalance).toBe(0);
  });

  it('keeps the whole loan owing on an interest-only mortgage', () => {
    const years = yearlySchedule({ ...MORTGAGE_DEFAULTS, type: 'interest-only' });
    expect(years).toHaveLength(25);
    expect(years.every((y) => y.capital === 0 && y.closingBalance === 240000)).toBe(true);
    expect(years[0]!.interest).toBeCloseTo(9600, 6);
  });

  it('ends a part year with the months it has', () => {
    const years = yearlySchedule({ ...MORTGAGE_DEFAULTS, termYears: 1.5 });
    expect(years).toHaveLength(2);
    expect(years[1]!.closingBalance).toBe(0);
  });

  it('is empty with nothing to borrow or no term', () => {
    expect(yearlySchedule({ ...MORTGAGE_DEFAULTS, deposit: 300000 })).toEqual([]);
    expect(yearlySchedule({ ...MORTGAGE_DEFAULTS, termYears: 0 })).toEqual([]);
  });
});

describe('firstMonthSplit', () => {
  it('splits the default first payment into £800 interest and the rest capital', () => {
    const split = firstMonthSplit(MORTGAGE_DEFAULTS);
    expect(split.interest).toBeCloseTo(800, 10);
    expect(split.capital).toBeCloseTo(466.81, 2);
  });

  it('is all capital at 0 % and all interest on interest-only', () => {
    expect(firstMonthSplit({ ...MORTGAGE_DEFAULTS, annualRatePercent: 0 })).toEqual({
      interest: 0,
      capital: 800,
    });
    expect(firstMonthSplit({ ...MORTGAGE_DEFAULTS, type: 'interest-only' }).capital).toBe(0);
    expect(firstMonthSplit({ ...MORTGAGE_DEFAULTS, deposit: 400000 })).toEqual({
      interest: 0,
      capital: 0,
    });
  });
});
