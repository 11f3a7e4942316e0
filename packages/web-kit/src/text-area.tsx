import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';

export interface TextAreaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'aria-invalid' | 'aria-describedby'
> {
  /** Fixed, so the helper text's id, which the field names, is the same on server and browser. */
  id: string;
  label: ReactNode;
  /** What is wrong with the value: shown in place of the helper text and marks it invalid. */
  problem?: string;
  helperText?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled text of several lines in plain markup (`kit-field` in web-kit.css). */
export function TextArea({ id, label, problem, helperText, className, ...area }: TextAreaProps) {
  return (
    <FieldFrame id={id} label={label} problem={problem} helperText={helperText}>
      {(described) => (
        <textarea
          {...area}
          {...described}
          id={id}
          className={className ? `kit-field__control ${className}` : 'kit-field__control'}
        />
      )}
    </FieldFrame>
  );
}
