import { startTransition, useState } from 'react';
import { TextInput } from '@reedmere/web-kit';
import { tidyField, type FieldRule } from './calculator-field';

export interface NumberFieldProps {
  /** Names the unit, e.g. 'Purchase price (£)'. */
  label: string;
  /** The form field name, also a stable hook for browser tests. */
  name: string;
  /** The text it starts with; from then on the field keeps the visitor's own. */
  defaultValue: string;
  /** Hears each change of the text, in a transition. */
  onChange: (value: string) => void;
  /** How the text is read and written back on leaving the field. */
  rule: FieldRule;
  /** What is wrong with the text; shown in place of the helper text and marks the field invalid. */
  problem?: string;
  helperText?: string;
}

/**
 * A calculator input kept as the visitor's own text, so '£300,000' or '300 000' can be typed.
 * A text field with a decimal keypad rather than type="number", which would reject the pound
 * sign and the commas. On leaving it, a number is written back in the field's own format, so
 * '250000' reads '250,000' like the values it started with.
 *
 * The text is the field's own state, so a key is answered by drawing the field alone; the page
 * hears of it in a transition, and works out its figures after that paint, giving way to the
 * next key, instead of the whole page being drawn again before the key shows.
 */
export function NumberField({
  label,
  name,
  defaultValue,
  onChange,
  rule,
  problem,
  helperText,
}: NumberFieldProps) {
  const [text, setText] = useState(defaultValue);
  const change = (next: string) => {
    setText(next);
    startTransition(() => onChange(next));
  };
  return (
    <TextInput
      id={`calculator-${name}`}
      label={label}
      name={name}
      value={text}
      onChange={(event) => change(event.target.value)}
      onBlur={() => {
        const tidy = tidyField(text, rule);
        if (tidy !== text) change(tidy);
      }}
      problem={problem}
      helperText={helperText}
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
    />
  );
}
