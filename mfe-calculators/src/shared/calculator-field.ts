import { madeOnFirstUse } from '@reedmere/contracts';
import { readCalculatorNumber, type NumberNotation } from './calculator-number';

/** What a calculator field accepts, how it is written back, and what it says otherwise. */
export interface FieldRule {
  notation: NumberNotation;
  /** How a number is written back when the visitor leaves the field. */
  format: (value: number) => string;
  min: number;
  max: number;
  belowMin: string;
  aboveMax: string;
  /** Said when the text is not a number, which then counts as 0. */
  notANumber: string;
  /** Said when the field is empty, which counts as 0 too: a blank must not pass unnoticed. */
  empty: string;
}

export interface FieldCheck {
  /** What the calculation uses: empty or non-numeric text counts as 0. */
  value: number;
  /** Shown on the field; undefined while the text is fine. */
  problem?: string;
  /** Out of range: no figure is worked out from it. */
  refused: boolean;
}

/**
 * A field's text against its rule. Empty or non-numeric input counts as 0, and the field says
 * so; a number outside the range is refused rather than quietly clamped.
 */
export function checkField(text: string, rule: FieldRule): FieldCheck {
  const reading = readCalculatorNumber(text, rule.notation);
  if (reading.kind === 'empty') return { value: 0, problem: rule.empty, refused: false };
  if (reading.kind === 'not-a-number') {
    return { value: 0, problem: rule.notANumber, refused: false };
  }
  if (reading.value < rule.min) return { value: 0, problem: rule.belowMin, refused: true };
  if (reading.value > rule.max) return { value: 0, problem: rule.aboveMax, refused: true };
  return { value: reading.value, refused: false };
}

/** The text written back on leaving a field: a number in the field's own format, else as typed. */
export function tidyField(text: string, rule: FieldRule): string {
  const reading = readCalculatorNumber(text, rule.notation);
  return reading.kind === 'number' ? rule.format(reading.value) : text;
}

const wholePounds = madeOnFirstUse(
  () => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 }),
);
const poundsAndPence = madeOnFirstUse(
  () =>
    new Intl.NumberFormat('en-GB', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/** A price, value or deposit in pounds, with thousands separators: 250,000 or 250,000.50. */
export const MONEY_FIELD: FieldRule = {
  notation: 'money',
  format: (value) => (Number.isInteger(value) ? wholePounds() : poundsAndPence()).format(value),
  min: 0,
  max: 1_000_000_000,
  belowMin: 'Enter an amount of £0 or more',
  aboveMax: 'Enter an amount up to £1,000,000,000',
  notANumber: 'Not a number, so counted as £0. Type digits, such as 250,000',
  empty: 'Empty, so counted as £0. Enter an amount, such as 250,000',
};
