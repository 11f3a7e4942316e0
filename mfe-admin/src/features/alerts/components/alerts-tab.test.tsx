import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AlertSubscriptionSummary } from '@reedmere/contracts';
import { makeAlertSearch } from '@reedmere/contracts/testing';
import { ApiError, notify } from '@reedmere/web-kit';
import { putEmotionStylesInDocument } from '@reedmere/web-kit/testing';
import { setUpAdminScreen } from '../../../shared/testing/admin-screen';
import { cancelQuestion } from '../../../shared/testing/delete-question';
import { answer, type FetchAnswer } from '../../../shared/testing/fetch-stub';
import { findItemsNamed } from '../../../shared/testing/listed-items';
import { retryAfterLoadError } from '../../../shared/testing/load-error';
import { expectSentToLogin, onFakeClock } from '../../../shared/testing/signed-out';
import { changeFailed, expectToast, loginRequired } from '../../../shared/testing/toasts';
import { AlertsTab } from './alerts-tab';

const alert = (over: Partial<AlertSubscriptionSummary> = {}): AlertSubscriptionSummary => ({
  id: 'a1',
  email: 'jane@example.com',
  search: makeAlertSearch({ location: 'Norwich', minPrice: 200000, maxPrice: 350000, bedrooms: 3 }),
  description: 'Homes for sale in Norwich, £200,000–£350,000, 3+ bedrooms',
  confirmed: true,
  confirmedAt: '2026-03-02T09:00:00.000Z',
  lastSentAt: '2026-04-10T07:00:00.000Z',
  createdAt: '2026-03-01T10:00:00.000Z',
  ...over,
});

const JANE = alert();
const TOM = alert({
  id: 'a2',
  email: 'tom@example.com',
  search: makeAlertSearch({ category: 'commercial', priceType: 'rent' }),
  description: 'Commercial property to let',
  confirmed: false,
  confirmedAt: null,
  lastSentAt: null,
  // 23:30 UTC on 31 March is already 1 April in London (summer time).
  createdAt: '2026-03-31T23:30:00.000Z',
});

const JANE_NAME = 'jane@example.com: Homes for sale in Norwich, £200,000–£350,000, 3+ bedrooms';
const TOM_NAME = 'tom@example.com: Commercial property to let';

describe('AlertsTab', () => {
  const { fetchStub, redirect, renderWith, renderScreen } = setUpAdminScreen({
    render: (redirect) => <AlertsTab redirect={redirect} />,
    listUrl: '/api/admin/alerts',
    items: [JANE, TOM],
    answers: async () => answer(204),
  });

  /** The server's list, which a DELETE that succeeds takes the alert out of. */
  const renderWithServer = (answerDelete: () => Promise<FetchAnswer> = async () => answer(204)) => {
    let alerts = [JANE, TOM];
    const fetcher = jest.fn(async () => alerts);
    fetchStub.mockImplementation(async (url) => {
      const reply = await answerDelete();
      if (reply.ok) alerts = alerts.filter((item) => url !== `/api/admin/alerts/${item.id}`);
      return reply;
    });
    renderWith(fetcher);
    return fetcher;
  };

  describe('the list', () => {
    it('shows each subscription newest first: e-mail, search, status and dates', async () => {
      renderScreen();
      const [tom, jane] = await findItemsNamed([TOM_NAME, JANE_NAME]);

      expect(within(jane).getByRole('heading', { name: 'jane@example.com' })).toBeInTheDocument();
      expect(jane).toHaveTextContent('Homes for sale in Norwich, £200,000–£350,000, 3+ bedrooms');
      expect(within(jane).getByText('Confirmed')).toBeInTheDocument();
      expect(jane).toHaveTextContent('Signed up 1 March 2026 · Last sent 10 April 2026');

      expect(tom).toHaveTextContent('Commercial property to let');
      expect(within(tom).getByText('Awaiting confirmation')).toBeInTheDocument();
      expect(tom).toHaveTextContent('Signed up 1 April 2026 · Last sent Never');
      expect(
        within(tom).getByRole('button', { name: `Delete the alert for ${TOM_NAME}` }),
      ).toBeEnabled();

      expect(screen.getByRole('heading', { name: 'Property alerts (2)' })).toBeInTheDocument();
    });

    it('gives the awaiting chip dark text, as white on orange is too faint to read', async () => {
      putEmotionStylesInDocument();
      renderScreen();
      const chip = (label: string) => screen.getByText(label).closest('.MuiChip-root');
      await screen.findAllByRole('listitem');
      expect(chip('Awaiting confirmation')).toHaveClass('MuiChip-colorWarning');
      expect(chip('Awaiting confirmation')).toHaveStyle({ color: 'rgba(0, 0, 0, 0.87)' });
      expect(chip('Confirmed')).toHaveClass('MuiChip-colorSuccess');
    });

    it('says loading while the list is read', () => {
      renderWith(jest.fn(() => new Promise<never>(() => undefined)));
      expect(screen.getByText('Loading property alerts...')).toBeInTheDocument();
    });

    it('says when no one has signed up', async () => {
      renderScreen([]);
      expect(
        await screen.findByText('No one has signed up for property alerts yet.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Property alerts (0)' })).toBeInTheDocument();
    });

    it('shows Admin Access Required with Log in on a 401', async () => {
      renderScreen(new ApiError(401, '{"message":"Unauthorized"}'));
      const warning = await screen.findByRole('alert');
      expect(warning).toHaveTextContent('Admin Access Required');
      expect(warning).toHaveTextContent('Please log in again to manage property alerts.');
      expect(within(warning).getByRole('link', { name: 'Log in' })).toHaveAttribute(
        'href',
        '/api/login',
      );
    });

    it('shows a load error with Retry otherwise, and retries', async () => {
      const fetcher = renderScreen(new ApiError(503, 'Property alerts are unavailable'));
      await retryAfterLoadError('Failed to load property alerts.', fetcher);
    });
  });

  describe('deleting', () => {
    const askToDelete = async () => {
      fireEvent.click(
        await screen.findByRole('button', { name: `Delete the alert for ${JANE_NAME}` }),
      );
      const dialog = await screen.findByRole('dialog', {
        name: 'Delete the alert for jane@example.com',
      });
      expect(dialog).toHaveAccessibleDescription(
        'Are you sure you want to delete this property alert? No more e-mails will be sent for ' +
          '"Homes for sale in Norwich, £200,000–£350,000, 3+ bedrooms".',
      );
      return dialog;
    };

    it('sends nothing when the question is cancelled', async () => {
      renderScreen();
      await cancelQuestion(await askToDelete(), fetchStub);
    });

    it('deletes after the question, reloads the list and puts the focus on the heading', async () => {
      const fetcher = renderWithServer();
      fireEvent.click(within(await askToDelete()).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.queryByRole('listitem', { name: JANE_NAME })).not.toBeInTheDocument();
      expect(fetchStub).toHaveBeenCalledWith(
        '/api/admin/alerts/a1',
        expect.objectContaining({ method: 'DELETE', credentials: 'include' }),
      );
      expect(notify.success).toHaveBeenCalledWith({
        title: 'Property alert deleted successfully',
      });
      expect(fetcher).toHaveBeenCalledTimes(2);
      expect(screen.getByRole('listitem', { name: TOM_NAME })).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.getByRole('heading', { name: 'Property alerts (1)' })).toHaveFocus(),
      );
    });

    it('shows the delete as busy until the server answers', async () => {
      let finish: (reply: FetchAnswer) => void = () => undefined;
      renderWithServer(() => new Promise((resolve) => (finish = resolve)));
      const dialog = await askToDelete();
      const confirm = within(dialog).getByRole('button', { name: 'Delete' });
      fireEvent.click(confirm);
      await waitFor(() => expect(confirm).toBeDisabled());
      // The page behind the open dialog is outside the accessibility tree.
      const row = screen.getByRole('listitem', { name: JANE_NAME, hidden: true });
      expect(row).toHaveAttribute('aria-busy', 'true');
      expect(
        within(row).getByRole('button', {
          name: `Delete the alert for ${JANE_NAME}`,
          hidden: true,
        }),
      ).toBeDisabled();
      expect(screen.getByRole('dialog')).toBeInTheDocument();

      await act(async () => finish(answer(204)));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(fetchStub).toHaveBeenCalledTimes(1);
    });

    it('reports any other failure, keeps the row and stays on the page', async () => {
      renderWithServer(async () => answer(500, 'Internal Server Error'));
      fireEvent.click(within(await askToDelete()).getByRole('button', { name: 'Delete' }));
      await expectToast('error', changeFailed('delete property alert'));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('listitem', { name: JANE_NAME })).toBeInTheDocument();
      expect(
        screen.getByRole('button', { name: `Delete the alert for ${JANE_NAME}` }),
      ).toBeEnabled();
      expect(notify.success).not.toHaveBeenCalled();
      expect(redirect).not.toHaveBeenCalled();
    });

    it('asks a signed-out admin to log in and redirects after 2 s', async () => {
      renderWithServer(async () => answer(401, '{"message":"Unauthorized"}'));
      const dialog = await askToDelete();
      await onFakeClock(() =>
        fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })),
      );
      await expectSentToLogin(redirect, loginRequired('delete property alerts'), 2000);
    });
  });
});
