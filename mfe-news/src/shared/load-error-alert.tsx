import type { ReactNode } from 'react';
import { Alert, AlertTitle, Button } from '@mui/material';

export interface LoadErrorAlertProps {
  /** e.g. 'Error Loading News'. */
  title: string;
  /** Reads again; the button says Try Again. */
  onRetry: () => void;
  children: ReactNode;
}

/** A read that failed for a reason other than not found: what went wrong and Try Again. */
export function LoadErrorAlert({ title, onRetry, children }: LoadErrorAlertProps) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try Again
        </Button>
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {children}
    </Alert>
  );
}
