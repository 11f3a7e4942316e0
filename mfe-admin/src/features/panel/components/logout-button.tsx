import { useState } from 'react';
import { Button } from '@mui/material';
import { LOGOUT_URL, type Redirect } from '../../../shared/auth/redirect';

/** POST /api/logout clears the session cookie; the home page follows whatever the answer. */
export function LogoutButton({ redirect }: { redirect: Redirect }) {
  const [busy, setBusy] = useState(false);
  const logOut = async () => {
    setBusy(true);
    try {
      await fetch(LOGOUT_URL, { method: 'POST', credentials: 'include' });
    } catch {
      // Even if the call fails, leaving the panel is the right outcome; the session expires anyway.
    }
    redirect('/');
  };
  return (
    <Button variant="outlined" onClick={() => void logOut()} disabled={busy}>
      Log out
    </Button>
  );
}
