import { Box, Stack, Typography, type ChipProps } from '@mui/material';
import { AUDIT_ACTION_NAMES, type AuditAction, type AuditEvent } from '@reedmere/contracts';
import { ItemCard, ItemList } from '../item-list';
import { StatusChip } from '../status-chip';
import { auditActorName, auditChangeText, auditSubject, auditTime, auditWhat } from './audit-text';

const ACTION_COLOURS: Readonly<Record<AuditAction, ChipProps['color']>> = {
  create: 'success',
  update: 'primary',
  delete: 'error',
  'sign-in': 'default',
  'sign-in-failed': 'warning',
};

/** How a screen reader names an event: what, who and when. */
const eventName = (event: AuditEvent): string =>
  `${auditWhat(event)} by ${auditActorName(event.actor)}, ${auditTime(event.at)}`;

export interface AuditEventListProps {
  /** In the order the server gave, newest first. */
  events: readonly AuditEvent[];
  /** The events' heading level under the section's own. */
  headingLevel?: 'h3' | 'h4' | 'h5';
}

/**
 * Events of the audit trail, one card each: what was done to which record, when (UK time), by
 * whom and from where, and the fields it changed. Cards rather than a table, so a phone shows
 * them without scrolling sideways.
 */
export function AuditEventList({ events, headingLevel = 'h3' }: AuditEventListProps) {
  return (
    <ItemList>
      {events.map((event) => (
        <ItemCard key={event.id} label={eventName(event)}>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Typography component={headingLevel} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {auditSubject(event)}
            </Typography>
            <StatusChip
              label={AUDIT_ACTION_NAMES[event.action]}
              color={ACTION_COLOURS[event.action]}
            />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            <time dateTime={event.at}>{auditTime(event.at)}</time>
            {` · ${auditActorName(event.actor)}`}
            {event.address ? ` · from ${event.address}` : ''}
          </Typography>
          {event.changes.length > 0 ? (
            <Box
              component="ul"
              aria-label="Changes"
              sx={{ m: 0, mt: 1, pl: 2.5, overflowWrap: 'anywhere' }}
            >
              {event.changes.map((change) => (
                <Typography component="li" variant="body2" key={change.field}>
                  {auditChangeText(change)}
                </Typography>
              ))}
            </Box>
          ) : null}
        </ItemCard>
      ))}
    </ItemList>
  );
}
