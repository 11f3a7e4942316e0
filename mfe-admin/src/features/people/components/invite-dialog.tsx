import { useId, useState } from 'react';
import { TextField } from '@mui/material';
import type { InvitationInput } from '@reedmere/contracts';
import { serverFieldErrors } from '../../../shared/form/server-field-errors';
import { useEntityForm, type Refusal } from '../../../shared/form/use-entity-form';
import type { SendToLogin } from '../../../shared/auth/use-login-redirect';
import { sendInvitation } from '../api/people-api';
import { peopleRefusal, reportSignedOut } from '../lib/people-failure';
import {
  INVITATION_FIELDS,
  invitationInput,
  NO_INVITATION,
  validateInvitation,
  type InvitationValues,
} from '../lib/rights-values';
import { FormDialog } from './form-dialog';
import { RightsFields } from './rights-fields';

export interface InviteDialogProps {
  open: boolean;
  onClose: () => void;
  /** The invitation went: what was sent. */
  onSent: (input: InvitationInput) => void;
  sendToLogin: SendToLogin;
}

const HEADING = 'Invite someone';
const NOT_SENT = 'The invitation could not be sent. Please try again.';

/**
 * The owner's invitation: name, e-mail and rights. The server's field messages show under their
 * fields; a refusal of the whole (an address that has an account, mail that could not be queued)
 * shows above the buttons.
 */
export function InviteDialog({ open, onClose, onSent, sendToLogin }: InviteDialogProps) {
  const [message, setMessage] = useState<string | null>(null);
  const idBase = useId();

  const send = async (values: InvitationValues): Promise<Refusal | null> => {
    const input = invitationInput(values);
    if (input === null) return null;
    setMessage(null);
    try {
      await sendInvitation(input);
      onSent(input);
      return null;
    } catch (error) {
      if (reportSignedOut(error, sendToLogin)) return null;
      const onFields = serverFieldErrors(error, INVITATION_FIELDS);
      if (Object.keys(onFields).length === 0) setMessage(peopleRefusal(error) ?? NOT_SENT);
      return { error };
    }
  };

  const { values, errors, saving, fieldId, change, textField, submit } = useEntityForm({
    heading: HEADING,
    submitLabel: 'Send invitation',
    initialValues: NO_INVITATION,
    onSubmit: send,
    onCancel: onClose,
    onDirtyChange: () => undefined,
    fields: INVITATION_FIELDS,
    validate: validateInvitation,
    idPrefix: idBase,
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      saving={saving}
      heading={HEADING}
      titleId={fieldId('title')}
      onSubmit={submit}
      submitLabel="Send invitation"
      savingLabel="Sending..."
      message={message}
    >
      <TextField {...textField('name', 'Name')} required fullWidth autoFocus autoComplete="off" />
      <TextField
        {...textField(
          'email',
          'E-mail',
          'The invitation goes here, with a link to set a password.',
        )}
        type="email"
        required
        fullWidth
        autoComplete="off"
        slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
      />
      <RightsFields
        fieldId={fieldId}
        values={values}
        errors={errors}
        onChange={change}
        disabled={saving}
      />
    </FormDialog>
  );
}
