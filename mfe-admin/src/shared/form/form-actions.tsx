import { Button, Stack } from '@mui/material';

export interface FormActionsProps {
  saving: boolean;
  submitLabel: string;
  onCancel: () => void;
  /** Holds Save back, e.g. while chosen images are still being prepared. */
  holdSubmit?: boolean;
}

/** An add/edit form's Save and Cancel: while it saves, Save says so and neither can be pressed. */
export function FormActions({
  saving,
  submitLabel,
  onCancel,
  holdSubmit = false,
}: FormActionsProps) {
  return (
    <Stack direction="row" spacing={1}>
      <Button type="submit" variant="contained" disabled={saving || holdSubmit}>
        {saving ? 'Saving...' : submitLabel}
      </Button>
      <Button onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
    </Stack>
  );
}
