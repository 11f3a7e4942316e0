import type { MortgageInput } from '../../../shared/mortgage';
import { calculateMortgage } from '../../../shared/mortgage';

/** One year of the term: what was paid, how it split, and what is still owed at its end. */
export interface MortgageYear {
  year: number;
  paid: number;
  interest: number;
  capital: number;
  closingBalance: number;
}

/** The first month's payment split into interest and capital. */
export interface FirstMonthSplit {
  interest: number;
  capital: number;
}

// Float drift over hundreds of months can leave a fraction of a penny; that is a paid-off loan.
const settled = (balance: number): number => (Math.abs(balance) < 0.005 ? 0 : balance);

/**
 * The term year by year, month by month inside: each month the balance earns a month's interest
 * and the payment clears that interest first, the rest repaying capital. On an interest-only
 * mortgage no capital is repaid, so the whole loan is still owed at the end.
 */
export function yearlySchedule(input: MortgageInput): MortgageYear[] {
  const { loanAmount, months, monthlyPayment } = calculateMortgage(input);
  if (loanAmount <= 0 || months <= 0) return [];
  const monthlyRate = input.annualRatePercent / 100 / 12;
  const years: MortgageYear[] = [];
  let balance = loanAmount;
  for (let month = 1; month <= months; month += 1) {
    const interest = balance * monthlyRate;
    const capital =
      input.type === 'interest-only' ? 0 : Math.min(balance, monthlyPayment - interest);
    balance = settled(balance - capital);
    const yearIndex = Math.ceil(month / 12) - 1;
    const year = (years[yearIndex] ??= {
      year: yearIndex + 1,
      paid: 0,
      interest: 0,
      capital: 0,
      closingBalance: balance,
    });
    year.paid += interest + capital;
    year.interest += interest;
    year.capital += capital;
    year.closingBalance = balance;
  }
  return years;
}

/** How the first monthly payment divides between interest and capital. */
export function firstMonthSplit(input: MortgageInput): FirstMonthSplit {
  const { loanAmount, months, monthlyPayment } = calculateMortgage(input);
  if (loanAmount <= 0 || months <= 0) return { interest: 0, capital: 0 };
  const interest = (loanAmount * input.annualRatePercent) / 100 / 12;
  return { interest, capital: input.type === 'interest-only' ? 0 : monthlyPayment - interest };
}
