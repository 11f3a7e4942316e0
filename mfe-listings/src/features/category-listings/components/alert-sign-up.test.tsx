import type { ReactElement } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeAlertSearch } from '@reedmere/contracts/testing';
import { swrFetcher } from '@reedmere/web-kit';
import { renderRoute } from '@reedmere/web-kit/testing';
import { answer, serveListings } from '../../../../test/listings-api';
import { ALERT_RETRY_MESSAGE } from '../../../shared/use-alert-sign-up';
import { CommercialLettingsPage, ResidentialPage } from './category-pages';

jest.setTimeout(20_000);

const SIGNED_UP =
  'Thank you. Please check your inbox for an e-mail to confirm your property alert.';
const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

beforeEach(() => {
  fetchMock.mockReset();
});

/**
 * The page at `path` with its list read (`listKey`) answered, so the page's own alerts stay out
 * of the way; every other request goes to fetchMock.
 */
async function renderPage(page: ReactElement, path: string, listKey: string) {
  const user = userEvent.setup();
  const api = serveListings([], fetchMock);
  renderRoute(page, { path, fetcher: swrFetcher });
  await screen.findByText(/^No .* found matching your criteria\.$/);
  expect(api.reads).toEqual([listKey]);
  return user;
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  // Not rendered until asked for: the server's page and the first client render match.
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Get alerts for this search' }));
  return screen.getByRole('dialog', { name: 'Get alerts for this search' });
}

const emailField = () => screen.getByRole('textbox', { name: 'Email address' });
const sentBody = (call = 0) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body)) as unknown;

const DISS = '/residential?location=Diss';
const DISS_KEY =
  '/api/properties?propertyType=residential&priceType=sale&location=Diss&page=1&limit=12';

describe('Get alerts for this search', () => {
  it("shows the page's applied search in words and takes the cursor; Escape gives it back", async () => {
    const user = await renderPage(
      <ResidentialPage />,
      '/residential?priceType=rent&location=Holt&minPrice=500&maxPrice=1000&bedrooms=2&bathrooms=1',
      '/api/properties?propertyType=residential&priceType=rent&location=Holt&minPrice=500&maxPrice=1000&bedrooms=2&bathrooms=1&page=1&limit=12',
    );
    const dialog = await openDialog(user);
    expect(dialog).toHaveAccessibleDescription(
      'Homes to let in Holt, £500–£1,000 pcm, 2+ bedrooms',
    );
    expect(within(dialog).getByText('Alerts do not filter by bathrooms.')).toBeInTheDocument();
    expect(emailField()).toHaveFocus();
    expect(emailField()).toBeRequired();
    expect(emailField()).toHaveAttribute('type', 'email');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Get alerts for this search' })).toHaveFocus();
  });

  it('posts the search with nulls for unset filters and the honeypot, once, then announces the answer', async () => {
    const user = await renderPage(<ResidentialPage />, DISS, DISS_KEY);
    let respond: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (respond = resolve)));
    const dialog = await openDialog(user);
    expect(dialog).toHaveAccessibleDescription('Homes for sale in Diss');
    const status = within(dialog).getByRole('status');
    expect(status).toBeEmptyDOMElement();

    await user.type(emailField(), 'ada@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Send me alerts' }));
    const sending = within(dialog).getByRole('button', { name: 'Sending…' });
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    await user.click(sending);
    await user.keyboard('{Enter}');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/alerts');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(sentBody()).toEqual({
      email: 'ada@example.org',
      ...makeAlertSearch({ category: 'residential', priceType: 'sale', location: 'Diss' }),
      website: '',
    });

    await act(async () => respond(answer(202, { message: SIGNED_UP })));
    expect(status).toHaveTextContent(SIGNED_UP);
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it("puts the server's word on the e-mail field with focus, and the search's above the form", async () => {
    const user = await renderPage(
      <ResidentialPage />,
      '/residential?minPrice=500000&maxPrice=100000',
      '/api/properties?propertyType=residential&priceType=sale&minPrice=500000&maxPrice=100000&page=1&limit=12',
    );
    fetchMock.mockResolvedValue(
      answer(400, {
        message: 'Validation failed',
        errors: [
          { field: 'email', message: 'Enter a valid email address' },
          { field: 'maxPrice', message: 'Maximum price must be at least the minimum price' },
        ],
      }),
    );
    const dialog = await openDialog(user);
    await user.type(emailField(), 'ada@example');
    await user.click(within(dialog).getByRole('button', { name: 'Send me alerts' }));

    await waitFor(() => expect(emailField()).toHaveFocus());
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveAccessibleDescription('Enter a valid email address');
    expect(emailField()).toHaveValue('ada@example');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This search cannot be saved as an alert. Maximum price must be at least the minimum price',
    );
    expect(within(dialog).getByRole('status')).toBeEmptyDOMElement();

    // Changing the address clears the server's word on it.
    await user.type(emailField(), '.org');
    expect(emailField()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("passes on the server's words when sign-ups are throttled, keeping the address", async () => {
    const user = await renderPage(<ResidentialPage />, DISS, DISS_KEY);
    const throttled = 'Too many alert sign-ups from this address. Please try again later.';
    fetchMock.mockResolvedValue(answer(429, { message: throttled }));
    const dialog = await openDialog(user);
    await user.type(emailField(), 'ada@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Send me alerts' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(throttled);
    expect(emailField()).toHaveValue('ada@example.org');
    expect(emailField()).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('button', { name: 'Send me alerts' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('asks to try again after a failure, keeps the address, and a second try can succeed', async () => {
    const user = await renderPage(<ResidentialPage />, DISS, DISS_KEY);
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(answer(503, { message: 'Service unavailable' }))
      .mockResolvedValueOnce(answer(202, { message: SIGNED_UP }));
    const dialog = await openDialog(user);
    await user.type(emailField(), 'ada@example.org');
    const send = () => user.click(within(dialog).getByRole('button', { name: 'Send me alerts' }));

    await send();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ALERT_RETRY_MESSAGE);
    expect(emailField()).toHaveValue('ada@example.org');
    await send();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ALERT_RETRY_MESSAGE);
    expect(emailField()).toHaveValue('ada@example.org');

    await send();
    expect(await within(dialog).findByRole('status')).toHaveTextContent(SIGNED_UP);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(sentBody(2)).toEqual(sentBody(0));
  });

  it('signs up to commercial lettings without bedrooms, and sends what a robot put in the honeypot', async () => {
    const user = await renderPage(
      <CommercialLettingsPage />,
      '/commercial-lettings?location=Wymondham&subType=office',
      '/api/properties?propertyType=commercial&priceType=rent&location=Wymondham&subType=office&page=1&limit=12',
    );
    fetchMock.mockResolvedValue(answer(202, { message: SIGNED_UP }));
    const dialog = await openDialog(user);
    expect(dialog).toHaveAccessibleDescription('Commercial property to let in Wymondham');
    expect(within(dialog).getByText('Alerts do not filter by property type.')).toBeInTheDocument();
    // Out of sight and out of the tab order; only a form-filling robot fills it.
    const honeypot = dialog.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    fireEvent.change(honeypot, { target: { value: 'https://spam.example' } });
    await user.type(emailField(), 'lets@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Send me alerts' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody()).toEqual({
      email: 'lets@example.org',
      ...makeAlertSearch({ category: 'commercial', priceType: 'rent', location: 'Wymondham' }),
      website: 'https://spam.example',
    });
  });
});
