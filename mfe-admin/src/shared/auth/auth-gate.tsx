import { useEffect, type ReactNode } from 'react';
import { Alert, AlertTitle, Box, CircularProgress, Container, Typography } from '@mui/material';
import useSWR from 'swr';
import { AUTH_USER_URL, type AdminUser } from './admin-user';
import { isUnauthorized } from './is-unauthorized';
import { LOGIN_URL, type Redirect } from './redirect';
import { LoadError } from '../load-error';

export const LOGIN_REDIRECT_DELAY_MS = 1500;

export interface AuthGateProps {
  redirect: Redirect;
  children: (user: AdminUser) => ReactNode;
}

/** Spec section 6: admin screens render only once the session is confirmed. */
export function AuthGate({ redirect, children }: AuthGateProps) {
  const { data, error, isLoading, mutate } = useSWR<AdminUser>(AUTH_USER_URL, {
    shouldRetryOnError: false,
    dedupingInterval: 0,
  });
  const unauthorized = isUnauthorized(error);

  useEffect(() => {
    if (!unauthorized) return undefined;
    const timer = setTimeout(() => redirect(LOGIN_URL), LOGIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [unauthorized, redirect]);

  if (unauthorized) {
    return (
      <Container sx={{ py: 6 }}>
        <Alert severity="warning" role="alert">
          <AlertTitle>Authentication Required</AlertTitle>
          You must be logged in to access the admin panel. Redirecting to login...
        </Alert>
      </Container>
    );
  }
  if (error) {
    return (
      <Container sx={{ py: 6 }}>
        <LoadError onRetry={() => void mutate()}>
          <AlertTitle>Something went wrong</AlertTitle>
          We could not check your sign-in. Please try again.
        </LoadError>
      </Container>
    );
  }
  if (isLoading || !data) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, px: 3 }}>
        <CircularProgress size={24} aria-hidden="true" />
        <Typography>Checking authentication...</Typography>
      </Box>
    );
  }
  return <>{children(data)}</>;
}
