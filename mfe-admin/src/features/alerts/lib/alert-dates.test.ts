import { alertDay, lastSentDay } from './alert-dates';

it('reads dates on the London calendar, summer time included', () => {
  expect(alertDay('2026-01-15T12:00:00.000Z')).toBe('15 January 2026');
  // 23:30 UTC on 31 March is 00:30 on 1 April in British Summer Time.
  expect(alertDay('2026-03-31T23:30:00.000Z')).toBe('1 April 2026');
  expect(alertDay('2026-12-31T23:30:00.000Z')).toBe('31 December 2026');
});

it('says Never when no alert has been sent', () => {
  expect(lastSentDay(null)).toBe('Never');
  expect(lastSentDay('2026-05-02T08:00:00.000Z')).toBe('2 May 2026');
});
