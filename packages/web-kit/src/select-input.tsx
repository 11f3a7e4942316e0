import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';

export interface SelectInputProps<T extends string> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'value' | 'onChange' | 'aria-invalid' | 'aria-describedby'
> {
  id: string;
  label: ReactNode;
  value: T;
  onChange: (value: T) => void;
  options: readonly { value: T; label: string }[];
  helperText?: ReactNode;
}

/**
 * A labelled choice in the browser's own select (`kit-field`): the system's picker on a phone,
 * the keyboard's type-ahead, and nothing to load.
 */
export function SelectInput<T extends string>({
  id,
  label,
  value,
  onChange,
  options,
  helperText,
  ...select
}: SelectInputProps<T>) {
  return (
    <FieldFrame id={id} label={label} helperText={helperText}>
      {(described) => (
        <select
          {...select}
          {...described}
          id={id}
          className="kit-field__control"
          value={value}
          onChange={(event) => onChange(event.target.value as T)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
