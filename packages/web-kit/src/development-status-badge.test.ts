import { DEVELOPMENT_STATUSES } from '@reedmere/contracts';
import { BADGE_PAINT, developmentStatusBadge } from './development-status-badge';

describe('developmentStatusBadge', () => {
  it.each([
    ['completed', 'COMPLETED', 'green'],
    ['in_progress', 'IN PROGRESS', 'blue'],
    ['planning', 'PLANNING', 'yellow'],
  ])('shows %s as %s in %s', (status, label, colour) => {
    expect(developmentStatusBadge(status)).toEqual({ label, colour });
  });

  it('shows any other status in grey, with every underscore replaced', () => {
    expect(developmentStatusBadge('on_hold')).toEqual({ label: 'ON HOLD', colour: 'grey' });
    expect(developmentStatusBadge('awaiting_planning_consent')).toEqual({
      label: 'AWAITING PLANNING CONSENT',
      colour: 'grey',
    });
  });

  it('does not treat a differently cased status as known', () => {
    expect(developmentStatusBadge('Completed')).toEqual({ label: 'COMPLETED', colour: 'grey' });
  });

  it('gives a missing status an empty grey badge', () => {
    expect(developmentStatusBadge(undefined)).toEqual({ label: '', colour: 'grey' });
    expect(developmentStatusBadge(null)).toEqual({ label: '', colour: 'grey' });
  });

  it('knows the three development statuses', () => {
    expect(DEVELOPMENT_STATUSES).toEqual(['planning', 'in_progress', 'completed']);
  });
});

describe('BADGE_PAINT', () => {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };

  it.each(Object.entries(BADGE_PAINT))('%s text keeps a 4.5:1 contrast', (_colour, paint) => {
    expect(contrast(paint.background, paint.text)).toBeGreaterThanOrEqual(4.5);
  });

  it('paints planning yellow (red and green high, blue low), not orange', () => {
    const yellow = BADGE_PAINT.yellow.background;
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(yellow.slice(i, i + 2), 16));
    expect(r).toBeGreaterThan(200);
    expect(g).toBeGreaterThan(190);
    expect(b).toBeLessThan(100);
  });
});
