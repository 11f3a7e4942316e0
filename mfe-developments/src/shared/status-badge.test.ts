import { DEVELOPMENT_STATUSES, developmentStatusBadge } from './status-badge';

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

  it('knows the three statuses of the spec', () => {
    expect(DEVELOPMENT_STATUSES).toEqual(['planning', 'in_progress', 'completed']);
  });
});
