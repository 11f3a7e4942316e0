import { useState } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import type { Enquiry } from '@reedmere/contracts';
import { isSignedOut, notify } from '@reedmere/web-kit';
import { reportActionFailure } from '../../../shared/api/report-action-failure';
import { reportToggleFailure } from '../../../shared/api/report-toggle-failure';
import type { Redirect } from '../../../shared/auth/redirect';
import { useLoginRedirect } from '../../../shared/auth/use-login-redirect';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { deleteEnquiry, ENQUIRIES_URL, setEnquiryRead } from '../api/enquiries-api';
import { EnquiryCard } from './enquiry-card';
import { NotificationOutbox } from './notification-outbox';
import { useAdminList } from '../../../shared/api/use-admin-list';
import { ListState } from '../../../shared/list-state';

const newestFirst = (a: Enquiry, b: Enquiry) => b.createdAt.localeCompare(a.createdAt);

/**
 * The enquiry inbox (newest first, read/unread, delete after a confirmation) and, under it, the
 * outbox of notification e-mails about them. A change refused for a lost session goes to log in.
 */
export function EnquiriesTab({ redirect }: { redirect: Redirect }) {
  const list = useAdminList<Enquiry>(ENQUIRIES_URL);
  const { data, error, mutate } = list;
  const [busyId, setBusyId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Enquiry | null>(null);
  const sendToLogin = useLoginRedirect(redirect);

  const toggleRead = async (enquiry: Enquiry) => {
    setBusyId(enquiry.id);
    try {
      await setEnquiryRead(enquiry.id, !enquiry.isRead);
      notify.success({
        title: enquiry.isRead ? 'Enquiry marked as unread' : 'Enquiry marked as read',
      });
      await mutate();
    } catch (error) {
      reportToggleFailure(error, 'Failed to update enquiry.', sendToLogin);
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
    } catch (error) {
      setToDelete(null);
      reportActionFailure(error, 'enquiry', 'delete', sendToLogin);
    } finally {
      setBusyId(null);
    }
  };

  const inbox = (
    <ListState
      read={list}
      accessText="Please log in again to see the enquiries."
      errorText="Failed to load enquiries."
      loadingText="Loading enquiries..."
    >
      {(enquiries) =>
        enquiries.length === 0 ? (
          <Typography>No enquiries yet.</Typography>
        ) : (
          <Stack spacing={2}>
            {[...enquiries].sort(newestFirst).map((enquiry) => (
              <EnquiryCard
                key={enquiry.id}
                enquiry={enquiry}
                busy={busyId === enquiry.id}
                onToggleRead={(item) => void toggleRead(item)}
                onDelete={setToDelete}
              />
            ))}
          </Stack>
        )
      }
    </ListState>
  );

  return (
    <Stack spacing={5}>
      <Box component="section" aria-labelledby="enquiries-heading">
        <Typography id="enquiries-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
          Enquiries{data && data.length > 0 ? ` (${data.length})` : ''}
        </Typography>
        {inbox}
      </Box>
      {/* Signed out: the inbox already says so, and the outbox would only repeat it. */}
      {isSignedOut(error) ? null : <NotificationOutbox enquiries={data ?? []} />}
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
