import { render, screen } from '@testing-library/react';
import { BADGE_PAINT } from '@reedmere/web-kit';
import { addRemoteStylesheet } from '../../test/stylesheet';
import { StatusChip } from './status-chip';

// The badge is painted by the remote's stylesheet: the page here has it, as the site's pages do.
beforeAll(addRemoteStylesheet);

const chip = (label: string) => screen.getByText(label).closest('.dev-status');

describe('StatusChip', () => {
  it.each([
    ['completed', 'COMPLETED', 'green'],
    ['in_progress', 'IN PROGRESS', 'blue'],
    ['planning', 'PLANNING', 'yellow'],
    ['on_hold', 'ON HOLD', 'grey'],
  ] as const)('paints %s as %s in %s', (status, label, colour) => {
    render(<StatusChip status={status} />);
    expect(chip(label)).toHaveStyle({
      backgroundColor: BADGE_PAINT[colour].background,
      color: BADGE_PAINT[colour].text,
    });
  });

  it('shows nothing without a status', () => {
    const { container } = render(<StatusChip status={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
