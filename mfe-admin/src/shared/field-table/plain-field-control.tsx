import { memo, type ReactNode } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { placementSx } from './field-grid';
import type { ChoiceField, PlainField } from './field-kinds';

export interface PlainFieldControlProps<Key extends string> {
  fieldKey: Key;
  field: PlainField;
  id: string;
  value: string;
  /** The field's message, shown instead of its hint. */
  message: string | undefined;
  disabled?: boolean;
  onValue: (key: Key, value: string) => void;
  /** Off for a field in a row beside others, at its own width. */
  fullWidth?: boolean;
}

/** The hint under a field, ending with how many characters it holds when it counts them. */
function hintOf(field: PlainField, value: string): string | undefined {
  if (field.kind !== 'text' || !field.counted) return field.helperText;
  const count = `${value.length}/${field.max} characters`;
  return field.helperText ? `${field.helperText} ${count}` : count;
}

/** A choice's options: `none` first, then the choices the current value allows. */
function options(field: ChoiceField, value: string): ReactNode {
  const choices = field.choices(value).filter((choice) => choice !== field.none?.value);
  const label = (choice: string) => field.labels?.[choice] ?? choice;
  if (field.menu) {
    return choices.map((choice) => (
      <MenuItem key={choice} value={choice}>
        {label(choice)}
      </MenuItem>
    ));
  }
  return [
    field.none && (
      <option key={field.none.value} value={field.none.value}>
        {field.none.label}
      </option>
    ),
    ...choices.map((choice) => (
      <option key={choice} value={choice}>
        {label(choice)}
      </option>
    )),
  ];
}

/**
 * One text, number, date, link or choice field of a form's table. Drawn apart from the form and
 * only when its own value, message or state changes: typing in one field of a long form does not
 * redraw the others.
 */
function PlainFieldControlOf<Key extends string>({
  fieldKey,
  field,
  id,
  value,
  message,
  disabled,
  onValue,
  fullWidth = true,
}: PlainFieldControlProps<Key>) {
  const common = {
    id,
    label: field.label,
    value,
    onChange: (event: { target: { value: string } }) => onValue(fieldKey, event.target.value),
    error: Boolean(message),
    helperText: message ?? hintOf(field, value),
    disabled,
    fullWidth,
    sx: placementSx(field),
  };
  switch (field.kind) {
    case 'text':
    case 'paragraphs':
      return (
        <TextField
          {...common}
          required={field.kind === 'text' && field.required !== undefined}
          multiline={field.rows !== undefined}
          minRows={field.rows}
          slotProps={{ htmlInput: { maxLength: field.max } }}
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
    case 'date':
    case 'timestamp':
      return <TextField {...common} type="date" slotProps={{ inputLabel: { shrink: true } }} />;
    case 'choice':
      return (
        <TextField
          {...common}
          select
          // The browser's select shows '' (a `none` choice) as a value, so the label stays up.
          slotProps={
            field.menu ? undefined : { select: { native: true }, inputLabel: { shrink: true } }
          }
        >
          {options(field, value)}
        </TextField>
      );
  }
}

export const PlainFieldControl = memo(PlainFieldControlOf) as typeof PlainFieldControlOf;
