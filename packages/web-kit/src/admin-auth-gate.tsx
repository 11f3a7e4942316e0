import { useEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Alert, AlertTitle, Button, Container } from '@mui/material';
import type { AdminUser } from '@reedmere/contracts';
import { LoadingStatus } from './loading-status';
import useSWR from 'swr';
import { isSignedOut } from './api-error';

export const AUTH_USER_URL = '/api/auth/user';
export const LOGIN_URL = '/api/login';
/** How long the 'Authentication Required' message shows before the login page. */
export const LOGIN_REDIRECT_DELAY_MS = 1500;

/**
 * A page the browser keeps in its back/forward cache comes back exactly as it was left, admin data
 * and all, without asking the server. So the gate hides what it shows as the page is put away
 * (synchronously, before the page is frozen) and, when it comes back, shows it again only once
 * the session is confirmed anew; a session that has gone ends on the sign-in page.
 */
function useRecheckOnRestore(recheck: () => Promise<unknown>): boolean {
  const [rechecking, setRechecking] = useState(false);
  useEffect(() => {
    const onPageHide = (event: PageTransitionEvent) => {
      if (event.persisted) flushSync(() => setRechecking(true));
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setRechecking(true);
      void recheck()
        .catch(() => undefined)
        .finally(() => setRechecking(false));
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [recheck]);
  return rechecking;
}

export interface AdminAuthGateProps {
  /** Leaves the single-page app for the login page; tests pass their own. */
  redirect: (url: string) => void;
  children: (user: AdminUser) => ReactNode;
}

/**
 * Admin screens render only once the session is confirmed by the current-user call. The shell
 * puts this in front of the admin remote (whose files the server gives only to a signed-in admin),
 * and the remote uses it again when it runs on its own; both read the same SWR entry.
 */
export function AdminAuthGate({ redirect, children }: AdminAuthGateProps) {
  const { data, error, isLoading, mutate } = useSWR<AdminUser>(AUTH_USER_URL, {
    shouldRetryOnError: false,
    dedupingInterval: 0,
  });
  const unauthorized = isSignedOut(error);
  const rechecking = useRecheckOnRestore(mutate);

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
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void mutate()}>
              Retry
            </Button>
          }
        >
          <AlertTitle>Something went wrong</AlertTitle>
          We could not check your sign-in. Please try again.
        </Alert>
      </Container>
    );
  }
  if (isLoading || !data)
    return <LoadingStatus label="Checking authentication" text="Checking authentication..." />;
  return (
    <>
      {rechecking ? (
        <LoadingStatus label="Checking authentication" text="Checking authentication..." />
      ) : null}
      {/* Hidden, not unmounted, and kept in the layout: a half-filled form is still there once
          the session is confirmed, and the page keeps its length, so the admin their place. */}
      <div style={{ display: 'contents', visibility: rechecking ? 'hidden' : undefined }}>
        {children(data)}
      </div>
    </>
  );
}
