import { readCalculatorNumber } from './calculator-number';

const number = (value: number) => ({ kind: 'number', value });
const NOT_A_NUMBER = { kind: 'not-a-number' };

describe('readCalculatorNumber', () => {
  it('reads plain numbers', () => {
    expect(readCalculatorNumber('300000')).toEqual(number(300000));
    expect(readCalculatorNumber('4.5')).toEqual(number(4.5));
    expect(readCalculatorNumber('.5')).toEqual(number(0.5));
    expect(readCalculatorNumber('4.')).toEqual(number(4));
  });

  it('accepts money as people type it, commas grouping thousands', () => {
    expect(readCalculatorNumber('£300,000')).toEqual(number(300000));
    expect(readCalculatorNumber('300 000')).toEqual(number(300000));
    expect(readCalculatorNumber(' £ 1,250,000.50 ')).toEqual(number(1250000.5));
    expect(readCalculatorNumber('250,000', 'money')).toEqual(number(250000));
  });

  it('reads a comma in money as pence only where it cannot group thousands', () => {
    expect(readCalculatorNumber('250000,50', 'money')).toEqual(number(250000.5));
    expect(readCalculatorNumber('250000,5', 'money')).toEqual(number(250000.5));
  });

  it('reads a comma in a rate or a number of years as the decimal point', () => {
    expect(readCalculatorNumber('4,5', 'decimal')).toEqual(number(4.5));
    expect(readCalculatorNumber('4.5%', 'decimal')).toEqual(number(4.5));
    expect(readCalculatorNumber('4,5,1', 'decimal')).toEqual(NOT_A_NUMBER);
    expect(readCalculatorNumber('4,5.1', 'decimal')).toEqual(NOT_A_NUMBER);
  });

  it('tells empty text and numbers below zero from text that is not a number', () => {
    expect(readCalculatorNumber('')).toEqual({ kind: 'empty' });
    expect(readCalculatorNumber('  ')).toEqual({ kind: 'empty' });
    expect(readCalculatorNumber('-5')).toEqual(number(-5));
    expect(readCalculatorNumber('−2.5', 'decimal')).toEqual(number(-2.5));
    for (const text of ['abc', '12abc', '1e3', '0x10', '1.2.3', 'lots']) {
      expect([text, readCalculatorNumber(text)]).toEqual([text, NOT_A_NUMBER]);
    }
  });
});
