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

it('names property alert e-mails: the sign-up confirmation and the alert itself', async () => {
  renderRoute(<NotificationOutbox enquiries={[JANE]} />, {
    path: '/admin',
    fetcher: answerByKey({
      '/api/inquiries/outbox': [
        message({
          id: 'm4',
          kind: 'alert-confirmation',
          enquiryId: null,
          alertId: 'a1',
          to: 'tom@example.com',
          subject: 'Confirm your property alert: Homes to let',
          html: '<p>Confirm</p>',
          headers: { 'List-Unsubscribe': '<https://reedmere.example/alerts/unsubscribe?token=x>' },
        }),
        message({
          id: 'm5',
          kind: 'property-alert',
          enquiryId: null,
          alertId: 'a1',
          to: 'tom@example.com',
          subject: 'A property for your alert: Homes to let',
          html: '<p>New listing</p>',
        }),
      ],
    }),
  });
  const confirmation = await screen.findByRole('listitem', {
    name: 'Confirm your property alert: Homes to let to tom@example.com',
  });
  expect(confirmation).toHaveTextContent("About a property alert sign-up's confirmation");
  const alert = screen.getByRole('listitem', {
    name: 'A property for your alert: Homes to let to tom@example.com',
  });
  expect(alert).toHaveTextContent('About a property alert');
  expect(alert).not.toHaveTextContent('enquiry');
});

it('shows a kind it does not know as itself', async () => {
  renderRoute(<NotificationOutbox enquiries={[]} />, {
    path: '/admin',
    fetcher: answerByKey({
      '/api/inquiries/outbox': [
        message({ kind: 'weekly-digest' as OutboxMessage['kind'], enquiryId: null }),
      ],
    }),
  });
  expect(await screen.findByText('About weekly-digest')).toBeInTheDocument();
});
