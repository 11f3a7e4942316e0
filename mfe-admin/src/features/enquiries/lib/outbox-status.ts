import type { OutboxStatus } from '@reedmere/contracts';

/** How each notification status reads in the outbox. */
export const STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: 'Pending',
  sent: 'Sent',
  failed: 'Failed',
};

/** An unknown status (a newer service) still shows, as itself. */
export const statusLabel = (status: string): string =>
  (STATUS_LABELS as Record<string, string | undefined>)[status] ?? status;
