import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@reedmere/router';
import { CookieBanner } from './cookie-banner';
import { useCookieConsent } from './use-cookie-consent';

function BannerWithStoredConsent() {
  return <CookieBanner cookies={useCookieConsent()} />;
}

const NOW = '2026-01-15T10:30:00.000Z';
const KEY = 'cookie-consent';

/** The record Accept All saves, at NOW. */
const ALL_ACCEPTED = {
  essential: true,
  analytics: true,
  marketing: true,
  functionality: true,
  timestamp: NOW,
};

/** The record Essential Only saves, at NOW. */
const ESSENTIAL_ONLY = {
  essential: true,
  analytics: false,
  marketing: false,
  functionality: false,
  timestamp: NOW,
};

function renderBanner() {
  return render(
    <MemoryRouter>
      <BannerWithStoredConsent />
    </MemoryRouter>,
  );
}

function stored(): unknown {
  const text = window.localStorage.getItem(KEY);
  return text === null ? null : JSON.parse(text);
}

const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });

let info: jest.SpyInstance;
let user: ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  window.localStorage.clear();
  jest.useFakeTimers({ now: new Date(NOW) });
  user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  info.mockRestore();
  jest.useRealTimers();
});

describe('CookieBanner, collapsed view', () => {
  it('shows a region with the notice, a cookie policy link and the three choices', () => {
    renderBanner();
    const region = banner()!;
    expect(region).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: /cookie policy/i })).toHaveAttribute(
      'href',
      '/cookie-policy',
    );
    for (const name of ['Accept All', 'Essential Only', 'Manage Preferences', 'Close']) {
      expect(within(region).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('does not take focus when it appears', () => {
    renderBanner();
    expect(document.body).toHaveFocus();
  });

  it('Accept All saves every category as true with the time, closes and logs each', async () => {
    renderBanner();
    await user.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(banner()).not.toBeInTheDocument();
    const record = stored() as Record<string, unknown>;
    expect(record).toEqual(ALL_ACCEPTED);
    expect(Object.keys(record).sort()).toEqual(
      ['analytics', 'essential', 'functionality', 'marketing', 'timestamp'].sort(),
    );
    expect(new Date(record.timestamp as string).toISOString()).toBe(NOW);
    expect(info.mock.calls).toEqual([
      ['Cookie consent: analytics enabled'],
      ['Cookie consent: marketing enabled'],
      ['Cookie consent: functionality enabled'],
    ]);
  });

  // The close X acts as Essential Only.
  it.each(['Essential Only', 'Close'])(
    '%s saves the optional categories as false, closes and logs nothing',
    async (button) => {
      renderBanner();
      await user.click(screen.getByRole('button', { name: button }));
      expect(banner()).not.toBeInTheDocument();
      expect(stored()).toEqual(ESSENTIAL_ONLY);
      expect(info).not.toHaveBeenCalled();
    },
  );
});

describe('CookieBanner, detail view', () => {
  async function openPreferences() {
    renderBanner();
    await user.click(screen.getByRole('button', { name: 'Manage Preferences' }));
    return banner()!;
  }

  it('shows labelled switches, all off, and essential as Always Active', async () => {
    const region = await openPreferences();
    expect(within(region).getByRole('heading', { name: 'Cookie preferences' })).toHaveFocus();
    for (const name of ['Analytics', 'Marketing', 'Functionality']) {
      const toggle = within(region).getByRole('switch', { name });
      expect(toggle).not.toBeChecked();
      expect(toggle).toHaveAccessibleDescription(/\w+/);
    }
    expect(within(region).getByText('Always Active')).toBeInTheDocument();
    expect(within(region).queryByRole('switch', { name: /Essential/ })).not.toBeInTheDocument();
    expect(stored()).toBeNull();
  });

  it('Save Preferences stores exactly the chosen toggles and logs only those', async () => {
    const region = await openPreferences();
    await user.click(within(region).getByRole('switch', { name: 'Marketing' }));
    await user.click(within(region).getByRole('switch', { name: 'Functionality' }));
    // Switched on and off again: ends up off.
    await user.click(within(region).getByRole('switch', { name: 'Functionality' }));
    await user.click(within(region).getByRole('switch', { name: 'Analytics' }));
    expect(within(region).getByRole('switch', { name: 'Analytics' })).toBeChecked();
    await user.click(within(region).getByRole('button', { name: 'Save Preferences' }));
    expect(banner()).not.toBeInTheDocument();
    expect(stored()).toEqual({
      essential: true,
      analytics: true,
      marketing: true,
      functionality: false,
      timestamp: NOW,
    });
    expect(info.mock.calls).toEqual([
      ['Cookie consent: analytics enabled'],
      ['Cookie consent: marketing enabled'],
    ]);
  });

  it('Save Preferences with nothing switched on stores all optional categories off', async () => {
    const region = await openPreferences();
    await user.click(within(region).getByRole('button', { name: 'Save Preferences' }));
    expect(stored()).toMatchObject({ analytics: false, marketing: false, functionality: false });
    expect(info).not.toHaveBeenCalled();
  });

  it('Accept All saves every category as true, whatever the toggles', async () => {
    const region = await openPreferences();
    await user.click(within(region).getByRole('switch', { name: 'Marketing' }));
    await user.click(within(region).getByRole('button', { name: 'Accept All' }));
    expect(banner()).not.toBeInTheDocument();
    expect(stored()).toEqual(ALL_ACCEPTED);
  });

  it('the X (Back) returns to the collapsed view without saving', async () => {
    const region = await openPreferences();
    await user.click(within(region).getByRole('button', { name: 'Back' }));
    expect(within(region).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Manage Preferences' })).toHaveFocus();
    expect(within(region).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(stored()).toBeNull();
    expect(banner()).toBeInTheDocument();
  });
});

describe('CookieBanner, a saved record', () => {
  it('is not shown when a valid record exists, and applies the record once at start', () => {
    window.localStorage.setItem(
      KEY,
      JSON.stringify({
        essential: true,
        analytics: false,
        marketing: true,
        functionality: false,
        timestamp: '2025-12-01T09:00:00.000Z',
      }),
    );
    renderBanner();
    expect(banner()).not.toBeInTheDocument();
    expect(info.mock.calls).toEqual([['Cookie consent: marketing enabled']]);
  });

  it.each([
    ['not JSON', '{"essential": true,'],
    [
      'a record with a missing flag',
      '{"essential":true,"analytics":true,"timestamp":"2025-12-01T09:00:00Z"}',
    ],
    [
      'a record without a valid timestamp',
      '{"essential":true,"analytics":true,"marketing":true,"functionality":true,"timestamp":"yesterday"}',
    ],
  ])('is shown when the stored value is %s', (_case, text) => {
    window.localStorage.setItem(KEY, text);
    renderBanner();
    expect(banner()).toBeInTheDocument();
    expect(info).not.toHaveBeenCalled();
  });

  it('is shown, and still closes, when local storage cannot be used', async () => {
    const spy = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    try {
      renderBanner();
      expect(banner()).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Accept All' }));
      expect(banner()).not.toBeInTheDocument();
      expect(info).toHaveBeenCalledWith('Cookie consent: analytics enabled');
    } finally {
      spy.mockRestore();
    }
  });
});
