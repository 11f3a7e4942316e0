/** Beyond the spec: the notification e-mails the content service queues for each new enquiry. */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** One message of `GET /api/inquiries/outbox` (newest first). */
export interface OutboxMessage {
  id: string;
  kind: 'enquiry-notification';
  enquiryId: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  sentAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export const STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: 'Pending',
  sent: 'Sent',
  failed: 'Failed',
};

/** An unknown status (a newer service) still shows, as itself. */
export const statusLabel = (status: string): string =>
  (STATUS_LABELS as Record<string, string | undefined>)[status] ?? status;
