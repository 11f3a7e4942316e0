import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@reedmere/router';
import { AGENCY } from '@reedmere/agency';
import { Header } from './header';

function renderHeader(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Header />
    </MemoryRouter>,
  );
}

describe('Header', () => {
  it('shows the agency name, phone, hours and the main navigation', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: /Reedmere Estates/ })).toHaveAttribute('href', '/');
    expect(screen.getByText(`Call ${AGENCY.offices.head.phone}`)).toBeInTheDocument();
    expect(screen.getByText('Open 8am-8pm 7 days a week')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Developments', '/developments'],
      ['News', '/news'],
      ['Calculators', '/calculators'],
      ['Contact', '/contact'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(nav).getByRole('button', { name: /Residential/ })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: /Commercial/ })).toBeInTheDocument();
    const valuation = screen.getByRole('link', { name: 'Online Valuation (opens in a new tab)' });
    expect(valuation).toHaveAttribute('target', '_blank');
  });

  it('opens a submenu with the keyboard and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderHeader();
    const button = screen.getByRole('button', { name: /Residential/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    act(() => button.focus());
    await user.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('list', { name: 'Residential menu' });
    const forSale = within(menu).getByRole('link', { name: 'Properties For Sale' });
    expect(forSale).toHaveAttribute('href', '/residential');
    expect(forSale).toHaveFocus();
    expect(within(menu).getByRole('link', { name: 'Property Finder Service' })).toHaveAttribute(
      'href',
      '/property-finder',
    );
    const external = within(menu).getByRole('link', {
      name: 'Online Valuation (opens in a new tab)',
    });
    expect(external).toHaveAttribute('target', '_blank');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('leaves a submenu closed when Tab reaches its button; Enter opens it, and again closes it', async () => {
    const user = userEvent.setup();
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    act(() => within(nav).getByRole('link', { name: 'Home' }).focus());
    await user.tab();
    const button = within(nav).getByRole('button', { name: /Residential/ });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(menu).not.toBeVisible();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
  });

  it('opens on hover and closes 150 ms after the pointer leaves', () => {
    jest.useFakeTimers();
    try {
      renderHeader();
      const button = screen.getByRole('button', { name: /Commercial/ });
      const item = button.closest('li')!;
      fireEvent.mouseEnter(item);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      const menu = screen.getByRole('list', { name: 'Commercial menu' });
      expect(within(menu).getByRole('link', { name: 'Non-Domestic EPCs' })).toHaveAttribute(
        'href',
        '/epc',
      );
      fireEvent.mouseLeave(item);
      act(() => jest.advanceTimersByTime(140));
      expect(button).toHaveAttribute('aria-expanded', 'true');
      act(() => jest.advanceTimersByTime(20));
      expect(button).toHaveAttribute('aria-expanded', 'false');
    } finally {
      jest.useRealTimers();
    }
  });

  it('toggles the mobile menu, its icon a cross while open', async () => {
    renderHeader();
    const iconShape = () =>
      screen.getByRole('button', { name: /menu$/ }).querySelector('path')?.getAttribute('d');
    const hamburger = iconShape();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(iconShape()).not.toBe(hamburger);
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobile).getByRole('link', { name: 'Commercial Lettings' })).toHaveAttribute(
      'href',
      '/commercial-lettings',
    );
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(iconShape()).toBe(hamburger);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('highlights the active section', () => {
    renderHeader('/developments');
    expect(screen.getByRole('link', { name: 'Developments' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('offers a skip link as the first focusable element, which moves focus to the main content', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <Header />
        <main id="main-content" tabIndex={-1}>
          Page
        </main>
      </MemoryRouter>,
    );
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('opens a closed submenu with Enter and with Space', async () => {
    const user = userEvent.setup();
    renderHeader();
    const button = screen.getByRole('button', { name: /Commercial/ });
    act(() => button.focus());
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps a hover-opened submenu open when its button is clicked', async () => {
    const user = userEvent.setup();
    renderHeader();
    const button = screen.getByRole('button', { name: /Residential/ });
    await user.hover(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves through an open submenu with the arrow keys and Tab', async () => {
    const user = userEvent.setup();
    renderHeader();
    const button = screen.getByRole('button', { name: /Commercial/ });
    act(() => button.focus());
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('list', { name: 'Commercial menu' });
    expect(within(menu).getByRole('link', { name: 'Commercial Sales' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('link', { name: 'Commercial Lettings' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(within(menu).getByRole('link', { name: 'Commercial Sales' })).toHaveFocus();
    await user.tab();
    expect(within(menu).getByRole('link', { name: 'Commercial Lettings' })).toHaveFocus();
  });

  it('marks the current page inside a submenu and the section button', () => {
    renderHeader('/commercial-lettings');
    const button = screen.getByRole('button', { name: /Commercial/ });
    expect(button).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: /Residential/ })).not.toHaveAttribute('aria-current');
    fireEvent.mouseEnter(button.closest('li')!);
    const menu = screen.getByRole('list', { name: 'Commercial menu' });
    expect(within(menu).getByRole('link', { name: 'Commercial Lettings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Commercial Sales' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('groups the mobile menu by section and closes it with Escape, back on the toggle', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    const residential = within(mobile).getByRole('list', { name: 'Residential' });
    expect(
      within(residential)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Properties For Sale',
      'Property Finder Service',
      'Online Valuation (opens in a new tab)',
    ]);
    act(() => within(mobile).getByRole('link', { name: 'Home' }).focus());
    await user.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the mobile menu on a tap on the page beside it, not on one inside it', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/']}>
        <Header />
        <p>The page</p>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    // The heading of the menu's Residential group: inside the menu, and no link.
    await user.click(within(mobile).getByText('Residential'));
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();
    await user.click(screen.getByText('The page'));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('offers the opening hours and WhatsApp in the menu, for phones whose top bar has no room', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobile).getByText(AGENCY.hours.headerText)).toBeInTheDocument();
    const whatsapp = within(mobile).getByRole('link', { name: /WhatsApp/ });
    expect(whatsapp).toHaveAttribute('href', AGENCY.whatsapp.url);
    expect(whatsapp).toHaveAttribute('target', '_blank');
  });

  it('shows the WhatsApp link in a new tab and the logo, falling back to the text mark', () => {
    renderHeader();
    const whatsapp = screen.getByRole('link', { name: 'WhatsApp (opens in a new tab)' });
    expect(whatsapp).toHaveAttribute('href', AGENCY.whatsapp.url);
    expect(whatsapp).toHaveAttribute('target', '_blank');
    const home = screen.getByRole('link', { name: /Reedmere Estates/ });
    const logo = within(home).getByRole('img', { name: AGENCY.name });
    expect(logo.tagName).toBe('IMG');
    fireEvent.error(logo);
    expect(within(home).getByText(AGENCY.shortMark)).toHaveAccessibleName(AGENCY.name);
    expect(home).toHaveAccessibleName(expect.stringContaining(AGENCY.name));
  });
});
