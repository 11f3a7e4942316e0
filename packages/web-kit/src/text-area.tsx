import type { TextareaHTMLAttributes } from 'react';
import { controlClassName, FieldFrame, type FieldProps } from './field-frame';

export type TextAreaProps = FieldProps<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  HTMLTextAreaElement
>;

/** A labelled text of several lines in plain markup (`kit-field` in web-kit.css). */
export function TextArea({ id, label, problem, helperText, className, ...area }: TextAreaProps) {
  return (
    <FieldFrame id={id} label={label} problem={problem} helperText={helperText}>
      {(described) => (
        <textarea {...area} {...described} id={id} className={controlClassName(className)} />
      )}
    </FieldFrame>
  );
}
