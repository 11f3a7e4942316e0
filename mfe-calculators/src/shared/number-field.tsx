import { TextField } from '@mui/material';
import { tidyField, type FieldRule } from './calculator-field';

export interface NumberFieldProps {
  /** Names the unit, e.g. 'Purchase price (£)'. */
  label: string;
  /** The form field name, also a stable hook for browser tests. */
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** How the text is read and written back on leaving the field. */
  rule: FieldRule;
  /** What is wrong with the text; shown in place of the helper text and marks the field invalid. */
  problem?: string;
  helperText?: string;
}

/**
 * A calculator input kept as the visitor's own text, so '£300,000' or '300 000' can be typed.
 * A text field with a decimal keypad rather than type="number", which would reject the pound
 * sign and the commas. On leaving it, a number is written back in the field's own format, so
 * '250000' reads '250,000' like the values it started with.
 */
export function NumberField({
  label,
  name,
  value,
  onChange,
  rule,
  problem,
  helperText,
}: NumberFieldProps) {
  return (
    <TextField
      // A fixed id: the helper text's id, which aria-describedby names, is the same on the
      // server and in the browser.
      id={`calculator-${name}`}
      label={label}
      name={name}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => {
        const tidy = tidyField(value, rule);
        if (tidy !== value) onChange(tidy);
      }}
      error={problem !== undefined}
      helperText={problem ?? helperText}
      fullWidth
      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off', spellCheck: false } }}
    />
  );
}
