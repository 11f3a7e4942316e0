import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuditEvent } from '@reedmere/contracts';
import { answer, renderRoute } from '@reedmere/web-kit/testing';
import { installFetchStub, type FetchAnswer } from '../../../shared/testing/fetch-stub';
import { testAuditEvent } from '../../../shared/testing/test-audit-event';
import { ActivityTab } from './activity-tab';

const PRICE_CUT = testAuditEvent();
const FAILED_SIGN_IN = testAuditEvent({
  id: 'ev2',
  at: '2026-11-27T09:30:00.000Z',
  actor: { id: null, email: 'who@example.com', name: null },
  address: '198.51.100.4',
  action: 'sign-in-failed',
  entity: { kind: 'account', id: null, label: null },
  changes: [],
});

const PRICE_CUT_NAME = 'Changed Property: Mill House by Alex Admin, 27 Nov 2026, 14:05';
const FAILED_SIGN_IN_NAME = 'Sign-in failed Staff account by who@example.com, 27 Nov 2026, 09:30';

/** The events of a page, with the count of every event the filters let through. */
const eventsAnswer = (events: readonly AuditEvent[], total = events.length) =>
  answer(200, events, { 'X-Total-Count': String(total) }) as FetchAnswer;

const refusal = (status: number, message: string) =>
  answer(status, JSON.stringify({ message })) as FetchAnswer;

describe('ActivityTab', () => {
  const { fetchStub } = installFetchStub(async () => eventsAnswer([PRICE_CUT, FAILED_SIGN_IN]));

  const renderTab = () => renderRoute(<ActivityTab />, { path: '/admin', fetcher: jest.fn() });

  /** The activity list's requests so far, each as its query. */
  const queries = () =>
    fetchStub.mock.calls.map(([url]) => {
      const { pathname, searchParams } = new URL(url, 'http://localhost');
      expect(pathname).toBe('/api/admin/activity');
      return Object.fromEntries(searchParams);
    });
  const lastQuery = () => queries().at(-1);

  const choose = (name: string, value: string) =>
    fireEvent.change(screen.getByRole('combobox', { name }), { target: { value } });

  describe('the list', () => {
    it('shows each event: what, when, who, from where and its changes', async () => {
      renderTab();
      const item = await screen.findByRole('listitem', { name: PRICE_CUT_NAME });
      expect(within(item).getByRole('heading', { name: 'Property: Mill House' })).toBeVisible();
      expect(within(item).getByText('Changed')).toBeVisible();
      expect(item).toHaveTextContent('27 Nov 2026, 14:05 · Alex Admin · from 203.0.113.7');
      expect(
        within(within(item).getByRole('list', { name: 'Changes' }))
          .getAllByRole('listitem')
          .map((line) => line.textContent),
      ).toEqual(['Price: £250,000 → £245,000', 'Description changed']);

      const failed = screen.getByRole('listitem', { name: FAILED_SIGN_IN_NAME });
      expect(within(failed).getByRole('heading', { name: 'Staff account' })).toBeVisible();
      expect(failed).toHaveTextContent('27 Nov 2026, 09:30 · who@example.com · from 198.51.100.4');
      expect(within(failed).queryByRole('list', { name: 'Changes' })).toBeNull();

      expect(screen.getByRole('heading', { level: 2, name: 'Activity' })).toBeVisible();
      expect(fetchStub).toHaveBeenCalledWith('/api/admin/activity?page=1&limit=20', {
        credentials: 'include',
        headers: { Accept: 'application/json' },
      });
      // One page holds them all: no pager.
      expect(screen.queryByRole('navigation', { name: 'Activity pages' })).toBeNull();
    });

    it('says loading while the activity is read', () => {
      fetchStub.mockImplementation(() => new Promise<never>(() => undefined));
      renderTab();
      expect(screen.getByText('Loading activity...').closest('[role="status"]')).not.toBeNull();
    });

    it('says when there is no activity yet', async () => {
      fetchStub.mockImplementation(async () => eventsAnswer([]));
      renderTab();
      expect(await screen.findByText('No activity recorded yet')).toBeVisible();
    });
  });

  describe('pages and filters', () => {
    it('turns the pages by the count the server gives', async () => {
      fetchStub.mockImplementation(async () => eventsAnswer([PRICE_CUT, FAILED_SIGN_IN], 45));
      renderTab();
      const pages = await screen.findByRole('navigation', { name: 'Activity pages' });
      expect(pages).toHaveTextContent('Page 1 of 3');
      expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();

      fireEvent.click(within(pages).getByRole('button', { name: 'Next' }));
      expect(screen.getByRole('heading', { level: 2, name: 'Activity' })).toHaveFocus();
      await waitFor(() => expect(lastQuery()).toEqual({ page: '2', limit: '20' }));
      expect(await screen.findByText('Page 2 of 3')).toBeVisible();

      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByText('Page 3 of 3')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
      fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
      await waitFor(() => expect(lastQuery()).toEqual({ page: '2', limit: '20' }));
    });

    it('puts each filter in the query and goes back to page 1', async () => {
      fetchStub.mockImplementation(async () => eventsAnswer([PRICE_CUT], 45));
      renderTab();
      fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
      await waitFor(() => expect(lastQuery()).toEqual({ page: '2', limit: '20' }));

      choose('Kind of record', 'property');
      await waitFor(() =>
        expect(lastQuery()).toEqual({ kind: 'property', page: '1', limit: '20' }),
      );
      expect(await screen.findByText('Page 1 of 3')).toBeVisible();

      choose('Action', 'update');
      fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
      fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
      await waitFor(() =>
        expect(lastQuery()).toEqual({
          kind: 'property',
          action: 'update',
          from: '2026-11-01',
          to: '2026-11-30',
          page: '1',
          limit: '20',
        }),
      );
    });

    it('asks by e-mail only once the address is applied with Enter or by leaving the field', async () => {
      renderTab();
      await screen.findByRole('listitem', { name: PRICE_CUT_NAME });
      const person = screen.getByRole('textbox', { name: "Person's e-mail" });
      expect(person).toHaveAccessibleDescription('The whole address; Enter applies it');
      const reads = fetchStub.mock.calls.length;

      fireEvent.change(person, { target: { value: ' Alex@Reedmere.example' } });
      expect(fetchStub).toHaveBeenCalledTimes(reads);
      fireEvent.keyDown(person, { key: 'Enter' });
      await waitFor(() =>
        expect(lastQuery()).toEqual({ person: 'Alex@Reedmere.example', page: '1', limit: '20' }),
      );

      fireEvent.change(person, { target: { value: 'jo@reedmere.example' } });
      fireEvent.blur(person);
      await waitFor(() =>
        expect(lastQuery()).toEqual({ person: 'jo@reedmere.example', page: '1', limit: '20' }),
      );
    });

    it('clears every filter at once', async () => {
      renderTab();
      await screen.findByRole('listitem', { name: PRICE_CUT_NAME });
      expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
      choose('Action', 'delete');
      await waitFor(() =>
        expect(lastQuery()).toEqual({ action: 'delete', page: '1', limit: '20' }),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
      await waitFor(() => expect(lastQuery()).toEqual({ page: '1', limit: '20' }));
      expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('all');
    });

    it('says when nothing matches the filters', async () => {
      fetchStub.mockImplementation(async (url) =>
        url.includes('action=delete') ? eventsAnswer([]) : eventsAnswer([PRICE_CUT]),
      );
      renderTab();
      await screen.findByRole('listitem', { name: PRICE_CUT_NAME });
      choose('Action', 'delete');
      expect(await screen.findByText('No activity matches these filters')).toBeVisible();
      expect(screen.queryByRole('listitem', { name: PRICE_CUT_NAME })).toBeNull();
    });
  });

  describe('failures', () => {
    it('shows Admin Access Required on a 401', async () => {
      fetchStub.mockImplementation(async () => refusal(401, 'Unauthorized'));
      renderTab();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Admin Access Required');
      expect(alert).toHaveTextContent('Please log in again to see the activity.');
    });

    it("gives the server's reason on a 403", async () => {
      const reason = "Only the owner or a manager can see the staff's activity. You are a viewer.";
      fetchStub.mockImplementation(async () => refusal(403, reason));
      renderTab();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(reason);
      expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
    });

    it("gives the server's reason for a filter it does not take", async () => {
      fetchStub.mockImplementation(async (url) =>
        url.includes('from=')
          ? refusal(400, '"from" must be a date (YYYY-MM-DD)')
          : eventsAnswer([PRICE_CUT]),
      );
      renderTab();
      await screen.findByRole('listitem', { name: PRICE_CUT_NAME });
      fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
      expect(await screen.findByRole('alert')).toHaveTextContent(
        '"from" must be a date (YYYY-MM-DD)',
      );
    });

    it('shows a load error with Retry otherwise, and Retry reads again', async () => {
      fetchStub.mockImplementation(async () => answer(503, 'Unavailable') as FetchAnswer);
      renderTab();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Failed to load the activity.');
      fetchStub.mockImplementation(async () => eventsAnswer([PRICE_CUT]));
      fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('listitem', { name: PRICE_CUT_NAME })).toBeVisible();
      expect(queries()).toHaveLength(2);
    });
  });
});
