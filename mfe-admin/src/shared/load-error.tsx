import type { ReactNode } from 'react';
import { Alert, Button } from '@mui/material';

/** A read that failed for a reason other than the sign-in: what happened, and Retry. */
export function LoadError({ onRetry, children }: { onRetry: () => void; children: ReactNode }) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
