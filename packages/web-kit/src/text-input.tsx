import type { InputHTMLAttributes } from 'react';
import { controlClassName, FieldFrame, type FieldProps } from './field-frame';

export type TextInputProps = FieldProps<InputHTMLAttributes<HTMLInputElement>, HTMLInputElement>;

/** A labelled input in plain markup (`kit-field` in web-kit.css), for parts drawn without MUI. */
export function TextInput({ id, label, problem, helperText, className, ...input }: TextInputProps) {
  return (
    <FieldFrame id={id} label={label} problem={problem} helperText={helperText}>
      {(described) => (
        <input {...input} {...described} id={id} className={controlClassName(className)} />
      )}
    </FieldFrame>
  );
}
