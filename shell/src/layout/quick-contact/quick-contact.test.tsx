import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGENCY, telHref } from '@reedmere/agency';
import { QuickContact } from './quick-contact';

describe.each(['bar', 'floating'] as const)('QuickContact as a %s', (layout) => {
  it('calls the head office by phone', () => {
    render(<QuickContact layout={layout} />);
    const call = screen.getByRole('link', { name: 'Call Reedmere Estates on 01632 960100' });
    expect(call).toHaveAttribute('href', telHref(AGENCY.offices.head.phone));
    expect(call).toHaveAttribute('href', 'tel:+441632960100');
    expect(call).not.toHaveAttribute('target');
  });

  it('opens WhatsApp in a new tab, safely', () => {
    render(<QuickContact layout={layout} />);
    const whatsapp = screen.getByRole('link', {
      name: 'Message us on WhatsApp (opens in a new tab)',
    });
    expect(whatsapp).toHaveAttribute('href', AGENCY.whatsapp.url);
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('is reachable with the keyboard, in a labelled group', async () => {
    render(<QuickContact layout={layout} />);
    expect(screen.getByRole('group', { name: 'Quick contact' })).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: /^Call/ })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: /WhatsApp/ })).toHaveFocus();
  });
});
