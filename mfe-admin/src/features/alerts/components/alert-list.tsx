import { Box, Button, Stack, Typography } from '@mui/material';
import type { AlertSubscriptionSummary } from '@reedmere/contracts';
import { ItemCard, ItemList } from '../../../shared/item-list';
import { StatusChip } from '../../../shared/status-chip';
import { alertDay, lastSentDay } from '../lib/alert-dates';

export interface AlertListProps {
  alerts: readonly AlertSubscriptionSummary[];
  busyId: string | null;
  onDelete: (alert: AlertSubscriptionSummary) => void;
  /** No Delete, for someone who may only read. */
  readOnly?: boolean;
}

/** One address may hold several searches, so a row is named by both. */
const alertName = (alert: AlertSubscriptionSummary): string =>
  `${alert.email}: ${alert.description}`;

const newestFirst = (a: AlertSubscriptionSummary, b: AlertSubscriptionSummary) =>
  b.createdAt.localeCompare(a.createdAt);

/** Each subscription as a row: who, what they asked for, where it stands, and Delete. */
export function AlertList({ alerts, busyId, onDelete, readOnly }: AlertListProps) {
  return (
    <ItemList>
      {[...alerts].sort(newestFirst).map((alert) => {
        const busy = busyId === alert.id;
        return (
          <ItemCard key={alert.id} label={alertName(alert)} busy={busy}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
            >
              <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                <Stack
                  direction="row"
                  spacing={1}
                  useFlexGap
                  sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                >
                  <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {alert.email}
                  </Typography>
                  {/* Warning takes the dark text in StatusChip, so both read at 4.5:1 or more. */}
                  <StatusChip
                    label={alert.confirmed ? 'Confirmed' : 'Awaiting confirmation'}
                    color={alert.confirmed ? 'success' : 'warning'}
                  />
                </Stack>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{alert.description}</Typography>
                <Typography variant="body2" color="text.secondary">
                  Signed up {alertDay(alert.createdAt)} · Last sent {lastSentDay(alert.lastSentAt)}
                </Typography>
              </Box>
              {readOnly ? null : (
                <Box sx={{ flexShrink: 0 }}>
                  <Button
                    color="error"
                    variant="outlined"
                    onClick={() => onDelete(alert)}
                    disabled={busy}
                    aria-label={`Delete the alert for ${alertName(alert)}`}
                  >
                    Delete
                  </Button>
                </Box>
              )}
            </Stack>
          </ItemCard>
        );
      })}
    </ItemList>
  );
}
