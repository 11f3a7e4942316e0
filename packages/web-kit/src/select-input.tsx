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
  /** What is wrong with the choice: shown in place of the helper text and marks it invalid. */
  problem?: string;
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
  problem,
  helperText,
  ...select
}: SelectInputProps<T>) {
  return (
    <FieldFrame id={id} label={label} problem={problem} helperText={helperText}>
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
