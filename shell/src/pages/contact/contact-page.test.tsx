import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@reedmere/router';
import { SWRConfig } from 'swr';
import { AGENCY, formatAddress, mailtoHref, telHref } from '@reedmere/agency';
import { CONTACT_FORM_SERVICE_TYPES } from '@reedmere/contracts';
import { ToastRegion } from '@reedmere/web-kit';
import { dismissToastsAfterEachTest, mockFetchForEachTest } from '@reedmere/web-kit/testing';
import { ContactPage } from './contact-page';
import { ENQUIRY_SUCCESS_BANNER_MS } from './enquiry-form';

// The machine running the suite may be busy; these tests render the whole page many times.
jest.setTimeout(20_000);

const fetchMock = mockFetchForEachTest();
dismissToastsAfterEachTest();
afterEach(() => {
  jest.useRealTimers();
});

/** The toast showing `description`, so its title is checked on that toast and no other. */
async function findToast(description: string): Promise<HTMLElement> {
  const text = await screen.findByText(description);
  const item = text.closest<HTMLElement>('[data-sonner-toast]');
  if (!item) throw new Error(`"${description}" is not inside a toast`);
  return item;
}

function renderPage() {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={['/contact']}>
        <ContactPage />
        <ToastRegion />
      </MemoryRouter>
    </SWRConfig>,
  );
}

// jsdom has no fetch Response; this is the part of one the page reads.
function json(status: number, body: unknown): Response {
  const text = JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    json: async () => JSON.parse(text) as unknown,
    text: async () => text,
  } as Response;
}

const field = {
  firstName: () => screen.getByLabelText('First Name *') as HTMLInputElement,
  lastName: () => screen.getByLabelText('Last Name *') as HTMLInputElement,
  email: () => screen.getByLabelText('Email Address *') as HTMLInputElement,
  phone: () => screen.getByLabelText('Phone Number') as HTMLInputElement,
  service: () => screen.getByLabelText('Service Required *') as HTMLSelectElement,
  message: () => screen.getByLabelText('Message *') as HTMLTextAreaElement,
};
const submitButton = () => screen.getByRole('button', { name: 'Send Message' });
/** The form's live region, where the sent banner shows (the toasts have regions of their own). */
const sentBannerRegion = () =>
  screen.getAllByRole('status').find((el) => el.getAttribute('aria-live'))!;

// Whole values at once: typing key by key through MUI is slow and is not what is under test.
async function fillIn(user: ReturnType<typeof userEvent.setup>, phone = '01632 960999') {
  const set = (element: HTMLElement, value: string) =>
    fireEvent.change(element, { target: { value } });
  set(field.firstName(), 'Ada');
  set(field.lastName(), 'Lovelace');
  set(field.email(), 'ada@example.org');
  set(field.phone(), phone);
  await user.selectOptions(field.service(), 'Commercial Lettings');
  set(field.message(), 'I have a shop to let in Norwich.');
}

describe('ContactPage', () => {
  it('shows the hero, every form label and the privacy line', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call Now' })).toHaveAttribute(
      'href',
      telHref(AGENCY.offices.head.phone),
    );
    expect(screen.getByRole('button', { name: 'Free Valuation' })).toBeInTheDocument();

    expect(field.firstName()).toBeRequired();
    expect(field.firstName()).toHaveAttribute('autocomplete', 'given-name');
    expect(field.lastName()).toBeRequired();
    expect(field.lastName()).toHaveAttribute('autocomplete', 'family-name');
    expect(field.email()).toBeRequired();
    expect(field.email()).toHaveAttribute('type', 'email');
    expect(field.email()).toHaveAttribute('autocomplete', 'email');
    expect(field.phone()).not.toBeRequired();
    expect(field.phone()).toHaveAttribute('type', 'tel');
    expect(field.phone()).toHaveAttribute('autocomplete', 'tel');
    expect(field.service()).toBeRequired();
    expect(field.message()).toBeRequired();
    expect(field.message().tagName).toBe('TEXTAREA');

    const services = within(field.service())
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value)
      .filter(Boolean);
    expect(services).toEqual([...CONTACT_FORM_SERVICE_TYPES]);
    // Viewing requests come from property pages, where the property travels with them.
    expect(services).not.toContain('Viewing Request');

    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it('does not send an empty form', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(submitButton());
    expect(fetchMock).not.toHaveBeenCalled();
    for (const required of [
      field.firstName(),
      field.lastName(),
      field.email(),
      field.service(),
      field.message(),
    ]) {
      expect(required).toBeInvalid();
    }
    expect(field.phone()).toBeValid();
  });

  it('does not send while a required field is still empty', async () => {
    const user = userEvent.setup();
    renderPage();
    await fillIn(user);
    await user.clear(field.message());
    await user.click(submitButton());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not send a phone number the server would refuse', async () => {
    const user = userEvent.setup();
    renderPage();
    await fillIn(user, 'call me');
    await user.click(submitButton());
    expect(field.phone()).toBeInvalid();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the enquiry as JSON with credentials, and shows Sending... while it waits', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderPage();
    await fillIn(user);
    await user.click(submitButton());

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/inquiries');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.org',
      phone: '01632 960999',
      serviceType: 'Commercial Lettings',
      message: 'I have a shop to let in Norwich.',
      website: '',
    });

    const sendingButton = screen.getByRole('button', { name: 'Sending...' });
    expect(sendingButton).toBeDisabled();
    expect(field.firstName()).toHaveValue('Ada');
    expect(field.message()).toHaveValue('I have a shop to let in Norwich.');
    // Another submit while sending (Enter in a field, a script) sends nothing more.
    fireEvent.submit(field.firstName().form!);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => answer(json(201, { message: 'Thanks' })));
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('sends an empty phone when none is given', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(json(201, {}));
    renderPage();
    await fillIn(user, '');
    await user.click(submitButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body)).phone).toBe('');
  });

  /** The form, filled in on a clock the test moves; the server accepts it when it is sent. */
  async function filledInOnFakeClock() {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    fetchMock.mockResolvedValue(json(201, { message: 'Thanks' }));
    renderPage();
    await fillIn(user);
    return user;
  }

  it('on success shows the banner for 5 seconds, clears the form and shows the toast', async () => {
    const user = await filledInOnFakeClock();
    const status = sentBannerRegion();
    // On a phone the banner is far above the send button: it is brought into view.
    const scrollIntoView = jest.fn();
    status.scrollIntoView = scrollIntoView;
    await user.click(submitButton());

    await waitFor(() => expect(status).toHaveTextContent('Message Sent Successfully!'));
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'nearest' }));
    // waitFor advances the fake clock in small steps: the banner's timer started at most a step
    // before this moment.
    const shownAt = jest.now();
    const thanks = await findToast("Thank you for your enquiry. We'll get back to you soon.");
    expect(within(thanks).getByText('Message Sent!')).toBeInTheDocument();
    expect(thanks).toHaveAttribute('data-type', 'success');
    for (const input of [field.firstName(), field.lastName(), field.email(), field.phone()]) {
      expect(input).toHaveValue('');
    }
    expect(field.service()).toHaveValue('');
    expect(field.message()).toHaveValue('');

    act(() => jest.advanceTimersByTime(shownAt + ENQUIRY_SUCCESS_BANNER_MS - 100 - jest.now()));
    expect(status).toHaveTextContent('Message Sent Successfully!');
    act(() => jest.advanceTimersByTime(100));
    expect(status).not.toHaveTextContent('Message Sent Successfully!');
  });

  it('keeps the space the banner leaves until the visitor changes a field, so the form stays put', async () => {
    const user = await filledInOnFakeClock();
    const status = sentBannerRegion();
    status.scrollIntoView = () => {};
    // jsdom lays nothing out: the banner's height is what a browser would give it.
    status.getBoundingClientRect = () => DOMRect.fromRect({ width: 600, height: 44.25 });
    await user.click(submitButton());
    await waitFor(() => expect(status).toHaveTextContent('Message Sent Successfully!'));
    expect(status.style.height).toBe('');

    act(() => jest.advanceTimersByTime(ENQUIRY_SUCCESS_BANNER_MS));
    expect(status).toHaveTextContent('');
    expect(status.style.height).toBe('44.25px');
    // Its margin below stays too.
    expect(status).toHaveClass('contact-form__status--shown');

    await user.type(field.firstName(), 'G');
    expect(status.style.height).toBe('');
    expect(status).not.toHaveClass('contact-form__status--shown');
  });

  it('on success moves focus to the sent message, before it is brought into view', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(json(201, { message: 'Thanks' }));
    renderPage();
    await fillIn(user);
    const status = sentBannerRegion();
    const focusedWhenScrolled: (Element | null)[] = [];
    status.scrollIntoView = () => focusedWhenScrolled.push(document.activeElement);
    await user.click(submitButton());

    await waitFor(() => expect(status).toHaveTextContent('Message Sent Successfully!'));
    expect(status).toHaveFocus();
    expect(status).toHaveAttribute('tabindex', '-1');
    expect(focusedWhenScrolled).toEqual([status]);
  });

  it('on a server error shows the error toast and keeps what was typed', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(json(500, { message: 'Internal server error' }));
    renderPage();
    await fillIn(user);
    await user.click(submitButton());

    const failed = await findToast('Failed to send message. Please try again.');
    expect(within(failed).getByText('Error')).toBeInTheDocument();
    expect(failed).toHaveAttribute('data-type', 'error');
    expect(submitButton()).toBeEnabled();
    expect(field.firstName()).toHaveValue('Ada');
    expect(field.lastName()).toHaveValue('Lovelace');
    expect(field.email()).toHaveValue('ada@example.org');
    expect(field.phone()).toHaveValue('01632 960999');
    expect(field.service()).toHaveValue('Commercial Lettings');
    expect(field.message()).toHaveValue('I have a shop to let in Norwich.');
    expect(screen.queryByText('Message Sent Successfully!')).not.toBeInTheDocument();
  });

  it("on a refused field shows the server's message on that field and moves there", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      json(400, {
        message: 'Validation failed',
        errors: [{ field: 'email', message: 'Enter a valid email address' }],
      }),
    );
    renderPage();
    await fillIn(user);
    fireEvent.change(field.email(), { target: { value: 'name@example' } });
    await user.click(submitButton());

    await findToast('Failed to send message. Please try again.');
    await waitFor(() => expect(field.email()).toHaveFocus());
    expect(field.email()).toHaveAttribute('aria-invalid', 'true');
    expect(field.email()).toHaveAccessibleDescription('Enter a valid email address');
    expect(field.firstName()).toHaveAttribute('aria-invalid', 'false');
    expect(field.email()).toHaveValue('name@example');

    fireEvent.change(field.email(), { target: { value: 'name@example.org' } });
    expect(field.email()).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Enter a valid email address')).not.toBeInTheDocument();
  });

  it('on a network failure shows the error toast', async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage();
    await fillIn(user);
    await user.click(submitButton());
    const failed = await findToast('Failed to send message. Please try again.');
    expect(within(failed).getByText('Error')).toBeInTheDocument();
    expect(field.email()).toHaveValue('ada@example.org');
  });

  it('when rate limited shows the server message in the error toast', async () => {
    const user = userEvent.setup();
    const message = 'Too many enquiries from this address. Please try again later or call us.';
    fetchMock.mockResolvedValue(json(429, { message }));
    renderPage();
    await fillIn(user);
    await user.click(submitButton());
    const limited = await findToast(message);
    expect(within(limited).getByText('Error')).toBeInTheDocument();
    expect(limited).toHaveAttribute('data-type', 'error');
    expect(field.firstName()).toHaveValue('Ada');
  });

  it('Free Valuation preselects Property Valuation and moves focus to the form', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(field.service()).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Free Valuation' }));
    expect(field.service()).toHaveValue('Property Valuation');
    expect(field.firstName()).toHaveFocus();
  });

  it('keeps the honeypot empty, hidden and out of the tab order', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(json(201, {}));
    const { container } = renderPage();
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveValue('');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /leave this field empty/i })).toBeNull();

    // Tabbing through the whole form never lands on it.
    act(() => field.firstName().focus());
    for (let i = 0; i < 10; i += 1) {
      await user.tab();
      expect(document.activeElement).not.toBe(honeypot);
    }
  });

  it('sends what a robot put in the honeypot, so the server can ignore it', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(json(201, {}));
    const { container } = renderPage();
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    await fillIn(user);
    honeypot.value = 'http://spam.example';
    await user.click(submitButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body)).website).toBe(
      'http://spam.example',
    );
  });

  it('lists the offices and the listing portals from the agency details', () => {
    renderPage();
    const offices = screen.getByRole('region', { name: 'Our offices' });
    const head = AGENCY.offices.head;
    expect(within(offices).getByText(formatAddress(head.address))).toBeInTheDocument();
    expect(within(offices).getByText(AGENCY.hours.text, { exact: false })).toBeInTheDocument();
    expect(within(offices).getByRole('link', { name: AGENCY.email })).toHaveAttribute(
      'href',
      mailtoHref(AGENCY.email),
    );
    for (const office of [head, AGENCY.offices.dereham, AGENCY.offices.diss]) {
      expect(within(offices).getByRole('heading', { name: office.name })).toBeInTheDocument();
      expect(within(offices).getByRole('link', { name: office.phone })).toHaveAttribute(
        'href',
        telHref(office.phone),
      );
    }
    expect(offices.querySelectorAll('address')).toHaveLength(3);

    const portals = [...AGENCY.portals.residential, ...AGENCY.portals.commercial];
    expect(portals).toHaveLength(5);
    for (const portal of portals) {
      const link = within(offices).getByRole('link', {
        name: `${portal.name} (opens in a new tab)`,
      });
      expect(link).toHaveAttribute('href', portal.url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
