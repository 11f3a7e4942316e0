import { useId, useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { ROLLBACK_REASON_MAX } from '@reedmere/contracts';
import { canaryName, type CanaryDeployment } from '../lib/live-canary';

export interface RollbackDialogProps {
  deployment: CanaryDeployment;
  open: boolean;
  /** The rollback is being sent: the dialog cannot be closed and its controls wait. */
  busy: boolean;
  /** Rolls back, with the reason as typed ('' for none). */
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * The question before a rollback, with an optional reason for the release history. Rendered
 * afresh for each opening, so the reason starts empty.
 */
export function RollbackDialog({
  deployment,
  open,
  busy,
  onConfirm,
  onCancel,
}: RollbackDialogProps) {
  const [reason, setReason] = useState('');
  const id = useId();
  const titleId = `${id}-title`;
  const textId = `${id}-text`;
  const close = busy ? undefined : onCancel;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onConfirm(reason);
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{`Roll back the ${canaryName(deployment)}?`}</DialogTitle>
      <Box component="form" noValidate onSubmit={submit} aria-labelledby={titleId}>
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText id={textId} sx={{ overflowWrap: 'anywhere' }}>
            {`Every visitor of ${deployment.remote} will get the stable build ${deployment.stable.version} again, and the canary ends.`}
          </DialogContentText>
          <TextField
            label="Reason (optional)"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            helperText={`For the release history. ${reason.length} of ${ROLLBACK_REASON_MAX} characters.`}
            disabled={busy}
            multiline
            minRows={2}
            fullWidth
            autoFocus
            margin="normal"
            slotProps={{ htmlInput: { maxLength: ROLLBACK_REASON_MAX } }}
          />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={busy}>
            {busy ? 'Rolling back...' : 'Roll back'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
