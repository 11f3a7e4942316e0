import { TextField } from '@mui/material';
import type { InvitationInput } from '@reedmere/contracts';
import type { SendToLogin } from '../../../shared/auth/use-login-redirect';
import { sendInvitation } from '../api/people-api';
import {
  INVITATION_FIELDS,
  invitationInput,
  NO_INVITATION,
  validateInvitation,
} from '../lib/rights-values';
import { FormDialog } from './form-dialog';
import { RightsFields } from './rights-fields';
import { useDialogForm } from './use-dialog-form';

export interface InviteDialogProps {
  open: boolean;
  onClose: () => void;
  /** The invitation went: what was sent. */
  onSent: (input: InvitationInput) => void;
  sendToLogin: SendToLogin;
}

const NOT_SENT = 'The invitation could not be sent. Please try again.';

/**
 * The owner's invitation: name, e-mail and rights. The server's field messages show under their
 * fields; a refusal of the whole (an address that has an account, mail that could not be queued)
 * shows above the buttons.
 */
export function InviteDialog({ open, onClose, onSent, sendToLogin }: InviteDialogProps) {
  const { textField, fieldGroup, dialog } = useDialogForm({
    heading: 'Invite someone',
    submitLabel: 'Send invitation',
    initialValues: NO_INVITATION,
    fields: INVITATION_FIELDS,
    validate: validateInvitation,
    toInput: invitationInput,
    send: async (input) => {
      await sendInvitation(input);
      onSent(input);
    },
    failed: NOT_SENT,
    onClose,
    sendToLogin,
  });

  return (
    <FormDialog open={open} {...dialog} savingLabel="Sending...">
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
      <RightsFields {...fieldGroup} />
    </FormDialog>
  );
}
