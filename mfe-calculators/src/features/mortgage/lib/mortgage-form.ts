import { checkField, MONEY_FIELD, type FieldCheck } from '../../../shared/calculator-field';
import type { MortgageInput, MortgageType } from '../../../shared/mortgage';
import { RATE_FIELD, TERM_FIELD } from './mortgage-fields';

/** The four number fields of the mortgage calculator, as typed. */
export interface MortgageFormText {
  propertyValue: string;
  deposit: string;
  rate: string;
  term: string;
}

export type MortgageField = keyof MortgageFormText;

const FIELDS: readonly MortgageField[] = ['propertyValue', 'deposit', 'rate', 'term'];

const FIELD_NAMES: Record<MortgageField, string> = {
  propertyValue: 'property value',
  deposit: 'deposit',
  rate: 'interest rate',
  term: 'term',
};

export const DEPOSIT_OVER_VALUE = "The deposit is more than the property's value";

export interface MortgageFormCheck {
  /** The numbers the figures are worked out from. */
  input: MortgageInput;
  /** What each field says about its text. */
  problems: Partial<Record<MortgageField, string>>;
  /** Why no figures can be shown, in place of them; undefined when they can. */
  noResult?: string;
}

/** 'a', 'a and b', 'a, b and c'. */
const listOf = (items: readonly string[]): string =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

function noResultReason(checks: Record<MortgageField, FieldCheck>): string | undefined {
  const refused = FIELDS.filter((field) => checks[field].refused);
  if (refused.length === 1 && checks.deposit.problem === DEPOSIT_OVER_VALUE) {
    return `${DEPOSIT_OVER_VALUE}, so there is nothing to borrow.`;
  }
  if (refused.length > 0) {
    return `Correct the ${listOf(refused.map((field) => FIELD_NAMES[field]))} to see your figures.`;
  }
  if (checks.propertyValue.value === 0) return 'Enter the property value to see your figures.';
  if (checks.deposit.value === checks.propertyValue.value) {
    return "The deposit covers the property's whole value, so there is nothing to borrow.";
  }
  if (checks.term.value === 0) return 'Enter the term to see your figures.';
  return undefined;
}

/**
 * The mortgage form as typed: the numbers to work from, what each field says, and why there are
 * no figures when there are none (a refused field, nothing to borrow, no term).
 */
export function checkMortgageForm(text: MortgageFormText, type: MortgageType): MortgageFormCheck {
  const checks: Record<MortgageField, FieldCheck> = {
    propertyValue: checkField(text.propertyValue, MONEY_FIELD),
    deposit: checkField(text.deposit, MONEY_FIELD),
    rate: checkField(text.rate, RATE_FIELD),
    term: checkField(text.term, TERM_FIELD),
  };
  const value = checks.propertyValue.value;
  if (!checks.deposit.refused && value > 0 && checks.deposit.value > value) {
    checks.deposit = { value: 0, problem: DEPOSIT_OVER_VALUE, refused: true };
  }
  const problems: Partial<Record<MortgageField, string>> = {};
  for (const field of FIELDS) {
    const problem = checks[field].problem;
    if (problem) problems[field] = problem;
  }
  return {
    input: {
      propertyValue: value,
      deposit: checks.deposit.value,
      annualRatePercent: checks.rate.value,
      termYears: checks.term.value,
      type,
    },
    problems,
    noResult: noResultReason(checks),
  };
}
