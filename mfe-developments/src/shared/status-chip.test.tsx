import { render, screen } from '@testing-library/react';
import { BADGE_PAINT } from '@reedmere/web-kit';
import { StatusChip } from './status-chip';

const chip = (label: string) => screen.getByText(label).closest('.MuiChip-root');

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
