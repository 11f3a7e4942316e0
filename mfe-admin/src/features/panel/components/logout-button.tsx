import { useState } from 'react';
import { Button } from '@mui/material';
import { LOGOUT_URL, type Redirect } from '../../../shared/auth/redirect';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { forgetUnsavedChanges, hasUnsavedChanges } from '../../../shared/unsaved/use-leave-warning';

/** POST /api/logout clears the session cookie; the home page follows whatever the answer. */
export function LogoutButton({ redirect }: { redirect: Redirect }) {
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const logOut = async () => {
    setBusy(true);
    // Asked already (or nothing to lose): the browser's own leave question would come too late.
    forgetUnsavedChanges();
    try {
      await fetch(LOGOUT_URL, { method: 'POST', credentials: 'include' });
    } catch {
      // Even if the call fails, leaving the panel is the right outcome; the session expires anyway.
    }
    redirect('/');
  };
  return (
    <>
      <Button
        variant="outlined"
        onClick={() => (hasUnsavedChanges() ? setAsking(true) : void logOut())}
        disabled={busy}
      >
        Log out
      </Button>
      <ConfirmDialog
        open={asking}
        title="Log out with unsaved changes?"
        text="A form in the panel has changes that have not been saved. Log out and discard them?"
        confirmLabel="Log out"
        cancelLabel="Keep editing"
        onConfirm={() => {
          setAsking(false);
          void logOut();
        }}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
