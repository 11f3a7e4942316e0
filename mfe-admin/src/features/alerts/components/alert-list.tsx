import { Button, Typography } from '@mui/material';
import type { AlertSubscriptionSummary } from '@reedmere/contracts';
import { ItemCardRow } from '../../../shared/item-card-row';
import { ItemCard, ItemList } from '../../../shared/item-list';
import { ItemTitle } from '../../../shared/item-title';
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
            <ItemCardRow
              actions={
                readOnly ? null : (
                  <Button
                    color="error"
                    variant="outlined"
                    onClick={() => onDelete(alert)}
                    disabled={busy}
                    aria-label={`Delete the alert for ${alertName(alert)}`}
                  >
                    Delete
                  </Button>
                )
              }
            >
              {/* Warning takes the dark text in StatusChip, so both read at 4.5:1 or more. */}
              <ItemTitle
                title={alert.email}
                status={alert.confirmed ? 'Confirmed' : 'Awaiting confirmation'}
                color={alert.confirmed ? 'success' : 'warning'}
              />
              <Typography sx={{ overflowWrap: 'anywhere' }}>{alert.description}</Typography>
              <Typography variant="body2" color="text.secondary">
                Signed up {alertDay(alert.createdAt)} · Last sent {lastSentDay(alert.lastSentAt)}
              </Typography>
            </ItemCardRow>
          </ItemCard>
        );
      })}
    </ItemList>
  );
}
