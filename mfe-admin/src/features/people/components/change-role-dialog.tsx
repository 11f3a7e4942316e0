import { Box } from '@mui/material';
import { describeRights, type StaffMember } from '@reedmere/contracts';
import type { SendToLogin } from '../../../shared/auth/use-login-redirect';
import { changeRights } from '../api/people-api';
import {
  RIGHTS_FIELDS,
  rightsInput,
  validateRights,
  type RightsValues,
} from '../lib/rights-values';
import { FormDialog } from './form-dialog';
import { RightsFields } from './rights-fields';
import { useDialogForm } from './use-dialog-form';

export interface ChangeRoleDialogProps {
  person: StaffMember;
  open: boolean;
  onClose: () => void;
  /** The server took the change: the person as they now are. */
  onChanged: (person: StaffMember) => void;
  sendToLogin: SendToLogin;
}

const NOT_CHANGED = 'The role could not be changed. Please try again.';

/**
 * A person's role and, for an editor, divisions. A refusal (the agency's last owner, a person
 * removed meanwhile) shows in the dialog, which stays open.
 */
export function ChangeRoleDialog({
  person,
  open,
  onClose,
  onChanged,
  sendToLogin,
}: ChangeRoleDialogProps) {
  const { fieldId, fieldGroup, dialog } = useDialogForm({
    heading: `Change the role of ${person.name}`,
    submitLabel: 'Save role',
    initialValues: { role: person.role, divisions: [...person.divisions] } as RightsValues,
    fields: RIGHTS_FIELDS,
    validate: validateRights,
    toInput: rightsInput,
    send: async (rights) => {
      const changed = await changeRights(person.id, rights);
      onChanged(changed ?? { ...person, ...rights });
    },
    failed: NOT_CHANGED,
    onClose,
    sendToLogin,
  });
  const nowId = fieldId('now');

  return (
    <FormDialog open={open} {...dialog} describedBy={nowId} savingLabel="Saving...">
      <Box id={nowId} sx={{ overflowWrap: 'anywhere' }}>
        {`${person.name} (${person.email}) is ${describeRights(person)} now.`}
      </Box>
      <RightsFields {...fieldGroup} />
    </FormDialog>
  );
}
