import { checkField, MONEY_FIELD, tidyField } from './calculator-field';

describe('MONEY_FIELD', () => {
  it('takes amounts from £0 to £1,000,000,000', () => {
    expect(checkField('250,000', MONEY_FIELD)).toEqual({ value: 250000, refused: false });
    expect(checkField('0', MONEY_FIELD)).toEqual({ value: 0, refused: false });
    expect(checkField('-1', MONEY_FIELD)).toEqual({
      value: 0,
      problem: 'Enter an amount of £0 or more',
      refused: true,
    });
    expect(checkField('1,000,000,001', MONEY_FIELD)).toEqual({
      value: 0,
      problem: 'Enter an amount up to £1,000,000,000',
      refused: true,
    });
  });

  it('counts text that is not a number as £0 and says so', () => {
    expect(checkField('lots', MONEY_FIELD)).toEqual({
      value: 0,
      problem: 'Not a number, so counted as £0. Type digits, such as 250,000',
      refused: false,
    });
  });

  it('counts an empty field as £0 and says so too', () => {
    for (const text of ['', '   ', '£']) {
      expect(checkField(text, MONEY_FIELD)).toEqual({
        value: 0,
        problem: 'Empty, so counted as £0. Enter an amount, such as 250,000',
        refused: false,
      });
    }
  });

  it('writes a number back with thousands separators, and pence only when there are any', () => {
    expect(tidyField('250000', MONEY_FIELD)).toBe('250,000');
    expect(tidyField('£ 90 000', MONEY_FIELD)).toBe('90,000');
    expect(tidyField('250000,5', MONEY_FIELD)).toBe('250,000.50');
    expect(tidyField('2000000000', MONEY_FIELD)).toBe('2,000,000,000');
    expect(tidyField('lots', MONEY_FIELD)).toBe('lots');
    expect(tidyField('', MONEY_FIELD)).toBe('');
  });
});
