import { isVersion, versionAfter } from './record-version';

describe('isVersion', () => {
  const record = { updatedAt: new Date('2026-03-01T09:30:15.250Z') };

  it('is true for the version named, or when none is', () => {
    expect(isVersion(record, new Date('2026-03-01T09:30:15.250Z'))).toBe(true);
    expect(isVersion(record, undefined)).toBe(true);
  });

  it('is false for any other version', () => {
    expect(isVersion(record, new Date('2026-03-01T09:30:15.251Z'))).toBe(false);
  });
});

describe('versionAfter', () => {
  it('is now when the version replaced is older', () => {
    const before = Date.now();
    const next = versionAfter(new Date(before - 60_000)).getTime();
    expect(next).toBeGreaterThanOrEqual(before);
    expect(next).toBeLessThanOrEqual(Date.now());
  });

  it('is a millisecond later than a version from now or after (a clock stepped back)', () => {
    const ahead = new Date(Date.now() + 3_600_000);
    expect(versionAfter(ahead).getTime()).toBe(ahead.getTime() + 1);
  });
});
