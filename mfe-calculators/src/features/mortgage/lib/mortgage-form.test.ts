import { MORTGAGE_DEFAULTS } from '../../../shared/mortgage';
import { checkMortgageForm, type MortgageFormText } from './mortgage-form';

const DEFAULTS: MortgageFormText = {
  propertyValue: '300,000',
  deposit: '60,000',
  rate: '4.0',
  term: '25',
};
const check = (changes: Partial<MortgageFormText>) =>
  checkMortgageForm({ ...DEFAULTS, ...changes }, 'repayment');

describe('checkMortgageForm', () => {
  it('reads the defaults as the calculator defaults, with nothing to say', () => {
    expect(check({})).toEqual({ input: MORTGAGE_DEFAULTS, problems: {} });
  });

  it('reads a decimal comma in the rate and the term', () => {
    expect(check({ rate: '4,5', term: '25,5' }).input).toMatchObject({
      annualRatePercent: 4.5,
      termYears: 25.5,
    });
  });

  it('refuses a term over 50 years and a rate over 25%, and gives no figures', () => {
    expect(check({ term: '60' })).toMatchObject({
      problems: { term: 'Enter a term of up to 50 years' },
      noResult: 'Correct the term to see your figures.',
    });
    expect(check({ term: '0' }).problems.term).toBe('Enter a term of at least 1 year');
    expect(check({ term: '60', rate: '45' })).toMatchObject({
      problems: { rate: 'Enter a rate up to 25%', term: 'Enter a term of up to 50 years' },
      noResult: 'Correct the interest rate and term to see your figures.',
    });
    expect(check({ propertyValue: '-1', rate: '-1', term: '60' }).noResult).toBe(
      'Correct the property value, interest rate and term to see your figures.',
    );
  });

  it("says when the deposit is more than the property's value", () => {
    expect(check({ deposit: '400,000' })).toMatchObject({
      problems: { deposit: "The deposit is more than the property's value" },
      noResult: "The deposit is more than the property's value, so there is nothing to borrow.",
    });
    expect(check({ deposit: '300,000' })).toEqual(
      expect.objectContaining({
        problems: {},
        noResult: "The deposit covers the property's whole value, so there is nothing to borrow.",
      }),
    );
  });

  it('says what is missing when a field is empty or counts as 0', () => {
    expect(check({ propertyValue: '' }).noResult).toBe(
      'Enter the property value to see your figures.',
    );
    expect(check({ term: 'abc' })).toMatchObject({
      problems: { term: 'Not a number, so counted as 0. Type the years, such as 25' },
      noResult: 'Enter the term to see your figures.',
    });
    // A rate that is not a number counts as 0%, which still gives figures.
    expect(check({ rate: 'abc' })).toMatchObject({
      input: { annualRatePercent: 0 },
      problems: { rate: 'Not a number, so counted as 0%. Type digits, such as 4.5' },
    });
    expect(check({ rate: 'abc' }).noResult).toBeUndefined();
  });

  it('says on each field that an empty one counts as 0', () => {
    expect(check({ rate: '' })).toMatchObject({
      input: { annualRatePercent: 0 },
      problems: { rate: 'Empty, so counted as 0%. Enter a rate, such as 4.5' },
    });
    expect(check({ rate: '' }).noResult).toBeUndefined();
    expect(check({ deposit: '', term: '' }).problems).toEqual({
      deposit: 'Empty, so counted as £0. Enter an amount, such as 250,000',
      term: 'Empty, so counted as 0. Enter the years, such as 25',
    });
  });
});
