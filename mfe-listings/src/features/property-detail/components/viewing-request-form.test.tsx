import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { ToastRegion } from '@reedmere/web-kit';
import { dismissToastsAfterEachTest, mockFetchForEachTest } from '@reedmere/web-kit/testing';
import { answer } from '../../../../test/listings-api';
import { GetInTouchPanel } from './get-in-touch-panel';
import { VIEWING_SENT_MESSAGE } from './viewing-request-form';

jest.setTimeout(20_000);

const PROPERTY = { id: '65a1b2c3d4e5f60718293a4b', title: 'Flint cottage by the staithe' };
const fetchMock = mockFetchForEachTest();
dismissToastsAfterEachTest();

function renderPanel() {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <GetInTouchPanel id={PROPERTY.id} title={PROPERTY.title} />
      <ToastRegion />
    </SWRConfig>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const set = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  renderPanel();
  // Not rendered until asked for: the server's page and the first client render match.
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  const toggle = screen.getByRole('button', { name: 'Request a viewing' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(toggle).toHaveAttribute('aria-controls', 'viewing-request');
  return screen.getByRole('form', { name: `Request a viewing of ${PROPERTY.title}` });
}

function fillIn() {
  set('First Name *', ' Ada ');
  set('Last Name *', 'Lovelace');
  set('Email Address *', 'ada@example.org');
  set('Preferred days or times', 'Saturday morning');
  set('Message *', 'Could I see it this weekend?');
}

describe('Request a viewing', () => {
  it('opens a labelled form with the cursor in the first field', async () => {
    const user = userEvent.setup();
    const form = await openForm(user);
    expect(field('First Name *')).toHaveFocus();
    expect(field('First Name *')).toBeRequired();
    expect(field('Email Address *')).toHaveAttribute('type', 'email');
    expect(field('Phone Number')).not.toBeRequired();
    expect(field('Preferred days or times')).not.toBeRequired();
    expect(field('Preferred days or times')).toHaveAttribute('maxLength', '200');
    expect(within(form).getByRole('button', { name: 'Send Request' })).toBeEnabled();
  });

  it('sends a viewing request about the property, then confirms and clears the form', async () => {
    const user = userEvent.setup();
    let respond: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (respond = resolve)));
    await openForm(user);
    fillIn();
    await user.click(screen.getByRole('button', { name: 'Send Request' }));

    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/inquiries');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.org',
      phone: '',
      preferredTimes: 'Saturday morning',
      message: 'Could I see it this weekend?',
      serviceType: 'Viewing Request',
      propertyId: PROPERTY.id,
      propertyTitle: PROPERTY.title,
      website: '',
    });

    await act(async () => respond(answer(201, { message: 'Thanks' })));
    expect(await screen.findByRole('status')).toHaveTextContent(VIEWING_SENT_MESSAGE);
    expect(
      await screen.findByText("Thank you for your request. We'll be in touch to arrange a time."),
    ).toBeInTheDocument();
    expect(field('First Name *')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Request' })).toBeEnabled();
  });

  it('brings the confirmation into view and gives it the focus once sent', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(answer(201, { message: 'Thanks' }));
    await openForm(user);
    fillIn();
    const scrollIntoView = jest.mocked(Element.prototype.scrollIntoView);
    scrollIntoView.mockClear();
    await user.click(screen.getByRole('button', { name: 'Send Request' }));

    const confirmation = await screen.findByText(VIEWING_SENT_MESSAGE);
    const focused = document.activeElement as HTMLElement;
    expect(focused).not.toBe(document.body);
    expect(focused).toContainElement(confirmation);
    expect(focused).toHaveAttribute('tabindex', '-1');
    expect(scrollIntoView.mock.contexts).toContain(focused);
  });

  it("shows the server's field messages, focuses the first and keeps what was typed", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      answer(400, {
        message: 'Validation failed',
        errors: [
          { field: 'email', message: 'Enter a valid email address' },
          {
            field: 'preferredTimes',
            message: 'Preferred days or times must be at most 200 characters',
          },
        ],
      }),
    );
    await openForm(user);
    fillIn();
    await user.click(screen.getByRole('button', { name: 'Send Request' }));

    await waitFor(() => expect(field('Email Address *')).toHaveFocus());
    expect(field('Email Address *')).toHaveAccessibleDescription('Enter a valid email address');
    expect(field('Email Address *')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Preferred days or times')).toHaveAccessibleDescription(
      'Preferred days or times must be at most 200 characters',
    );
    expect(field('First Name *')).toHaveValue(' Ada ');
    expect(field('Message *')).toHaveValue('Could I see it this weekend?');
    expect(
      await screen.findByText('Failed to send your request. Please try again.'),
    ).toBeInTheDocument();

    // Changing a refused field clears the server's word on it.
    set('Email Address *', 'ada@example.com');
    expect(field('Email Address *')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("passes on the server's words when the address is throttled", async () => {
    const user = userEvent.setup();
    const throttled = 'Too many enquiries from this address. Please try again later or call us.';
    fetchMock.mockResolvedValue(answer(429, { message: throttled }));
    await openForm(user);
    fillIn();
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText(throttled)).toBeInTheDocument();
    expect(field('Last Name *')).toHaveValue('Lovelace');
  });
});
