/**
 * How a field's comma is meant. In money people group thousands ('250,000'); in a rate or a
 * number of years a comma can only be a decimal comma ('4,5' is four and a half).
 */
export type NumberNotation = 'money' | 'decimal';

/** What a calculator field's text stands for. */
export type NumberReading =
  { kind: 'empty' } | { kind: 'number'; value: number } | { kind: 'not-a-number' };

// '1e3' or '0x10' are not what anyone types into a calculator.
const PLAIN_NUMBER = /^-?(\d+\.?\d*|\.\d+)$/;
// Pence written with a decimal comma ('250000,50'): a single comma followed by one or two digits
// cannot be a thousands separator.
const MONEY_WITH_DECIMAL_COMMA = /^-?\d+,\d{1,2}$/;

/**
 * Reads a field as the visitor wrote it: pound and percent signs and spaces are ignored
 * ('£300,000', '300 000', '4.5%'), and the comma is read as the notation says.
 */
export function readCalculatorNumber(
  text: string,
  notation: NumberNotation = 'money',
): NumberReading {
  let cleaned = text.replace(/[£%\s]/g, '').replace(/^[−–]/, '-');
  if (cleaned === '') return { kind: 'empty' };
  // Only the first comma becomes a point: a second one leaves no number.
  if (notation === 'decimal' || MONEY_WITH_DECIMAL_COMMA.test(cleaned)) {
    cleaned = cleaned.replace(',', '.');
  } else {
    cleaned = cleaned.replace(/,/g, '');
  }
  return PLAIN_NUMBER.test(cleaned)
    ? { kind: 'number', value: Number(cleaned) }
    : { kind: 'not-a-number' };
}
