import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame } from './field-frame';

export interface TextInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'aria-invalid' | 'aria-describedby'
> {
  /** Fixed, so the helper text's id, which the input names, is the same on server and browser. */
  id: string;
  label: ReactNode;
  /** What is wrong with the value: shown in place of the helper text and marks the input invalid. */
  problem?: string;
  helperText?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input in plain markup (`kit-field` in web-kit.css), for parts drawn without MUI. */
export function TextInput({ id, label, problem, helperText, className, ...input }: TextInputProps) {
  return (
    <FieldFrame id={id} label={label} problem={problem} helperText={helperText}>
      {(described) => (
        <input
          {...input}
          {...described}
          id={id}
          className={className ? `kit-field__control ${className}` : 'kit-field__control'}
        />
      )}
    </FieldFrame>
  );
}
