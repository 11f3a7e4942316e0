import { useState } from 'react';
import { Button } from '@mui/material';
import { LOGIN_URL, LOGOUT_URL, type Redirect } from '../../../shared/auth/redirect';
import { useForgetAdminData } from '../../../shared/auth/use-forget-admin-data';
import { LeaveQuestion } from '../../../shared/unsaved/leave-question';
import { hasUnsavedChanges } from '../../../shared/unsaved/use-leave-warning';

export interface LogoutButtonProps {
  redirect: Redirect;
  /** Called once the panel is being left, before what it read is dropped. */
  onLeave?: () => void;
}

/**
 * POST /api/logout ends the session; what the panel read is dropped from the page, and the admin
 * site's sign-in page follows whatever the answer.
 */
export function LogoutButton({ redirect, onLeave }: LogoutButtonProps) {
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const forgetAdminData = useForgetAdminData();
  const logOut = async () => {
    setBusy(true);
    try {
      // JSON asks the server for its answer rather than a redirect to the sign-in page's HTML.
      await fetch(LOGOUT_URL, {
        method: 'POST',
        credentials: 'include',
        headers: { Accept: 'application/json' },
      });
    } catch {
      // Even if the call fails, leaving the panel is the right outcome; the session expires anyway.
    }
    onLeave?.();
    await forgetAdminData();
    redirect(LOGIN_URL);
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
      <LeaveQuestion
        open={asking}
        action="Log out"
        onLeave={() => {
          setAsking(false);
          void logOut();
        }}
        onStay={() => setAsking(false)}
      />
    </>
  );
}
