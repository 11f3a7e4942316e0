import { formatCalendarDay, formatUkDate, formatUkDateTime, ukDateIso } from './uk-time';

describe('the agency clock', () => {
  it('writes London time in summer and in winter, whatever the zone of the machine', () => {
    expect(formatUkDateTime('2026-07-01T13:05:00Z')).toBe('1 Jul 2026, 14:05');
    expect(formatUkDateTime(new Date('2026-11-30T14:05:00Z'))).toBe('30 Nov 2026, 14:05');
    expect(formatUkDate('2026-03-28T23:30:00Z')).toBe('28 March 2026');
    expect(formatUkDate('2026-06-30T23:30:00Z')).toBe('1 July 2026');
  });

  it("gives today's UK date as yyyy-mm-dd, a day ahead of UTC's late on a summer evening", () => {
    expect(ukDateIso(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(ukDateIso(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
    expect(ukDateIso(new Date('2027-01-01T00:00:00Z'))).toBe('2027-01-01');
  });

  it('writes nothing for a value that is not a date', () => {
    expect(formatUkDateTime('soon')).toBe('');
    expect(formatUkDate('')).toBe('');
  });
});

describe('formatCalendarDay', () => {
  it('prints a calendar day held as its UTC midnight as that day, in words', () => {
    // Midnight UTC is the day before in the Americas: the day is printed in UTC, not in a zone.
    expect(formatCalendarDay(new Date('2025-05-01T00:00:00Z'))).toBe('1 May 2025');
    expect(formatCalendarDay(new Date('2025-12-31T00:00:00Z'))).toBe('31 December 2025');
  });
});
