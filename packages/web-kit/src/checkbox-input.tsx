import type { ReactNode } from 'react';

export interface CheckboxInputProps {
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A checkbox with its label beside it, the whole row a target for a finger (`kit-check`). */
export function CheckboxInput({ name, label, checked, onChange }: CheckboxInputProps) {
  return (
    <label className="kit-check">
      <input
        type="checkbox"
        className="kit-check__box"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
