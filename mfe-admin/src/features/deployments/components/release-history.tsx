import {
  alpha,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { DEPLOYMENT_HISTORY_LINES, formatUkDateTime, type ReleaseEvent } from '@reedmere/contracts';
import { StatusChip } from '../../../shared/status-chip';
import {
  isAutomaticRollback,
  RELEASE_ACTION_COLOURS,
  releaseActionName,
} from '../lib/release-event-text';

const HEADING_ID = 'deployments-history-heading';

const COLUMNS = ['Time', 'Remote', 'Action', 'Version', 'Stable', 'Share', 'By', 'Reason'];

/** The action, a rollback by the health check filled in red so it stands out of the list. */
function ActionChip({ event }: { event: ReleaseEvent }) {
  const automatic = isAutomaticRollback(event);
  return (
    <StatusChip
      label={releaseActionName(event)}
      color={RELEASE_ACTION_COLOURS[event.action] ?? 'default'}
      variant={automatic ? 'filled' : 'outlined'}
    />
  );
}

/** Why: the reason given; the health check's names the figures it decided on. */
function ReasonCell({ event }: { event: ReleaseEvent }) {
  return (
    <TableCell sx={{ minWidth: 240, overflowWrap: 'anywhere' }}>{event.reason ?? ''}</TableCell>
  );
}

/**
 * The latest releases, newest first: when, which remote, what was done to which build, by whom
 * and why. A table to scan down a column; on a phone it scrolls sideways inside its own box,
 * which the keyboard can reach.
 */
export function ReleaseHistory({ events }: { events: readonly ReleaseEvent[] }) {
  return (
    // The table's scrolling box is the region the heading names: one landmark, not two alike.
    <Stack spacing={1}>
      <Typography id={HEADING_ID} variant="h6" component="h3">
        Release history
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {`Newest first: the latest ${DEPLOYMENT_HISTORY_LINES} releases.`}
      </Typography>
      {events.length === 0 ? (
        <Typography>No releases recorded yet</Typography>
      ) : (
        <TableContainer
          component={Paper}
          variant="outlined"
          role="region"
          aria-labelledby={HEADING_ID}
          tabIndex={0}
        >
          <Table size="small" aria-labelledby={HEADING_ID} sx={{ minWidth: 960 }}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column}>{column}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {events.map((event, index) => (
                <TableRow
                  // Lines have no id, and the server gives them in a fixed order.
                  key={`${index}-${event.at}-${event.remote}`}
                  sx={
                    isAutomaticRollback(event)
                      ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.08) }
                      : undefined
                  }
                >
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <time dateTime={event.at}>{formatUkDateTime(event.at)}</time>
                  </TableCell>
                  <TableCell>{event.remote}</TableCell>
                  <TableCell>
                    <ActionChip event={event} />
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{event.version}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{event.stable ?? ''}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {event.share === undefined ? '' : `${event.share} %`}
                  </TableCell>
                  <TableCell>{event.by}</TableCell>
                  <ReasonCell event={event} />
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
