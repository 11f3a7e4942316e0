import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeAlertSearch } from '@reedmere/contracts/testing';
import { swrFetcher } from '@reedmere/web-kit';
import { renderRoute } from '@reedmere/web-kit/testing';
import { makeProperty } from '../../../../test/fixtures';
import { serveListings } from '../../../../test/listings-api';
import { PropertyListPage } from './property-list-page';

const ALERT_BUTTON = { name: 'Get alerts for this search' };
const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

beforeEach(() => {
  fetchMock.mockReset();
});

/** The list at `path` over one home for sale; requests other than the list's go to fetchMock. */
function renderList(path: string) {
  serveListings([makeProperty()], fetchMock);
  renderRoute(<PropertyListPage />, { path, fetcher: swrFetcher });
}

describe('/properties: Get alerts for this search', () => {
  it('is not offered for All Types, which mixes homes with premises', async () => {
    renderList('/properties');
    await screen.findByText('1 Property Found');
    expect(screen.queryByRole('button', ALERT_BUTTON)).not.toBeInTheDocument();
  });

  it('signs up to the chosen type of listing', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue({
      ok: true,
      status: 202,
      json: async () => ({ message: 'Check your inbox.' }),
    } as Response);
    renderList('/properties?type=commercial-lettings');
    await screen.findByText('0 Properties Found');
    await user.click(screen.getByRole('button', ALERT_BUTTON));
    const dialog = screen.getByRole('dialog', ALERT_BUTTON);
    expect(dialog).toHaveAccessibleDescription('Commercial property to let');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email address' }), 'a@b.org');
    await user.click(within(dialog).getByRole('button', { name: 'Send me alerts' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Check your inbox.');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'a@b.org',
      ...makeAlertSearch({ category: 'commercial', priceType: 'rent' }),
      website: '',
    });
  });
});
