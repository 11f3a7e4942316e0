import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@reedmere/router';
import { AGENCY, OFFICES, telHref } from '@reedmere/agency';
import { Footer } from './footer';
import { FOOTER_LINKS } from './navigation';

function renderFooter() {
  return render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
}

describe('Footer', () => {
  it('links to every footer page', () => {
    renderFooter();
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(FOOTER_LINKS.map((link) => link.to));
    expect(hrefs).toEqual([
      '/residential',
      '/commercial-sales',
      '/commercial-lettings',
      '/property-finder',
      '/epc',
      '/developments',
      '/news',
      '/privacy-policy',
      '/cookie-policy',
      '/terms-conditions',
    ]);
  });

  it('groups the social links by division, each named and opening in a new tab', () => {
    renderFooter();
    const expected: Record<string, [string, string][]> = {
      Residential: [
        ['Residential on Instagram (opens in a new tab)', AGENCY.social.residential.instagram],
        ['Residential on Facebook (opens in a new tab)', AGENCY.social.residential.facebook],
      ],
      Commercial: [
        ['Commercial on Instagram (opens in a new tab)', AGENCY.social.commercial.instagram],
      ],
      Developments: [
        ['Developments on Instagram (opens in a new tab)', AGENCY.social.developments.instagram],
      ],
    };
    const followHeading = screen.getByRole('heading', { name: 'Follow us' });
    const column = followHeading.parentElement!;
    for (const [division, links] of Object.entries(expected)) {
      const list = within(column).getByRole('list', { name: division });
      const found = within(list)
        .getAllByRole('link')
        .map((link) => {
          expect(link).toHaveAttribute('target', '_blank');
          expect(link).toHaveAttribute('rel', 'noopener noreferrer');
          return [link.getAttribute('aria-label'), link.getAttribute('href')];
        });
      expect(found).toEqual(links);
    }
  });

  it('groups the listing portals: four residential, one commercial', () => {
    renderFooter();
    const column = screen.getByRole('heading', { name: 'Find us on' }).parentElement!;
    const residential = within(within(column).getByRole('list', { name: 'Residential' }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    const commercial = within(within(column).getByRole('list', { name: 'Commercial' }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(residential).toEqual(AGENCY.portals.residential.map((portal) => portal.url));
    expect(residential).toHaveLength(4);
    expect(commercial).toEqual([AGENCY.portals.commercial[0]!.url]);
    expect(screen.getByRole('link', { name: 'Zoopla (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('shows the three offices, e-mail and opening hours', () => {
    renderFooter();
    const contact = screen.getByRole('heading', { name: 'Contact' }).parentElement!;
    for (const office of OFFICES) {
      expect(within(contact).getByText(office.name)).toBeInTheDocument();
      expect(within(contact).getByRole('link', { name: office.phone })).toHaveAttribute(
        'href',
        telHref(office.phone),
      );
    }
    expect(within(contact).getByRole('link', { name: AGENCY.email })).toHaveAttribute(
      'href',
      `mailto:${AGENCY.email}`,
    );
    expect(within(contact).getByText(/8am - 8pm, 7 days per week/)).toBeInTheDocument();
  });

  it('shows the copyright and the compliance details, with the lettings fees link', () => {
    renderFooter();
    expect(screen.getByText('© 2025 Reedmere Estates Ltd')).toBeInTheDocument();
    expect(screen.getByText('Member of The Property Ombudsman (T00000).')).toBeInTheDocument();
    expect(
      screen.getByText('Client money protection: Propertymark CMP (C0000000).'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Reedmere Estates Ltd, registered in England and Wales, company number 00000000.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lettings fees' })).toHaveAttribute(
      'href',
      '/terms-conditions#lettings-fees',
    );
  });

  it('shows the logo, and the REEDMERE text mark when the image fails to load', () => {
    renderFooter();
    const logo = screen.getByRole('img', { name: 'Reedmere Estates' });
    expect(logo.tagName).toBe('IMG');
    expect(logo).toHaveAttribute('src', expect.stringContaining('.svg'));
    expect(screen.queryByText('REEDMERE')).not.toBeInTheDocument();
    fireEvent.error(logo);
    expect(screen.queryByRole('img', { name: 'Reedmere Estates' })?.tagName).not.toBe('IMG');
    const mark = screen.getByText('REEDMERE');
    expect(mark).toHaveAccessibleName('Reedmere Estates');
  });
});
