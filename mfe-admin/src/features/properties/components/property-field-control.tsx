import { memo } from 'react';
import { TextField } from '@mui/material';
import {
  PROPERTY_FIELDS,
  PROPERTY_LIMITS,
  type PlainField,
  type PlainFieldKey,
} from '../lib/property-fields';

export interface PropertyFieldControlProps {
  fieldKey: PlainFieldKey;
  id: string;
  value: string;
  /** The field's message, shown instead of its hint. */
  message: string | undefined;
  disabled: boolean;
  onValue: (key: PlainFieldKey, value: string) => void;
}

const wide = { gridColumn: '1 / -1' } as const;

/**
 * One text, number, link or choice field of the property table. Drawn apart from the form and
 * only when its own value, message or state changes: typing in one field of a long form does not
 * redraw the other thirty.
 */
export const PropertyFieldControl = memo(function PropertyFieldControl({
  fieldKey,
  id,
  value,
  message,
  disabled,
  onValue,
}: PropertyFieldControlProps) {
  const field: PlainField = PROPERTY_FIELDS[fieldKey];
  const common = {
    id,
    label: field.label,
    value,
    onChange: (event: { target: { value: string } }) => onValue(fieldKey, event.target.value),
    error: Boolean(message),
    helperText: message ?? field.helperText,
    disabled,
    fullWidth: true,
  };
  switch (field.kind) {
    case 'text':
      return (
        <TextField
          {...common}
          required
          sx={field.wide ? wide : undefined}
          slotProps={{ htmlInput: { maxLength: PROPERTY_LIMITS.text } }}
        />
      );
    case 'link':
      return <TextField {...common} type="url" slotProps={{ htmlInput: { maxLength: 2000 } }} />;
    case 'number':
      return (
        <TextField
          {...common}
          type="number"
          slotProps={{
            htmlInput: {
              min: 0,
              max: field.max,
              step: field.integer ? 1 : 'any',
              inputMode: field.integer ? 'numeric' : 'decimal',
            },
          }}
        />
      );
    case 'choice':
      return (
        <TextField
          {...common}
          select
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {field.none && <option value={field.none.value}>{field.none.label}</option>}
          {field
            .choices(value)
            .filter((choice) => choice !== field.none?.value)
            .map((choice) => (
              <option key={choice} value={choice}>
                {field.labels?.[choice] ?? choice}
              </option>
            ))}
        </TextField>
      );
  }
});
