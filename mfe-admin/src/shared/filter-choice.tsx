import { TextField } from '@mui/material';

/** A list filter's choices: a label, and each option's value and text, "all" first. */
export interface FilterChoices {
  label: string;
  options: [value: string, text: string][];
}

export interface FilterChoiceProps {
  id: string;
  choices: FilterChoices;
  value: string;
  onChange: (value: string) => void;
}

/** One choice of a list's filters, a native select so phones show their own picker. */
export function FilterChoice({ id, choices, value, onChange }: FilterChoiceProps) {
  return (
    <TextField
      id={id}
      label={choices.label}
      select
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {choices.options.map(([optionValue, text]) => (
        <option key={optionValue} value={optionValue}>
          {text}
        </option>
      ))}
    </TextField>
  );
}
