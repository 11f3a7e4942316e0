import { formatDate, formatDateRange } from './format-date';

describe('formatDate', () => {
  it('prints a calendar day as day, month name and year', () => {
    expect(formatDate('2025-05-01')).toBe('1 May 2025');
    expect(formatDate('2024-12-31')).toBe('31 December 2024');
  });

  it('keeps the day of a full timestamp at midnight UTC', () => {
    expect(formatDate('2023-03-01T00:00:00.000Z')).toBe('1 March 2023');
  });

  it('says TBC for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('TBC');
    expect(formatDate(undefined)).toBe('TBC');
    expect(formatDate('')).toBe('TBC');
    expect(formatDate('not a date')).toBe('TBC');
  });
});

describe('formatDateRange', () => {
  it('joins both dates', () => {
    expect(formatDateRange('2022-10-01', '2024-04-30')).toBe('1 October 2022 - 30 April 2024');
  });

  it('marks a missing end or start as TBC', () => {
    expect(formatDateRange('2027-02-01', null)).toBe('1 February 2027 - TBC');
    expect(formatDateRange(null, '2027-02-01')).toBe('TBC - 1 February 2027');
  });

  it('says Timeline TBC when neither date is known', () => {
    expect(formatDateRange(null, null)).toBe('Timeline TBC');
  });
});
