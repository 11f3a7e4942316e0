import { TextField } from '@mui/material';

export interface NumberFieldProps {
  /** Names the unit, e.g. 'Purchase price (£)'. */
  label: string;
  /** The form field name, also a stable hook for browser tests. */
  name: string;
  value: string;
  onChange: (value: string) => void;
  helperText?: string;
}

/**
 * A calculator input kept as the visitor's own text, so '£300,000' or '300 000' can be typed and
 * read by toCalculatorNumber. A text field with a decimal keypad rather than type="number",
 * which would reject the pound sign and the commas.
 */
export function NumberField({ label, name, value, onChange, helperText }: NumberFieldProps) {
  return (
    <TextField
      label={label}
      name={name}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={helperText}
      fullWidth
      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off', spellCheck: false } }}
    />
  );
}
