import { Box, Button, Stack, Typography, type ChipProps } from '@mui/material';
import type { Enquiry } from '@reedmere/contracts';
import { useAdminList } from '../../../shared/api/use-admin-list';
import { ItemCard, ItemList } from '../../../shared/item-list';
import { ListState } from '../../../shared/list-state';
import { StatusChip } from '../../../shared/status-chip';
import { OUTBOX_URL } from '../api/enquiries-api';
import type { OutboxKind, OutboxMessage } from '@reedmere/contracts';
import { statusLabel } from '../lib/outbox-status';

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' });
const when = (iso: string) => DATE_FORMAT.format(new Date(iso));

const STATUS_COLOURS: Record<string, ChipProps['color']> = {
  sent: 'success',
  pending: 'warning',
  failed: 'error',
};

export interface NotificationOutboxProps {
  /** The inbox, to name the enquiry each message is about. */
  enquiries: readonly Enquiry[];
}

/** What the messages of each kind but enquiry notifications are about. */
const ABOUT: Record<Exclude<OutboxKind, 'enquiry-notification'>, string> = {
  'sign-in-notice': 'repeated failed sign-ins',
  'staff-invitation': 'an invitation to the staff',
  'password-reset': 'a link to reset a forgotten password',
  'alert-confirmation': "a property alert sign-up's confirmation",
  'property-alert': 'a property alert',
};

/** What a message is about: an enquiry in the inbox (by name), or what its kind says. */
const subjectOf = (enquiries: readonly Enquiry[], message: OutboxMessage): string => {
  if (message.kind !== 'enquiry-notification') {
    // An unknown kind (a newer service) still shows, as itself.
    return (ABOUT as Record<string, string | undefined>)[message.kind] ?? message.kind;
  }
  const enquiry = enquiries.find((item) => item.id === message.enquiryId);
  if (!enquiry) return 'an enquiry no longer in the inbox';
  const name = `${enquiry.firstName} ${enquiry.lastName}`.trim();
  return `the enquiry from ${name} (${enquiry.serviceType})`;
};

/**
 * The e-mails the site sends (notices to the office, property alerts to visitors), and whether
 * each has gone out.
 */
export function NotificationOutbox({ enquiries }: NotificationOutboxProps) {
  const list = useAdminList<OutboxMessage>(OUTBOX_URL);
  const { isValidating, mutate } = list;

  const body = (
    <ListState
      read={list}
      accessText="Please log in again to see the notification outbox."
      accessTitle={null}
      errorText="Failed to load the notification outbox."
      loadingText="Loading notifications..."
    >
      {(messages) =>
        messages.length === 0 ? (
          <Typography>No notifications waiting</Typography>
        ) : (
          <ItemList spacing={1.5}>
            {messages.map((message) => (
              <ItemCard key={message.id} label={`${message.subject} to ${message.to}`}>
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
                >
                  <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {message.subject}
                  </Typography>
                  <StatusChip
                    label={statusLabel(message.status)}
                    color={STATUS_COLOURS[message.status] ?? 'default'}
                  />
                </Stack>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  To {message.to}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Created {when(message.createdAt)}
                  {message.sentAt ? ` · sent ${when(message.sentAt)}` : ''}
                  {message.attempts > 0 && message.status !== 'sent'
                    ? ` · ${message.attempts} ${message.attempts === 1 ? 'attempt' : 'attempts'}`
                    : ''}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  About {subjectOf(enquiries, message)}
                </Typography>
                {message.lastError && message.status !== 'sent' ? (
                  <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
                    Last error: {message.lastError}
                  </Typography>
                ) : null}
              </ItemCard>
            ))}
          </ItemList>
        )
      }
    </ListState>
  );

  return (
    <Box component="section" aria-labelledby="notification-outbox-heading">
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}
      >
        <Typography id="notification-outbox-heading" variant="h5" component="h2">
          Notification outbox
        </Typography>
        <Button onClick={() => void mutate()} disabled={isValidating}>
          Refresh
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Notices to the office about new enquiries and sign-ins, and property alert e-mails to
        visitors, newest first.
      </Typography>
      {body}
    </Box>
  );
}
