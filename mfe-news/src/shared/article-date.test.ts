import { formatArticleDate } from './article-date';

describe('formatArticleDate', () => {
  it('writes the day as an ordinal, the month in full and the year', () => {
    expect(formatArticleDate('2025-03-01T09:00:00.000Z')).toBe('1st March 2025');
    expect(formatArticleDate('2026-10-22T12:00:00.000Z')).toBe('22nd October 2026');
    expect(formatArticleDate('2024-12-13T12:00:00.000Z')).toBe('13th December 2024');
  });

  it('says TBC for a missing or unreadable date', () => {
    expect(formatArticleDate(null)).toBe('TBC');
    expect(formatArticleDate(undefined)).toBe('TBC');
    expect(formatArticleDate('')).toBe('TBC');
    expect(formatArticleDate('not a date')).toBe('TBC');
  });
});
