import { screen } from '@testing-library/react';
import type { OutboxMessage } from '@reedmere/contracts';
import { answerByKey, renderRoute } from '@reedmere/web-kit/testing';
import { testEnquiry } from '../lib/test-enquiry';
import { testOutboxMessage } from '../lib/test-outbox-message';
import { NotificationOutbox } from './notification-outbox';

const JANE = testEnquiry();

/** Renders the outbox listing `messages`, beside the inbox's `enquiries`. */
const renderOutbox = (messages: OutboxMessage[], enquiries = [JANE]) =>
  renderRoute(<NotificationOutbox enquiries={enquiries} />, {
    path: '/admin',
    fetcher: answerByKey({ '/api/inquiries/outbox': messages }),
  });

it('says what each message is about: an enquiry by name, or failed sign-ins', async () => {
  renderOutbox([
    testOutboxMessage({ id: 'm2', kind: 'sign-in-notice', enquiryId: null, subject: 'Sign-ins' }),
    testOutboxMessage({ id: 'm1' }),
    testOutboxMessage({ id: 'm3', enquiryId: 'gone' }),
  ]);
  expect(await screen.findByText('About repeated failed sign-ins')).toBeInTheDocument();
  expect(
    screen.getByText('About the enquiry from Jane Doe (Residential Sales)'),
  ).toBeInTheDocument();
  expect(screen.getByText('About an enquiry no longer in the inbox')).toBeInTheDocument();
});

it('names property alert e-mails: the sign-up confirmation and the alert itself', async () => {
  renderOutbox([
    testOutboxMessage({
      id: 'm4',
      kind: 'alert-confirmation',
      enquiryId: null,
      alertId: 'a1',
      to: 'tom@example.com',
      subject: 'Confirm your property alert: Homes to let',
      html: '<p>Confirm</p>',
      headers: { 'List-Unsubscribe': '<https://reedmere.example/alerts/unsubscribe?token=x>' },
    }),
    testOutboxMessage({
      id: 'm5',
      kind: 'property-alert',
      enquiryId: null,
      alertId: 'a1',
      to: 'tom@example.com',
      subject: 'A property for your alert: Homes to let',
      html: '<p>New listing</p>',
    }),
  ]);
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
  renderOutbox(
    [testOutboxMessage({ kind: 'weekly-digest' as OutboxMessage['kind'], enquiryId: null })],
    [],
  );
  expect(await screen.findByText('About weekly-digest')).toBeInTheDocument();
});
