import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@reedmere/router';
import { AGENCY, telHref } from '@reedmere/agency';
import { EpcPage } from './epc-page';

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/epc']}>
      <EpcPage />
    </MemoryRouter>,
  );
}

describe('EpcPage', () => {
  it('has one h1 and section headings in order', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Non-Domestic EPCs');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'What is a non-domestic EPC?',
      'The rating scale',
      'Minimum Energy Efficiency Standards',
      'Our EPC services',
      'Need a non-domestic EPC?',
    ]);
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    const jumps = levels.slice(1).map((level, i) => level - (levels[i] ?? 0));
    expect(Math.max(...jumps)).toBeLessThanOrEqual(1);
  });

  it('shows the seven bands A to G in order, each described in words', () => {
    renderPage();
    const scale = screen.getByRole('list', { name: /Non-domestic EPC rating scale/ });
    const items = within(scale).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Band A: asset rating 0 to 25, most efficient'),
      expect.stringContaining('Band B: asset rating 26 to 50'),
      expect.stringContaining('Band C: asset rating 51 to 75'),
      expect.stringContaining('Band D: asset rating 76 to 100'),
      expect.stringContaining('Band E: asset rating 101 to 125'),
      expect.stringContaining('Band F: asset rating 126 to 150'),
      expect.stringContaining('Band G: asset rating over 150, least efficient'),
    ]);
    // The visible letter of each bar, read in the same order.
    expect(items.map((item) => item.lastElementChild?.textContent)).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
      'G',
    ]);
  });

  it('draws bars that grow from A to G', () => {
    renderPage();
    const scale = screen.getByRole('list', { name: /Non-domestic EPC rating scale/ });
    const widths = within(scale)
      .getAllByRole('listitem')
      .map((item) => parseFloat(getComputedStyle(item).width));
    expect(widths).toHaveLength(7);
    expect(widths.every((width) => width > 0)).toBe(true);
    expect([...widths].sort((a, b) => a - b)).toEqual(widths);
    expect(new Set(widths).size).toBe(7);
  });

  it('states the validity and the minimum standards with their dates', () => {
    renderPage();
    expect(screen.getByText(/valid for 10 years/)).toBeInTheDocument();
    expect(
      screen.getByText(
        /Since 1 April 2018, a new or renewed letting needs an EPC rating of at least E/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /Since 1 April 2023, every privately rented non-domestic property must meet E/,
      ),
    ).toBeInTheDocument();
  });

  it('presents the 2031 proposal as not yet law, not the old proposal as fact', () => {
    renderPage();
    expect(screen.getByText(/The 2031 proposal is not yet law/)).toBeInTheDocument();
    const future = screen.getByText(/interim response of June 2026/);
    expect(future).toHaveTextContent('drops the 2027 step');
    expect(future).toHaveTextContent('B from 2031 for buildings over 1,000 m² only');
    expect(future).toHaveTextContent('2021 consultation proposed');
  });

  it('links Get Quote to /contact and calls the head office, in the hero and at the end', () => {
    renderPage();
    const quotes = screen.getAllByRole('link', { name: 'Get Quote' });
    expect(quotes).toHaveLength(2);
    for (const link of quotes) expect(link).toHaveAttribute('href', '/contact');

    const phone = AGENCY.offices.head.phone;
    const calls = screen.getAllByRole('link', { name: `Call ${phone}` });
    expect(calls).toHaveLength(2);
    for (const link of calls) {
      expect(link).toHaveAttribute('href', telHref(phone));
      expect(link.getAttribute('href')).toMatch(/^tel:\+44\d+$/);
    }
    const hero = screen.getByRole('region', { name: 'Non-Domestic EPCs' });
    expect(within(hero).getByRole('link', { name: 'Get Quote' })).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: `Call ${phone}` })).toBeInTheDocument();
  });
});
