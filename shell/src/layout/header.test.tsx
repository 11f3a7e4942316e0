import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
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
  it('shows the agency name, phone, hours and the spec navigation', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: /Reedmere Estates/ })).toHaveAttribute('href', '/');
    expect(screen.getByText(`Call ${AGENCY.offices.head.phone}`)).toBeInTheDocument();
    expect(screen.getByText('Open 8am-8pm 7 days a week')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Developments', '/developments'],
      ['Calculators', '/calculators'],
      ['Contact', '/contact'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(nav).getByRole('button', { name: /Residential/ })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: /Commercial/ })).toBeInTheDocument();
    const valuation = screen.getByRole('link', { name: 'Online Valuation' });
    expect(valuation).toHaveAttribute('target', '_blank');
  });

  it('opens a submenu with the keyboard and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderHeader();
    const button = screen.getByRole('button', { name: /Residential/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    act(() => button.focus());
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
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
    const external = within(menu).getByRole('link', { name: 'Online Valuation' });
    expect(external).toHaveAttribute('target', '_blank');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
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

  it('toggles the mobile menu', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobile).getByRole('link', { name: 'Commercial Lettings' })).toHaveAttribute(
      'href',
      '/commercial-lettings',
    );
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('highlights the active section', () => {
    renderHeader('/developments');
    expect(screen.getByRole('link', { name: 'Developments' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
