import {
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import type { Enquiry } from '@reedmere/contracts';
import { ExternalLink } from '@reedmere/web-kit';

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' });

export interface EnquiryCardProps {
  enquiry: Enquiry;
  busy: boolean;
  onToggleRead: (enquiry: Enquiry) => void;
  onDelete: (enquiry: Enquiry) => void;
  /** No marking or deleting, for someone who may only read. */
  readOnly?: boolean;
}

export function EnquiryCard({ enquiry, busy, onToggleRead, onDelete, readOnly }: EnquiryCardProps) {
  const name = `${enquiry.firstName} ${enquiry.lastName}`.trim();
  return (
    <Card component="article" variant="outlined" aria-label={`Enquiry from ${name}`}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h3">
            {name}
          </Typography>
          <Chip
            size="small"
            label={enquiry.isRead ? 'Read' : 'Unread'}
            color={enquiry.isRead ? 'default' : 'primary'}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {DATE_FORMAT.format(new Date(enquiry.createdAt))} · {enquiry.serviceType}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {enquiry.email} ·{' '}
          <Link href={`mailto:${enquiry.email}`} aria-label={`Reply by e-mail to ${name}`}>
            Reply by e-mail
          </Link>
        </Typography>
        {enquiry.phone ? (
          <Typography variant="body2">
            Phone: <Link href={`tel:${enquiry.phone.replace(/\s+/g, '')}`}>{enquiry.phone}</Link>
          </Typography>
        ) : null}
        {enquiry.propertyId ? (
          <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {/* The public page, in a new tab so the inbox stays where it was. */}
            Property:{' '}
            <ExternalLink href={`/property/${encodeURIComponent(enquiry.propertyId)}`}>
              {enquiry.propertyTitle || 'View the property'}
            </ExternalLink>
          </Typography>
        ) : null}
        {enquiry.preferredTimes ? (
          <Typography variant="body2">Preferred days or times: {enquiry.preferredTimes}</Typography>
        ) : null}
        <Typography sx={{ mt: 2, whiteSpace: 'pre-wrap' }}>{enquiry.message}</Typography>
      </CardContent>
      {readOnly ? null : (
        <CardActions sx={{ flexWrap: 'wrap' }}>
          <Button onClick={() => onToggleRead(enquiry)} disabled={busy}>
            {enquiry.isRead ? 'Mark as unread' : 'Mark as read'}
          </Button>
          <Button color="error" onClick={() => onDelete(enquiry)} disabled={busy}>
            Delete
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
