import { Alert } from '@mui/material';

/** What the server said about a refused form that belongs to no one field; read out when shown. */
export function FormMessage({ message }: { message: string | null }) {
  return message === null ? null : (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  );
}
