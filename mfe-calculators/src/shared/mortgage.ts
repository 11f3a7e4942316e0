/** The mortgage calculator's maths, kept apart from the page so it can be tested. */
export type MortgageType = 'repayment' | 'interest-only';

export interface MortgageInput {
  propertyValue: number;
  deposit: number;
  /** Yearly interest rate in percent, e.g. 4.0. */
  annualRatePercent: number;
  termYears: number;
  type: MortgageType;
}

export interface MortgageResult {
  loanAmount: number;
  months: number;
  monthlyPayment: number;
  totalInterest: number;
  /** Loan plus total interest. */
  totalAmount: number;
  /** (value - deposit) / value in percent, rounded to 1 decimal. */
  loanToValuePercent: number;
}

export const MORTGAGE_DEFAULTS: Readonly<MortgageInput> = Object.freeze({
  propertyValue: 300000,
  deposit: 60000,
  annualRatePercent: 4.0,
  termYears: 25,
  type: 'repayment',
});

const roundTo1 = (value: number): number => Math.round(value * 10) / 10;

/**
 * Monthly payment and totals. Repayment uses the annuity formula P·r / (1 - (1 + r)^-n) with the
 * monthly rate r; at 0 % that degenerates to P / n. Interest-only pays P·r each month and the
 * capital at the end, so all its payments are interest.
 */
export function calculateMortgage(input: MortgageInput): MortgageResult {
  const { propertyValue, deposit, annualRatePercent, termYears, type } = input;
  // A deposit larger than the value means nothing to borrow, not a negative loan.
  const loanAmount = Math.max(0, propertyValue - deposit);
  const months = Math.max(0, Math.round(termYears * 12));
  const monthlyRate = annualRatePercent / 100 / 12;

  let monthlyPayment = 0;
  let totalInterest = 0;
  if (loanAmount > 0 && months > 0) {
    if (type === 'interest-only') {
      monthlyPayment = loanAmount * monthlyRate;
      totalInterest = monthlyPayment * months;
    } else {
      monthlyPayment =
        monthlyRate === 0
          ? loanAmount / months
          : (loanAmount * monthlyRate) / (1 - Math.pow(1 + monthlyRate, -months));
      totalInterest = monthlyPayment * months - loanAmount;
    }
  }

  return {
    loanAmount,
    months,
    monthlyPayment,
    totalInterest,
    totalAmount: loanAmount + totalInterest,
    loanToValuePercent: propertyValue > 0 ? roundTo1((loanAmount / propertyValue) * 100) : 0,
  };
}
