import type { OutboxMessage } from '@reedmere/contracts';

/** A sent notification of Jane Doe's enquiry for tests; override what a test is about. */
export const testOutboxMessage = (over: Partial<OutboxMessage> = {}): OutboxMessage => ({
  id: 'm1',
  kind: 'enquiry-notification',
  enquiryId: 'e1',
  alertId: null,
  to: 'office@reedmere.example',
  replyTo: 'jane@example.com',
  subject: 'New enquiry: Residential Sales',
  text: 'Jane Doe asks about a valuation.',
  html: null,
  headers: null,
  status: 'sent',
  attempts: 1,
  lastError: null,
  nextAttemptAt: null,
  sentAt: '2026-03-01T10:01:00.000Z',
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:01:00.000Z',
  ...over,
});
