import { screen } from '@testing-library/react';
import type { Enquiry, OutboxMessage } from '@reedmere/contracts';
import { answerByKey, renderRoute } from '@reedmere/web-kit/testing';
import { NotificationOutbox } from './notification-outbox';

const message = (over: Partial<OutboxMessage>): OutboxMessage => ({
  id: 'm1',
  kind: 'enquiry-notification',
  enquiryId: 'e1',
  alertId: null,
  to: 'office@reedmere.example',
  replyTo: null,
  subject: 'New enquiry',
  text: 'A new enquiry arrived.',
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

const JANE: Enquiry = {
  id: 'e1',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  phone: '',
  serviceType: 'Residential Sales',
  message: 'Please call me.',
  isRead: false,
  lastContactAt: '2026-03-01T10:00:00.000Z',
  createdAt: '2026-03-01T10:00:00.000Z',
};

it('says what each message is about: an enquiry by name, or failed sign-ins', async () => {
  renderRoute(<NotificationOutbox enquiries={[JANE]} />, {
    path: '/admin',
    fetcher: answerByKey({
      '/api/inquiries/outbox': [
        message({ id: 'm2', kind: 'sign-in-notice', enquiryId: null, subject: 'Sign-ins' }),
        message({ id: 'm1' }),
        message({ id: 'm3', enquiryId: 'gone' }),
      ],
    }),
  });
  expect(await screen.findByText('About repeated failed sign-ins')).toBeInTheDocument();
  expect(
    screen.getByText('About the enquiry from Jane Doe (Residential Sales)'),
  ).toBeInTheDocument();
  expect(screen.getByText('About an enquiry no longer in the inbox')).toBeInTheDocument();
});
