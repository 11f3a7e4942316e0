import { activityQuery, isUnfiltered, NO_FILTER } from './activity-filter';

describe('activityQuery', () => {
  it('asks for nothing when nothing is filtered', () => {
    expect(activityQuery(NO_FILTER).toString()).toBe('');
    expect(isUnfiltered({ ...NO_FILTER, person: '  ' })).toBe(true);
  });

  it('sends each filter set, the e-mail trimmed', () => {
    const filter = {
      person: ' jo@reedmere.example ',
      kind: 'property',
      action: 'delete',
      from: '2026-11-01',
      to: '2026-11-30',
    } as const;
    expect(Object.fromEntries(activityQuery(filter))).toEqual({
      person: 'jo@reedmere.example',
      kind: 'property',
      action: 'delete',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(isUnfiltered(filter)).toBe(false);
  });
});
