import type { ReactElement, ReactNode, Ref } from 'react';

/** What a field's control carries: whether it is invalid, and the id of what describes it. */
export interface DescribedControl {
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

/**
 * A plain-markup field's props: its control's own attributes, less the ones the frame sets, and
 * what the frame shows around it.
 */
export type FieldProps<Attributes, Control> = Omit<
  Attributes,
  'id' | 'aria-invalid' | 'aria-describedby'
> & {
  /** Fixed, so the helper text's id, which the control names, is the same on server and browser. */
  id: string;
  label: ReactNode;
  /** What is wrong with the value: shown in place of the helper text and marks it invalid. */
  problem?: string;
  helperText?: ReactNode;
  ref?: Ref<Control>;
};

/** The class of a field's control, with the caller's own. */
export function controlClassName(className: string | undefined): string {
  return className ? `kit-field__control ${className}` : 'kit-field__control';
}

export interface FieldFrameProps {
  id: string;
  label: ReactNode;
  problem?: string;
  helperText?: ReactNode;
  children: (described: DescribedControl) => ReactElement;
}

/**
 * A field's label above its control and the helper text or problem under it, the control
 * described by whichever shows.
 */
export function FieldFrame({ id, label, problem, helperText, children }: FieldFrameProps) {
  const help = problem ?? helperText;
  const helpId = `${id}-helper-text`;
  return (
    <div className={problem === undefined ? 'kit-field' : 'kit-field kit-field--invalid'}>
      <label className="kit-field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        'aria-invalid': problem !== undefined,
        ...(help ? { 'aria-describedby': helpId } : {}),
      })}
      {help && (
        <p className="kit-field__help" id={helpId}>
          {help}
        </p>
      )}
    </div>
  );
}
