import { Autocomplete, Chip, TextField } from '@mui/material';
import { splitChipText } from './chip-text';

export interface ChipListFieldProps {
  id: string;
  label: string;
  helperText: string;
  value: readonly string[];
  /** The chips after an add or a removal; typed text arrives split at commas, not yet cleaned. */
  onChange: (chips: string[]) => void;
  /** Text in the field not yet made a chip. Its owner keeps it, so a save can add it too. */
  pending: string;
  onPendingChange: (text: string) => void;
  suggestions?: readonly string[];
  error?: string;
  disabled?: boolean;
}

/**
 * A list of short texts as chips. Enter adds what is typed, and so does leaving the field, so
 * nothing typed is dropped; commas separate several at once. Each chip can be removed.
 */
export function ChipListField({
  id,
  label,
  helperText,
  value,
  onChange,
  pending,
  onPendingChange,
  suggestions = [],
  error,
  disabled = false,
}: ChipListFieldProps) {
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      id={id}
      options={suggestions.filter((suggestion) => !value.includes(suggestion))}
      value={[...value]}
      inputValue={pending}
      onInputChange={(_event, text) => onPendingChange(text)}
      disabled={disabled}
      onChange={(_event, next, reason, details) => {
        const typed = reason === 'createOption' || reason === 'blur';
        onChange(
          typed && details ? [...value, ...splitChipText(String(details.option))] : [...next],
        );
      }}
      renderValue={(chips, getItemProps) =>
        chips.map((chip, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={chip} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error)}
          helperText={error ?? helperText}
        />
      )}
    />
  );
}
