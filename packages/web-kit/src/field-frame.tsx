import type { ReactElement, ReactNode } from 'react';

/** What a field's control carries: whether it is invalid, and the id of what describes it. */
export interface DescribedControl {
  'aria-invalid': boolean;
  'aria-describedby'?: string;
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
