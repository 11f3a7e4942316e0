import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Enquiry } from '@reedmere/contracts';
import type { OutboxMessage } from '@reedmere/contracts';
import { ApiError, notify } from '@reedmere/web-kit';
import { answerByKey } from '@reedmere/web-kit/testing';
import { setUpAdminScreen } from '../../../shared/testing/admin-screen';
import { cancelDelete, confirmDelete } from '../../../shared/testing/delete-question';
import { answer, sentJson } from '../../../shared/testing/fetch-stub';
import { findItemsNamed } from '../../../shared/testing/listed-items';
import { expectToShow } from '../../../shared/testing/shown-texts';
import { expectSentToLogin, onFakeClock } from '../../../shared/testing/signed-out';
import { changeFailed, expectToast, loginRequired } from '../../../shared/testing/toasts';
import { testEnquiry } from '../lib/test-enquiry';
import { testOutboxMessage } from '../lib/test-outbox-message';
import { EnquiriesTab } from './enquiries-tab';

const OLDER = testEnquiry({ id: 'e1' });
const NEWER = testEnquiry({
  id: 'e2',
  firstName: 'Tom',
  lastName: 'Smith',
  email: 'tom@example.com',
  isRead: true,
  createdAt: '2026-04-02T09:30:00.000Z',
});

describe('EnquiriesTab', () => {
  const { fetchStub, redirect, renderWith } = setUpAdminScreen({
    render: (redirect) => <EnquiriesTab redirect={redirect} />,
    listUrl: '/api/inquiries',
    items: [OLDER, NEWER],
  });

  /** Renders the inbox and the outbox beside it (or either failing); the fetcher, to count reads. */
  const renderTab = (
    enquiries: Enquiry[] | Error = [OLDER, NEWER],
    outbox: OutboxMessage[] | Error = [],
  ) => {
    const fetcher = jest.fn(
      answerByKey({ '/api/inquiries': enquiries, '/api/inquiries/outbox': outbox }),
    );
    renderWith(fetcher);
    return fetcher;
  };

  it('lists enquiries newest first with their details', async () => {
    renderTab();
    const [tom, jane] = await findItemsNamed(
      ['Enquiry from Tom Smith', 'Enquiry from Jane Doe'],
      'article',
    );
    expect(within(jane).getByRole('link', { name: 'Reply by e-mail to Jane Doe' })).toHaveAttribute(
      'href',
      'mailto:jane@example.com',
    );
    expectToShow(jane, [
      '01603 123456',
      'Residential Sales',
      'Please call me about a valuation.',
      '1 March 2026',
      'Unread',
    ]);
    expect(within(tom).getByRole('button', { name: 'Mark as unread' })).toBeInTheDocument();
  });

  it('shows a viewing request with its property and times, and filters the inbox', async () => {
    const viewing = testEnquiry({
      id: 'e3',
      firstName: 'Ada',
      lastName: 'Lovelace',
      serviceType: 'Viewing Request',
      propertyId: '65a1b2c3d4e5f60718293a4b',
      propertyTitle: 'Flint cottage by the staithe',
      preferredTimes: 'Saturday morning',
      createdAt: '2026-04-03T09:30:00.000Z',
    });
    renderTab([OLDER, NEWER, viewing]);
    const card = await screen.findByRole('article', { name: 'Enquiry from Ada Lovelace' });
    const link = within(card).getByRole('link', { name: /Flint cottage by the staithe/ });
    expect(link).toHaveAttribute('href', '/property/65a1b2c3d4e5f60718293a4b');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveTextContent('(opens in a new tab)');
    expect(card).toHaveTextContent('Preferred days or times: Saturday morning');
    // An enquiry about no property shows no property line.
    const jane = screen.getByRole('article', { name: 'Enquiry from Jane Doe' });
    expect(jane).not.toHaveTextContent('Property:');

    const names = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));
    const filters = screen.getByRole('group', { name: 'Show enquiries' });
    expect(within(filters).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.click(within(filters).getByRole('button', { name: 'Viewing requests' }));
    expect(names()).toEqual(['Enquiry from Ada Lovelace']);
    fireEvent.click(within(filters).getByRole('button', { name: 'Other enquiries' }));
    expect(names()).toEqual(['Enquiry from Tom Smith', 'Enquiry from Jane Doe']);
    // Pressing the chosen filter again keeps it chosen.
    fireEvent.click(within(filters).getByRole('button', { name: 'Other enquiries' }));
    expect(names()).toHaveLength(2);
    fireEvent.click(within(filters).getByRole('button', { name: 'All' }));
    expect(names()).toHaveLength(3);
  });

  it('says when a filter matches none', async () => {
    renderTab([OLDER]);
    await screen.findByRole('article');
    fireEvent.click(screen.getByRole('button', { name: 'Viewing requests' }));
    expect(screen.getByText('No viewing requests.')).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    renderTab([]);
    expect(await screen.findByText('No enquiries yet.')).toBeInTheDocument();
  });

  it('shows Admin Access Required on a 401', async () => {
    const unauthorized = new ApiError(401, '{"message":"Unauthorized"}');
    renderTab(unauthorized, unauthorized);
    expect(await screen.findByRole('alert')).toHaveTextContent('Admin Access Required');
    expect(screen.queryByRole('heading', { name: 'Notification outbox' })).not.toBeInTheDocument();
  });

  it('shows a load error with Retry on other failures', async () => {
    renderTab(new ApiError(502, 'Bad gateway'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load enquiries.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('marks an enquiry as read with a PATCH and reloads the list', async () => {
    let list = [OLDER];
    const fetcher = jest.fn(async (key: string) => (key === '/api/inquiries/outbox' ? [] : list));
    fetchStub.mockImplementation(async () => {
      list = [{ ...OLDER, isRead: true }];
      return answer(200, JSON.stringify(list[0]));
    });
    renderWith(fetcher);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByRole('button', { name: 'Mark as unread' })).toBeInTheDocument();
    expect(sentJson(fetchStub, 'PATCH /api/inquiries/e1')).toEqual({ isRead: true });
    expect(notify.success).toHaveBeenCalledWith({ title: 'Enquiry marked as read' });
    expect(fetcher.mock.calls.filter(([key]) => key === '/api/inquiries')).toHaveLength(2);
  });

  it('tells the admin when the update fails', async () => {
    fetchStub.mockImplementation(async () => answer(500, '{"message":"down"}'));
    renderTab([OLDER]);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as read' }));
    await expectToast('error', { title: 'Failed to update enquiry.' });
  });

  it('deletes only after confirmation', async () => {
    let list = [OLDER, NEWER];
    const fetcher = jest.fn(async (key: string) => (key === '/api/inquiries/outbox' ? [] : list));
    fetchStub.mockImplementation(async () => {
      list = [NEWER];
      return answer(204);
    });
    renderWith(fetcher);
    const jane = await screen.findByRole('article', { name: 'Enquiry from Jane Doe' });

    const deleteJane = within(jane).getByRole('button', { name: 'Delete' });
    await cancelDelete(deleteJane, 'Are you sure you want to delete this enquiry?', fetchStub);
    await confirmDelete(deleteJane);
    await waitFor(() =>
      expect(
        screen.queryByRole('article', { name: 'Enquiry from Jane Doe' }),
      ).not.toBeInTheDocument(),
    );
    expect(fetchStub).toHaveBeenCalledWith(
      '/api/inquiries/e1',
      expect.objectContaining({ method: 'DELETE', credentials: 'include' }),
    );
    expect(notify.success).toHaveBeenCalledWith({ title: 'Enquiry deleted' });
  });

  it('tells the admin when the delete fails', async () => {
    fetchStub.mockImplementation(async () => answer(500));
    renderTab([OLDER]);
    await confirmDelete('Delete');
    await expectToast('error', changeFailed('delete enquiry'));
    expect(redirect).not.toHaveBeenCalled();
  });

  describe('a change refused because the session has gone', () => {
    const renderSignedOut = () => {
      fetchStub.mockImplementation(async () => answer(401, '{"message":"Unauthorized"}'));
      renderTab([OLDER]);
    };

    it('says so on mark as read and goes to log in after 0.5 s', async () => {
      renderSignedOut();
      const markAsRead = await screen.findByRole('button', { name: 'Mark as read' });
      await onFakeClock(() => fireEvent.click(markAsRead));
      await expectSentToLogin(
        redirect,
        { title: 'Unauthorized: You are logged out. Logging in again...' },
        500,
      );
    });

    it('says so on delete and goes to log in after 2 s', async () => {
      renderSignedOut();
      fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
      const confirm = within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Delete',
      });
      await onFakeClock(() => fireEvent.click(confirm));
      await expectSentToLogin(redirect, loginRequired('delete enquiries'), 2000);
    });
  });

  describe('notification outbox', () => {
    const renderWithOutbox = (outbox: OutboxMessage[] | Error) => renderTab([OLDER, NEWER], outbox);

    const outboxSection = () => screen.getByRole('region', { name: 'Notification outbox' });

    it('lists each message with its recipient, subject, time, status and enquiry', async () => {
      renderWithOutbox([
        testOutboxMessage({
          id: 'm2',
          enquiryId: 'e2',
          subject: 'New enquiry: Commercial Sales',
          status: 'failed',
          attempts: 5,
          lastError: 'Connection refused',
          sentAt: null,
          createdAt: '2026-04-02T09:30:00.000Z',
        }),
        testOutboxMessage({
          id: 'm3',
          enquiryId: 'e9',
          status: 'pending',
          attempts: 0,
          sentAt: null,
        }),
        testOutboxMessage(),
      ]);
      const items = await within(
        await screen.findByRole('region', { name: 'Notification outbox' }),
      ).findAllByRole('listitem');
      expect(items).toHaveLength(3);
      const [failed, pending, sent] = items as [HTMLElement, HTMLElement, HTMLElement];
      expect(failed).toHaveAccessibleName(
        'New enquiry: Commercial Sales to office@reedmere.example',
      );
      expectToShow(failed, [
        'Failed',
        'To office@reedmere.example',
        'Created 2 April 2026',
        '5 attempts',
        'Last error: Connection refused',
        'About the enquiry from Tom Smith (Residential Sales)',
      ]);
      expect(pending).toHaveTextContent('Pending');
      expect(pending).toHaveTextContent('About an enquiry no longer in the inbox');
      expectToShow(sent, ['Sent', 'sent 1 March 2026', 'About the enquiry from Jane Doe']);
      expect(sent).not.toHaveTextContent('Last error');
    });

    it('says when nothing is waiting, even with no enquiries', async () => {
      renderTab([], []);
      expect(await screen.findByText('No notifications waiting')).toBeInTheDocument();
      expect(screen.getByText('No enquiries yet.')).toBeInTheDocument();
    });

    it('shows its own loading state', async () => {
      const fetcher = jest.fn((key: string) =>
        key === '/api/inquiries/outbox' ? new Promise<never>(() => undefined) : Promise.resolve([]),
      );
      renderWith(fetcher);
      expect(await screen.findByText('No enquiries yet.')).toBeInTheDocument();
      expect(within(outboxSection()).getByRole('status')).toHaveTextContent(
        'Loading notifications...',
      );
    });

    it('shows a load error with Retry that reads the outbox again', async () => {
      const fetcher = renderWithOutbox(new ApiError(502, 'Bad gateway'));
      const alert = await within(
        await screen.findByRole('region', { name: 'Notification outbox' }),
      ).findByRole('alert');
      expect(alert).toHaveTextContent('Failed to load the notification outbox.');
      expect(screen.getAllByRole('article')).toHaveLength(2);
      fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
      await waitFor(() =>
        expect(fetcher.mock.calls.filter(([key]) => key === '/api/inquiries/outbox')).toHaveLength(
          2,
        ),
      );
    });

    it('reads again on Refresh', async () => {
      const fetcher = renderWithOutbox([testOutboxMessage()]);
      await screen.findByText('New enquiry: Residential Sales');
      fireEvent.click(within(outboxSection()).getByRole('button', { name: 'Refresh' }));
      await waitFor(() =>
        expect(fetcher.mock.calls.filter(([key]) => key === '/api/inquiries/outbox')).toHaveLength(
          2,
        ),
      );
    });
  });
});
