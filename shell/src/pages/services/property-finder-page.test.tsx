import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@reedmere/router';
import { PropertyFinderPage } from './property-finder-page';

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/property-finder']}>
      <PropertyFinderPage />
    </MemoryRouter>,
  );
}

const STEPS = [
  'Initial Consultation',
  'Search Brief Creation',
  'Targeted Property Search',
  'Shortlisting & Viewings',
  'Negotiation & Offer Management',
  'Support to Completion',
];

describe('PropertyFinderPage', () => {
  it('shows the hero heading as the one h1', () => {
    renderPage();
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent('Norfolk Property Finder Service');
  });

  it('lists exactly the five benefits as h3 headings under their section', () => {
    renderPage();
    const section = screen.getByRole('region', { name: 'Why use a property finder?' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Save time',
      'Gain early access',
      'Expert guidance',
      'Tailored support',
      'Local insight',
    ]);
  });

  it('shows the six steps in order inside an ordered list', () => {
    renderPage();
    const list = screen.getByRole('list', { name: 'Our six-step process' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(
      items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(STEPS);
  });

  it('says who the service is for', () => {
    renderPage();
    const section = screen.getByRole('region', { name: 'Who it is for' });
    for (const audience of [
      'Relocating buyers',
      'Busy professionals',
      'Investors',
      'Buyers from abroad or outside Norfolk',
      'Downsizers',
    ]) {
      expect(
        within(section).getByRole('heading', { name: audience, level: 3 }),
      ).toBeInTheDocument();
    }
  });

  it('links to /contact and /residential in the hero and again at the end', () => {
    renderPage();
    const contact = screen.getAllByRole('link', { name: 'Get in touch' });
    const listings = screen.getAllByRole('link', { name: 'View properties' });
    expect(contact).toHaveLength(2);
    expect(listings).toHaveLength(2);
    for (const link of contact) expect(link).toHaveAttribute('href', '/contact');
    for (const link of listings) expect(link).toHaveAttribute('href', '/residential');

    const hero = screen.getByRole('region', { name: 'Norfolk Property Finder Service' });
    expect(within(hero).getByRole('link', { name: 'Get in touch' })).toBeInTheDocument();
    const end = screen.getByRole('region', { name: 'Start your search' });
    expect(within(end).getByRole('link', { name: 'View properties' })).toBeInTheDocument();
  });

  it('keeps headings in order: h2 for sections, never skipping a level', () => {
    renderPage();
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    const jumps = levels.slice(1).map((level, i) => level - (levels[i] ?? 0));
    expect(Math.max(...jumps)).toBeLessThanOrEqual(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
  });
});
