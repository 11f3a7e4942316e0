import type { ReactNode } from 'react';
import type { SWRResponse } from 'swr';
import { Alert, AlertTitle, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { isSignedOut } from '@reedmere/web-kit';
import { refusalReason } from './api/refusal-reason';
import { LOGIN_URL } from './auth/redirect';
import { LoadError } from './load-error';

export interface ListStateProps<T> {
  /** The list's read, as useSWR returns it. */
  read: Pick<SWRResponse<T>, 'data' | 'error' | 'isLoading' | 'mutate'>;
  /** The line under the title when the read answered 401. */
  accessText: string;
  /** The warning's title; null for a one-line warning, as in a section under the main list. */
  accessTitle?: string | null;
  errorText: string;
  loadingText: string;
  /** The section once the data has come. */
  children: (data: T) => ReactNode;
}

/** ListState's texts for a list of `items` the admin manages, e.g. 'properties' or 'SEO pages'. */
export const managedListTexts = (items: string) => ({
  accessText: `Please log in again to manage ${items}.`,
  errorText: `Failed to load ${items}.`,
  loadingText: `Loading ${items}...`,
});

/**
 * What a section shows while its list is read: signed out, refused with the server's reason,
 * failed with Retry, loading, or the list.
 */
export function ListState<T>({
  read: { data, error, isLoading, mutate },
  accessText,
  accessTitle = 'Admin Access Required',
  errorText,
  loadingText,
  children,
}: ListStateProps<T>) {
  if (isSignedOut(error)) {
    // The way back in, beside the message; a one-line warning sits under a section that has it.
    const logIn =
      accessTitle === null ? undefined : (
        <Button color="inherit" size="small" href={LOGIN_URL}>
          Log in
        </Button>
      );
    return (
      <Alert severity="warning" role="alert" action={logIn}>
        {accessTitle === null ? null : <AlertTitle>{accessTitle}</AlertTitle>}
        {accessText}
      </Alert>
    );
  }
  // A right the person lacks (403) or a filter the server does not take (400): asking again
  // would be refused again, so the server's reason shows, with no Retry.
  const refusal = refusalReason(error);
  if (refusal !== undefined) {
    return (
      <Alert severity="warning" role="alert">
        {refusal}
      </Alert>
    );
  }
  if (error) {
    // Not mutate itself: it would take the click event for new data.
    return <LoadError onRetry={() => void mutate()}>{errorText}</LoadError>;
  }
  if (isLoading || !data) {
    return (
      <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={24} aria-hidden="true" />
        <Typography>{loadingText}</Typography>
      </Stack>
    );
  }
  return children(data);
}
