import { calculateMortgage, MORTGAGE_DEFAULTS } from './mortgage';

describe('calculateMortgage', () => {
  it('gives the figures of the page defaults (300,000 value, 60,000 deposit, 4 %, 25 years)', () => {
    expect(MORTGAGE_DEFAULTS).toEqual({
      propertyValue: 300000,
      deposit: 60000,
      annualRatePercent: 4.0,
      termYears: 25,
      type: 'repayment',
    });
    const result = calculateMortgage(MORTGAGE_DEFAULTS);
    expect(result.loanAmount).toBe(240000);
    expect(result.months).toBe(300);
    expect(result.monthlyPayment).toBeCloseTo(1266.81, 2);
    expect(result.totalInterest).toBeCloseTo(140042.53, 2);
    expect(result.totalAmount).toBeCloseTo(result.loanAmount + result.totalInterest, 6);
    expect(result.loanToValuePercent).toBe(80);
  });

  it('divides the loan by the months at a 0 % rate', () => {
    const result = calculateMortgage({ ...MORTGAGE_DEFAULTS, annualRatePercent: 0 });
    expect(result.monthlyPayment).toBe(800);
    expect(result.totalInterest).toBe(0);
    expect(result.totalAmount).toBe(240000);
  });

  it('charges only the monthly interest on an interest-only mortgage', () => {
    const result = calculateMortgage({ ...MORTGAGE_DEFAULTS, type: 'interest-only' });
    expect(result.monthlyPayment).toBeCloseTo(800, 10);
    expect(result.totalInterest).toBeCloseTo(240000, 6);
    expect(result.totalAmount).toBeCloseTo(480000, 6);
  });

  it('pays nothing on an interest-only mortgage at 0 %', () => {
    const result = calculateMortgage({
      ...MORTGAGE_DEFAULTS,
      type: 'interest-only',
      annualRatePercent: 0,
    });
    expect(result.monthlyPayment).toBe(0);
    expect(result.totalAmount).toBe(240000);
  });

  it('rounds the loan-to-value to one decimal', () => {
    expect(calculateMortgage({ ...MORTGAGE_DEFAULTS, deposit: 33333 }).loanToValuePercent).toBe(
      88.9,
    );
    expect(
      calculateMortgage({ ...MORTGAGE_DEFAULTS, propertyValue: 250000, deposit: 25000 })
        .loanToValuePercent,
    ).toBe(90);
  });

  it('another known case: 200,000 over 30 years at 5 % is 1,073.64 a month', () => {
    const result = calculateMortgage({
      propertyValue: 250000,
      deposit: 50000,
      annualRatePercent: 5,
      termYears: 30,
      type: 'repayment',
    });
    expect(result.monthlyPayment).toBeCloseTo(1073.64, 2);
  });

  it('stays finite for empty or odd input', () => {
    const zero = calculateMortgage({
      propertyValue: 0,
      deposit: 0,
      annualRatePercent: 0,
      termYears: 0,
      type: 'repayment',
    });
    expect(zero).toEqual({
      loanAmount: 0,
      months: 0,
      monthlyPayment: 0,
      totalInterest: 0,
      totalAmount: 0,
      loanToValuePercent: 0,
    });
    const noTerm = calculateMortgage({ ...MORTGAGE_DEFAULTS, termYears: 0 });
    expect(noTerm.monthlyPayment).toBe(0);
    const bigDeposit = calculateMortgage({ ...MORTGAGE_DEFAULTS, deposit: 400000 });
    expect(bigDeposit.loanAmount).toBe(0);
    expect(bigDeposit.monthlyPayment).toBe(0);
    expect(bigDeposit.loanToValuePercent).toBe(0);
  });
});
