import { Autocomplete, Chip, TextField } from '@mui/material';
import { cleanFeatures } from '../property-form-values';

export interface FeaturesFieldProps {
  id: string;
  value: readonly string[];
  onChange: (features: string[]) => void;
  error?: string;
  disabled?: boolean;
}

/** Features as chips: type one and press Enter to add it; each chip can be removed. */
export function FeaturesField({
  id,
  value,
  onChange,
  error,
  disabled = false,
}: FeaturesFieldProps) {
  return (
    <Autocomplete
      multiple
      freeSolo
      id={id}
      options={[]}
      value={[...value]}
      disabled={disabled}
      // Trimmed and without repeats, so 'Garden' twice is one chip.
      onChange={(_event, next) => onChange(cleanFeatures(next))}
      renderValue={(features, getItemProps) =>
        features.map((feature, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={feature} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label="Features"
          error={Boolean(error)}
          helperText={error ?? 'Type a feature and press Enter to add it'}
        />
      )}
    />
  );
}
