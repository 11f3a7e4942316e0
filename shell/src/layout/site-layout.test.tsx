import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@reedmere/router';
import { SiteLayout } from './site-layout';

function renderLayout(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<SiteLayout />}>
          <Route
            index
            element={
              <>
                <h1>Home page</h1>
                <label>
                  Your name <input />
                </label>
              </>
            }
          />
          <Route path="admin" element={<h1>Admin Panel</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

function follows(later: Element, earlier: Element): boolean {
  return Boolean(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);
}

let info: jest.SpyInstance;
beforeEach(() => {
  window.localStorage.clear();
  info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => info.mockRestore());

describe('SiteLayout', () => {
  it('leaves the visitor contact buttons out of the admin panel', async () => {
    renderLayout('/admin');
    expect(screen.getByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
    // The overlays come after the page, with their own code.
    expect(await screen.findByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Quick contact' })).not.toBeInTheDocument();
  });

  it('renders header, main, footer, then the cookie banner and the contact buttons', async () => {
    renderLayout();
    const cookies = await screen.findByRole('region', { name: 'Cookie consent' });
    const header = screen.getByRole('banner');
    const main = screen.getByRole('main');
    const footer = screen.getByRole('contentinfo');
    const contact = screen.getByRole('group', { name: 'Quick contact' });
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toContainElement(screen.getByRole('heading', { name: 'Home page' }));
    expect(follows(main, header)).toBe(true);
    expect(follows(footer, main)).toBe(true);
    expect(follows(cookies, footer)).toBe(true);
    expect(follows(contact, cookies)).toBe(true);
    // Neither overlay is inside the page's landmarks.
    for (const landmark of [header, main, footer]) {
      expect(landmark).not.toContainElement(cookies);
      expect(landmark).not.toContainElement(contact);
    }
  });

  it('keeps the contact buttons when the banner closes, and sends focus to the main content', async () => {
    const user = userEvent.setup();
    renderLayout();
    const essentialOnly = await screen.findByRole('button', { name: 'Essential Only' });
    act(() => essentialOnly.focus());
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Quick contact' })).toBeInTheDocument();
  });

  it('shows no banner once the visitor has chosen', async () => {
    window.localStorage.setItem(
      'cookie-consent',
      JSON.stringify({
        essential: true,
        analytics: true,
        marketing: false,
        functionality: false,
        timestamp: '2026-01-01T00:00:00.000Z',
      }),
    );
    renderLayout();
    expect(await screen.findByRole('link', { name: /^Call Reedmere Estates/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(info).toHaveBeenCalledWith('Cookie consent: analytics enabled');
  });

  it('moves the contact buttons out of the way while the visitor types in a field', async () => {
    const user = userEvent.setup();
    renderLayout();
    const quickContact = () => screen.queryByRole('group', { name: 'Quick contact' });
    expect(await screen.findByRole('group', { name: 'Quick contact' })).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Your name' }));
    await waitFor(() => expect(quickContact()).not.toBeInTheDocument());
    await user.click(screen.getByRole('heading', { name: 'Home page' }));
    await waitFor(() => expect(quickContact()).toBeInTheDocument());
  });

  it('brings the contact buttons back only once the press that left the field is released', async () => {
    const user = userEvent.setup();
    renderLayout();
    const quickContact = () => screen.queryByRole('group', { name: 'Quick contact' });
    const field = await screen.findByRole('textbox', { name: 'Your name' });
    await user.click(field);
    await waitFor(() => expect(quickContact()).not.toBeInTheDocument());

    // Pressed and held outside the field: the focus leaves it at once...
    const heading = screen.getByRole('heading', { name: 'Home page' });
    await user.pointer({ keys: '[MouseLeft>]', target: heading });
    expect(document.activeElement).not.toBe(field);
    // ...but no bar comes up under the pointer before its release (given time to, were it to).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(quickContact()).not.toBeInTheDocument();

    await user.pointer({ keys: '[/MouseLeft]', target: heading });
    await waitFor(() => expect(quickContact()).toBeInTheDocument());
  });
});
