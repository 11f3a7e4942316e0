import type { FormEvent, ReactNode } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@mui/material';
import { FormMessage } from './form-message';

export interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  saving: boolean;
  heading: string;
  /** The heading's id: the dialog and its form are named by it. */
  titleId: string;
  /** The id of what describes the dialog, if anything does. */
  describedBy?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  savingLabel: string;
  /** A refusal that belongs to no one field, shown above the buttons. */
  message: string | null;
  children: ReactNode;
}

/**
 * A form in a modal dialog: its fields, the form's own message, then Cancel and the submit button.
 * While it saves it cannot be closed and its buttons are disabled.
 */
export function FormDialog(props: FormDialogProps) {
  const { open, onClose, saving, heading, titleId, describedBy, onSubmit } = props;
  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{heading}</DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <DialogContent sx={{ pt: 0 }}>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {props.children}
            <FormMessage message={props.message} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? props.savingLabel : props.submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
