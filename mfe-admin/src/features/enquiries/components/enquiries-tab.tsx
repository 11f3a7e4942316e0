import { useState } from 'react';
import { Box, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { VIEWING_REQUEST, type Enquiry } from '@reedmere/contracts';
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
import { useMayDo } from '../../../shared/auth/staff-rights';

const newestFirst = (a: Enquiry, b: Enquiry) => b.createdAt.localeCompare(a.createdAt);

type InboxFilter = 'all' | 'viewings' | 'other';

const FILTERS: { value: InboxFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'viewings', label: 'Viewing requests' },
  { value: 'other', label: 'Other enquiries' },
];

const EMPTY_FILTERED: Record<Exclude<InboxFilter, 'all'>, string> = {
  viewings: 'No viewing requests.',
  other: 'No other enquiries.',
};

const shown = (filter: InboxFilter) => (enquiry: Enquiry) =>
  filter === 'all' || (enquiry.serviceType === VIEWING_REQUEST) === (filter === 'viewings');

/**
 * The enquiry inbox (newest first, read/unread, delete after a confirmation) and, under it, the
 * outbox of notification e-mails about them. A change refused for a lost session goes to log in.
 */
export function EnquiriesTab({ redirect }: { redirect: Redirect }) {
  const mayChange = useMayDo({ contacts: 'change' });
  const list = useAdminList<Enquiry>(ENQUIRIES_URL);
  const { data, error, mutate } = list;
  const [busyId, setBusyId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Enquiry | null>(null);
  const [filter, setFilter] = useState<InboxFilter>('all');
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
      {(enquiries) => {
        if (enquiries.length === 0) return <Typography>No enquiries yet.</Typography>;
        const visible = enquiries.filter(shown(filter));
        if (filter !== 'all' && visible.length === 0) {
          return <Typography>{EMPTY_FILTERED[filter]}</Typography>;
        }
        return (
          <Stack spacing={2}>
            {[...visible].sort(newestFirst).map((enquiry) => (
              <EnquiryCard
                key={enquiry.id}
                enquiry={enquiry}
                busy={busyId === enquiry.id}
                onToggleRead={(item) => void toggleRead(item)}
                onDelete={setToDelete}
                readOnly={!mayChange}
              />
            ))}
          </Stack>
        );
      }}
    </ListState>
  );

  return (
    <Stack spacing={5}>
      <Box component="section" aria-labelledby="enquiries-heading">
        <Typography id="enquiries-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
          Enquiries{data && data.length > 0 ? ` (${data.length})` : ''}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={filter}
          aria-label="Show enquiries"
          // A second press on the chosen button would leave none chosen: keep the current one.
          onChange={(_event, value: InboxFilter | null) => value && setFilter(value)}
          sx={{ mb: 2, flexWrap: 'wrap' }}
        >
          {FILTERS.map(({ value, label }) => (
            <ToggleButton key={value} value={value}>
              {label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
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
