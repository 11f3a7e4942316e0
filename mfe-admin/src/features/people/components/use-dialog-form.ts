import { useState } from 'react';
import { serverFieldErrors } from '../../../shared/form/server-field-errors';
import { useEntityForm, type Refusal } from '../../../shared/form/use-entity-form';
import type { SendToLogin } from '../../../shared/auth/use-login-redirect';
import { peopleRefusal, reportSignedOut } from '../lib/people-failure';
import type { FormDialogProps } from './form-dialog';

export interface DialogFormOptions<Values extends object, Field extends string, Input> {
  heading: string;
  submitLabel: string;
  initialValues: Values;
  /** The fields that can carry a message, in their order on screen. */
  fields: readonly Field[];
  validate: (values: Values) => Partial<Record<Field, string>>;
  /** What the valid values send; null when they make nothing to send. */
  toInput: (values: Values) => Input | null;
  /** Sends the input and tells the dialog's owner it went. */
  send: (input: Input) => Promise<void>;
  /** The dialog's message when a refusal names no field and gives no reason. */
  failed: string;
  onClose: () => void;
  sendToLogin: SendToLogin;
}

/** What FormDialog takes from its form; the dialog adds whether it is open and its wording. */
export type DialogFormProps = Omit<
  FormDialogProps,
  'open' | 'describedBy' | 'savingLabel' | 'children'
>;

/**
 * The form of a people dialog. The server's field messages show under their fields; a refusal of
 * the whole (the agency's last owner, an address that has an account) shows as the dialog's
 * message and the dialog stays open; a lost session is reported and sent to the login page.
 */
export function useDialogForm<Values extends object, Field extends string, Input>({
  heading,
  submitLabel,
  initialValues,
  fields,
  validate,
  toInput,
  send,
  failed,
  onClose,
  sendToLogin,
}: DialogFormOptions<Values, Field, Input>) {
  const [message, setMessage] = useState<string | null>(null);

  const save = async (values: Values): Promise<Refusal | null> => {
    const input = toInput(values);
    if (input === null) return null;
    setMessage(null);
    try {
      await send(input);
      return null;
    } catch (error) {
      if (reportSignedOut(error, sendToLogin)) return null;
      const onFields = serverFieldErrors(error, fields);
      if (Object.keys(onFields).length === 0) setMessage(peopleRefusal(error) ?? failed);
      return { error };
    }
  };

  const form = useEntityForm({
    heading,
    submitLabel,
    initialValues,
    onSubmit: save,
    onCancel: onClose,
    onDirtyChange: () => undefined,
    fields,
    validate,
  });
  const dialog: DialogFormProps = {
    onClose,
    saving: form.saving,
    heading,
    titleId: form.fieldId('title'),
    onSubmit: form.submit,
    submitLabel,
    message,
  };
  /** What a group of fields drawn by its own component (a person's rights) takes from the form. */
  const fieldGroup = {
    fieldId: form.fieldId,
    values: form.values,
    errors: form.errors,
    onChange: form.change,
    disabled: form.saving,
  };
  return { ...form, dialog, fieldGroup };
}
