import { useId, useState } from 'react';
import { Box } from '@mui/material';
import { describeRights, type StaffMember } from '@reedmere/contracts';
import { serverFieldErrors } from '../../../shared/form/server-field-errors';
import { useEntityForm, type Refusal } from '../../../shared/form/use-entity-form';
import type { SendToLogin } from '../../../shared/auth/use-login-redirect';
import { changeRights } from '../api/people-api';
import { peopleRefusal, reportSignedOut } from '../lib/people-failure';
import {
  RIGHTS_FIELDS,
  rightsInput,
  validateRights,
  type RightsValues,
} from '../lib/rights-values';
import { FormDialog } from './form-dialog';
import { RightsFields } from './rights-fields';

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
  const [message, setMessage] = useState<string | null>(null);
  const idBase = useId();
  const heading = `Change the role of ${person.name}`;

  const save = async (values: RightsValues): Promise<Refusal | null> => {
    const rights = rightsInput(values);
    if (rights === null) return null;
    setMessage(null);
    try {
      const changed = await changeRights(person.id, rights);
      onChanged(changed ?? { ...person, ...rights });
      return null;
    } catch (error) {
      if (reportSignedOut(error, sendToLogin)) return null;
      const onFields = serverFieldErrors(error, RIGHTS_FIELDS);
      if (Object.keys(onFields).length === 0) setMessage(peopleRefusal(error) ?? NOT_CHANGED);
      return { error };
    }
  };

  const { values, errors, saving, fieldId, change, submit } = useEntityForm({
    heading,
    submitLabel: 'Save role',
    initialValues: { role: person.role, divisions: [...person.divisions] } as RightsValues,
    onSubmit: save,
    onCancel: onClose,
    onDirtyChange: () => undefined,
    fields: RIGHTS_FIELDS,
    validate: validateRights,
    idPrefix: idBase,
  });
  const nowId = fieldId('now');

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      saving={saving}
      heading={heading}
      titleId={fieldId('title')}
      describedBy={nowId}
      onSubmit={submit}
      submitLabel="Save role"
      savingLabel="Saving..."
      message={message}
    >
      <Box id={nowId} sx={{ overflowWrap: 'anywhere' }}>
        {`${person.name} (${person.email}) is ${describeRights(person)} now.`}
      </Box>
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
