import { useState } from 'react';
import { Alert, AlertTitle, Box, CircularProgress, Stack, Typography } from '@mui/material';
import type { Enquiry } from '@reedmere/contracts';
import { notify } from '@reedmere/web-kit';
import useSWR from 'swr';
import { isUnauthorized } from '../../../shared/auth/is-unauthorized';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { deleteEnquiry, ENQUIRIES_URL, setEnquiryRead } from '../api/enquiries-api';
import { EnquiryCard } from './enquiry-card';
import { NotificationOutbox } from './notification-outbox';
import { LoadError } from '../../../shared/load-error';

const newestFirst = (a: Enquiry, b: Enquiry) => b.createdAt.localeCompare(a.createdAt);

/**
 * The enquiry inbox (newest first, read/unread, delete after a confirmation) and, under it, the
 * outbox of notification e-mails about them.
 */
export function EnquiriesTab() {
  const { data, error, isLoading, mutate } = useSWR<Enquiry[]>(ENQUIRIES_URL, {
    dedupingInterval: 0,
  });
  const [busyId, setBusyId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Enquiry | null>(null);

  const toggleRead = async (enquiry: Enquiry) => {
    setBusyId(enquiry.id);
    try {
      await setEnquiryRead(enquiry.id, !enquiry.isRead);
      notify.success({
        title: enquiry.isRead ? 'Enquiry marked as unread' : 'Enquiry marked as read',
      });
      await mutate();
    } catch {
      notify.error({ title: 'Failed to update enquiry.' });
    } finally {
      setBusyId(null);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const { id } = toDelete;
    setBusyId(id);
    try {
      await deleteEnquiry(id);
      notify.success({ title: 'Enquiry deleted' });
      setToDelete(null);
      await mutate();
    } catch {
      notify.error({ title: 'Failed to delete enquiry.' });
    } finally {
      setBusyId(null);
    }
  };

  let inbox;
  if (isUnauthorized(error)) {
    inbox = (
      <Alert severity="warning" role="alert">
        <AlertTitle>Admin Access Required</AlertTitle>
        Please log in again to see the enquiries.
      </Alert>
    );
  } else if (error) {
    inbox = <LoadError onRetry={() => void mutate()}>Failed to load enquiries.</LoadError>;
  } else if (isLoading || !data) {
    inbox = (
      <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={24} aria-hidden="true" />
        <Typography>Loading enquiries...</Typography>
      </Stack>
    );
  } else if (data.length === 0) {
    inbox = <Typography>No enquiries yet.</Typography>;
  } else {
    inbox = (
      <Stack spacing={2}>
        {[...data].sort(newestFirst).map((enquiry) => (
          <EnquiryCard
            key={enquiry.id}
            enquiry={enquiry}
            busy={busyId === enquiry.id}
            onToggleRead={(item) => void toggleRead(item)}
            onDelete={setToDelete}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Stack spacing={5}>
      <Box component="section" aria-labelledby="enquiries-heading">
        <Typography id="enquiries-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
          Enquiries{data && data.length > 0 ? ` (${data.length})` : ''}
        </Typography>
        {inbox}
      </Box>
      {/* Signed out: the inbox already says so, and the outbox would only repeat it. */}
      {isUnauthorized(error) ? null : <NotificationOutbox enquiries={data ?? []} />}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete enquiry"
        text="Are you sure you want to delete this enquiry?"
        confirmLabel="Delete"
        busy={busyId !== null}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </Stack>
  );
}
