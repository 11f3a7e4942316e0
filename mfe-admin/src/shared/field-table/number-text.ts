import type { NumberField } from './field-kinds';

/** A stored number as the text the form holds: '' for none. */
export const numberText = (value: unknown): string =>
  value === null || value === undefined ? '' : String(value);

/** The number typed: null when the field is empty, 'invalid' when the text is not a number. */
export function parseNumber(
  text: string,
  field: Pick<NumberField, 'acceptsFormatting'>,
): number | null | 'invalid' {
  const cleaned = field.acceptsFormatting ? text.replace(/[£,\s]/g, '') : text.trim();
  if (cleaned === '') return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : 'invalid';
}
