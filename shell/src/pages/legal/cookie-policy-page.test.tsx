import { fireEvent, screen, within } from '@testing-library/react';
import { AGENCY } from '@reedmere/agency';
import { CookiePolicyPage } from './cookie-policy-page';
import { renderLegalPage, section } from './legal-test-utils';

describe('CookiePolicyPage', () => {
  afterEach(() => window.localStorage.clear());

  it('lists what the site really stores in an accessible table', () => {
    renderLegalPage(<CookiePolicyPage />);
    const table = screen.getByRole('table', {
      name: 'Cookies and browser storage used by this website',
    });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Name', 'Type', 'Purpose', 'Duration', 'Category']);
    const rows = within(table).getAllByRole('row').slice(1) as HTMLTableRowElement[];
    expect(rows).toHaveLength(5);
    const [session, signIn, device, visitor, consent] = rows.map((row) =>
      Array.from(row.cells).map((cell) => cell.textContent),
    );
    expect(
      within(table).getByRole('rowheader', { name: '__Host-reedmere_session' }),
    ).toBeInTheDocument();
    expect(session?.[0]).toBe('__Host-reedmere_session');
    expect(session?.[1]).toMatch(/Cookie/);
    expect(session?.[3]).toBe('8 hours, or 30 minutes unused');
    expect(session?.[4]).toBe('Essential');
    expect(signIn?.[0]).toBe('__Host-reedmere_sign_in');
    expect(signIn?.[3]).toBe('5 minutes');
    expect(device?.[0]).toBe('__Host-reedmere_device');
    expect(device?.[3]).toBe('1 year');
    expect(visitor?.[0]).toBe('__Host-reedmere_visitor');
    expect(visitor?.[2]).toMatch(/same version of each part of the site/);
    expect(visitor?.[3]).toBe('90 days');
    expect(visitor?.[4]).toBe('Essential');
    expect(consent?.[0]).toBe('cookie-consent');
    expect(consent?.[1]).toBe('Local storage');
    expect(consent?.[4]).toBe('Essential');
    expect(document.getElementById('cookies-we-use')).toHaveTextContent(
      'No analytics, marketing or functionality cookies are set at present',
    );
  });

  it('names the four categories and the opt-out links', () => {
    renderLegalPage(<CookiePolicyPage />);
    const types = section('types-of-cookies');
    for (const name of ['Essential', 'Analytics', 'Marketing', 'Functionality']) {
      expect(within(types).getByText(name)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: /Google Analytics opt-out/ })).toHaveAttribute(
      'href',
      'https://tools.google.com/dlpage/gaoptout',
    );
    expect(screen.getByRole('link', { name: /Your Online Choices/ })).toHaveAttribute(
      'href',
      'https://www.youronlinechoices.com/uk',
    );
  });

  it('clears the saved cookie choices and reloads so the banner asks again', () => {
    window.localStorage.setItem(
      'cookie-consent',
      JSON.stringify({ essential: true, analytics: true, timestamp: '2026-01-01T00:00:00Z' }),
    );
    window.localStorage.setItem('unrelated', 'kept');
    const reload = jest.fn(() => {
      // The banner must find no record by the time the page reloads.
      expect(window.localStorage.getItem('cookie-consent')).toBeNull();
    });
    renderLegalPage(<CookiePolicyPage reload={reload} />);
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Change cookie settings' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('cookie-consent')).toBeNull();
    expect(window.localStorage.getItem('unrelated')).toBe('kept');
  });

  it('gives the company contact details from the agency configuration', () => {
    renderLegalPage(<CookiePolicyPage />);
    const contact = section('contact-us');
    expect(within(contact).getByRole('link', { name: AGENCY.email })).toHaveAttribute(
      'href',
      `mailto:${AGENCY.email}`,
    );
    expect(within(contact).getByText(AGENCY.offices.head.phone)).toBeInTheDocument();
    expect(contact).toHaveTextContent(AGENCY.offices.head.address.postcode);
  });
});
