import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuditEvent } from '@reedmere/contracts';
import { answer } from '@reedmere/web-kit/testing';
import type { FetchAnswer } from '../../../shared/testing/fetch-stub';
import { testAuditEvent } from '../../../shared/testing/test-audit-event';
import { openAdd, setUpPropertiesTab } from './test-properties-tab';

const HISTORY_URL = '/api/admin/properties/p1/history';

/** Ten changes to the house's price, a page of its history. */
const priceCuts = (page: number): AuditEvent[] =>
  Array.from({ length: 10 }, (_, index) => {
    const n = (page - 1) * 10 + index;
    return testAuditEvent({
      id: `ev${n}`,
      address: '',
      entity: { kind: 'property', id: 'p1', label: '3 Bed House, Dereham' },
      changes: [{ field: 'price', before: 400000 - n * 1000, after: 399000 - n * 1000 }],
    });
  });

// The listing's history under its edit form, read from the audit trail only when opened.
describe('PropertiesTab history', () => {
  const { fetchStub, renderTab } = setUpPropertiesTab();

  beforeEach(() => {
    fetchStub.mockImplementation(async (url) => {
      const page = Number(new URL(url, 'http://localhost').searchParams.get('page'));
      return answer(200, priceCuts(page), { 'X-Total-Count': '12' }) as FetchAnswer;
    });
  });

  const historyReads = () =>
    fetchStub.mock.calls.map(([url]) => url).filter((url) => url.startsWith(HISTORY_URL));
  const history = () => screen.getByRole('button', { name: 'History' });
  const openEdit = async () =>
    fireEvent.click(await screen.findByRole('button', { name: 'Edit 3 Bed House, Dereham' }));

  it('is closed at first and reads nothing until opened', async () => {
    renderTab();
    await openEdit();
    expect(history()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'History' })).toBeNull();
    expect(historyReads()).toEqual([]);
  });

  it("lists the listing's events once opened, a page at a time", async () => {
    renderTab();
    await openEdit();
    fireEvent.click(history());
    expect(history()).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'History' });
    const [first] = await within(region).findAllByRole('listitem', {
      name: 'Changed Property: 3 Bed House, Dereham by Alex Admin, 27 Nov 2026, 14:05',
    });
    if (!first) throw new Error('No event listed');
    expect(historyReads()).toEqual([`${HISTORY_URL}?page=1&limit=10`]);
    expect(within(first).getByRole('heading', { level: 5 })).toHaveTextContent(
      'Property: 3 Bed House, Dereham',
    );
    // The history of one listing has no address to show.
    expect(first).toHaveTextContent('27 Nov 2026, 14:05 · Alex Admin');
    expect(first).not.toHaveTextContent('from');
    expect(first).toHaveTextContent('Price: £400,000 → £399,000');

    const pages = within(region).getByRole('navigation', { name: 'History pages' });
    expect(pages).toHaveTextContent('Page 1 of 2');
    fireEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(history()).toHaveFocus();
    expect(await within(region).findByText('Price: £390,000 → £389,000')).toBeVisible();
    expect(within(region).getByText('Page 2 of 2')).toBeVisible();
    expect(historyReads()).toEqual([
      `${HISTORY_URL}?page=1&limit=10`,
      `${HISTORY_URL}?page=2&limit=10`,
    ]);
  });

  it('has no history for a property not saved yet', async () => {
    renderTab();
    await openAdd();
    expect(screen.getByRole('heading', { name: 'Add property' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'History' })).toBeNull();
  });

  it('says so when the history cannot be read, and Retry reads again', async () => {
    fetchStub.mockImplementationOnce(async () => answer(503, 'Unavailable') as FetchAnswer);
    renderTab();
    await openEdit();
    fireEvent.click(history());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the history.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(historyReads()).toHaveLength(2));
    expect(await screen.findByText('Price: £400,000 → £399,000')).toBeVisible();
  });
});
