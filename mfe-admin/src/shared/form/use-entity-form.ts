import { useCallback, useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { firstInvalidField } from '../first-invalid-field';
import { useDirtyReport } from '../unsaved/use-dirty-report';
import { serverFieldErrors } from './server-field-errors';

/** A save the server refused, with its error: the form shows the field problems it names. */
export interface Refusal {
  error: unknown;
}

/**
 * Saves submitted values. `keep` puts values back into the form (held images once uploaded), so
 * a save tried again after a failure does not repeat that work. Resolves to the server's refusal,
 * or null (saved, or failed in a way that names no field).
 */
export type SaveValues<Values> = (
  values: Values,
  keep: (patch: Partial<Values>) => void,
) => Promise<Refusal | null>;

/** What every add/edit form is given by its tab. */
export interface EntityFormProps<Values> {
  heading: string;
  initialValues: Values;
  onSubmit: SaveValues<Values>;
  /** Closes the form, dropping what was typed and any held images. */
  onCancel: () => void;
  /** Whether the values now differ from those the form opened with. */
  onDirtyChange: (dirty: boolean) => void;
  submitLabel: string;
}

/** The keys of `Values` that hold text, for text fields. */
type TextKey<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values];

export interface EntityFormOptions<
  Values extends object,
  Field extends string,
> extends EntityFormProps<Values> {
  /** The fields that can carry a message, in their order on screen: focus goes to the first. */
  fields: readonly Field[];
  validate: (values: Values) => Partial<Record<Field, string>>;
  /** What else counts as a change, such as a chip typed but not yet added. */
  unsaved?: unknown;
  /** Where a 409 answer's message goes: the field whose value must be unique. */
  conflictField?: Field;
  /** The start of the fields' DOM ids; a generated one by default. */
  idPrefix?: string;
  /** Brings an invalid field on screen (another tab of the form) before it gets the focus. */
  onInvalid?: (field: Field) => void;
}

/**
 * The state of an add/edit form: its values, the messages under its fields (its own checks and
 * the server's), the focus on the first invalid field, and whether a save is under way.
 */
export function useEntityForm<Values extends object, Field extends string>({
  initialValues,
  onSubmit,
  onCancel,
  onDirtyChange,
  submitLabel,
  fields,
  validate,
  unsaved,
  conflictField,
  idPrefix,
  onInvalid,
}: EntityFormOptions<Values, Field>) {
  const generatedId = useId();
  const idBase = idPrefix ?? generatedId;
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  // A new object each time, so the same field is focused again after a second failed submit.
  const [focusRequest, setFocusRequest] = useState<{ field: Field } | null>(null);
  useDirtyReport(unsaved === undefined ? values : { values, unsaved }, onDirtyChange);

  const fieldId = (name: string) => `${idBase}-${name}`;

  // After the render, so a field on another tab of the form is there to take the focus.
  useEffect(() => {
    if (focusRequest) document.getElementById(`${idBase}-${focusRequest.field}`)?.focus();
  }, [focusRequest, idBase]);

  const showErrors = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = firstInvalidField(fields, found);
    if (first === undefined) return false;
    onInvalid?.(first);
    setFocusRequest({ field: first });
    return true;
  };

  /**
   * Changes some values; a corrected field loses its message, the rest wait for the next submit.
   * The same function on every render, so a field drawn apart from the form is not redrawn for it.
   */
  const change = useCallback((patch: Partial<Values>) => {
    // Merged into the latest values: a gallery may report after later typing.
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const cleared = Object.keys(patch).filter((key) => key in current);
      if (cleared.length === 0) return current;
      const next = { ...current };
      for (const key of cleared) delete next[key as Field];
      return next;
    });
  }, []);

  const set = useCallback(
    <K extends keyof Values>(key: K, value: Values[K]) =>
      change({ [key]: value } as unknown as Partial<Values>),
    [change],
  );

  /**
   * What ties a text field to a text value: its id, label, value, change handler, and its message
   * (or `helperText` when it has none).
   */
  const textField = <K extends TextKey<Values>>(key: K, label: string, helperText?: string) => {
    const message = (errors as Partial<Record<PropertyKey, string>>)[key];
    return {
      id: fieldId(String(key)),
      label,
      value: values[key] as string,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        set(key, event.target.value as Values[K]),
      error: Boolean(message),
      helperText: message ?? helperText,
    };
  };

  const keep = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }));

  const save = async (submitted: Values) => {
    setSaving(true);
    try {
      const refusal = await onSubmit(submitted, keep);
      if (refusal) showErrors(serverFieldErrors(refusal.error, fields, conflictField));
    } finally {
      setSaving(false);
    }
  };

  /**
   * Checks and saves. `prepared` replaces the values first, e.g. with a chip typed but not yet
   * added; nothing is sent while a field is invalid.
   */
  const submit = (event: FormEvent, prepared: Values = values) => {
    event.preventDefault();
    if (prepared !== values) setValues(prepared);
    if (showErrors(validate(prepared))) return;
    void save(prepared);
  };

  return {
    values,
    errors,
    saving,
    fieldId,
    change,
    set,
    textField,
    submit,
    /** For FormActions. */
    actions: { saving, submitLabel, onCancel },
  };
}
