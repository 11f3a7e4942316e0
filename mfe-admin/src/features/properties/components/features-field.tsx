import { ChipListField } from '../../../shared/chip-input/chip-list-field';
import { cleanFeatures } from '../lib/property-form-values';

export interface FeaturesFieldProps {
  id: string;
  value: readonly string[];
  onChange: (features: string[]) => void;
  /** Text typed but not yet a chip; the form adds it on save. */
  pending: string;
  onPendingChange: (text: string) => void;
  error?: string;
  disabled?: boolean;
}

/** Features as chips, trimmed and without repeats, so 'Garden' twice is one chip. */
export function FeaturesField({ onChange, ...props }: FeaturesFieldProps) {
  return (
    <ChipListField
      {...props}
      label="Features"
      helperText="Press Enter after each feature, or separate them with commas"
      onChange={(features) => onChange(cleanFeatures(features))}
    />
  );
}
