import { toCalculatorNumber } from './calculator-number';

describe('toCalculatorNumber', () => {
  it('reads plain numbers', () => {
    expect(toCalculatorNumber('300000')).toBe(300000);
    expect(toCalculatorNumber('4.5')).toBe(4.5);
    expect(toCalculatorNumber('.5')).toBe(0.5);
    expect(toCalculatorNumber('4.')).toBe(4);
    expect(toCalculatorNumber(25)).toBe(25);
  });

  it('accepts money as people type it', () => {
    expect(toCalculatorNumber('£300,000')).toBe(300000);
    expect(toCalculatorNumber('300 000')).toBe(300000);
    expect(toCalculatorNumber(' £ 1,250,000.50 ')).toBe(1250000.5);
  });

  it('counts anything else as 0', () => {
    expect(toCalculatorNumber('')).toBe(0);
    expect(toCalculatorNumber('abc')).toBe(0);
    expect(toCalculatorNumber('12abc')).toBe(0);
    expect(toCalculatorNumber('1e3')).toBe(0);
    expect(toCalculatorNumber('1.2.3')).toBe(0);
    expect(toCalculatorNumber('-5')).toBe(0);
    expect(toCalculatorNumber(-5)).toBe(0);
    expect(toCalculatorNumber(undefined)).toBe(0);
    expect(toCalculatorNumber(null)).toBe(0);
    expect(toCalculatorNumber(Number.NaN)).toBe(0);
    expect(toCalculatorNumber(Number.POSITIVE_INFINITY)).toBe(0);
  });
});
