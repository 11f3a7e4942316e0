import { format } from 'date-fns';

/** The yyyy-mm-dd part of a stored date, as a date input wants it; '' when there is none. */
export function calendarDay(value: string | null | undefined): string {
  const match = /^\d{4}-\d{2}-\d{2}/.exec(value ?? '');
  return match ? match[0] : '';
}

/** A real calendar day written yyyy-mm-dd (2025-02-30 is not one), as the servers check. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The day of a moment where the admin is, as a date input wants it; '' for none. */
export const localDay = (moment: Date | string | null | undefined): string =>
  moment ? format(new Date(moment), 'yyyy-MM-dd') : '';

/** Local midnight of a yyyy-mm-dd day, so "today" is never in the future. */
function startOfLocalDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, date ?? 1).toISOString();
}

/**
 * The moment sent for a picked day: the stored moment when its day was left as it was, so an
 * edit does not move it to midnight; the day's local midnight otherwise; null for no day.
 */
export function sentMoment(day: string, stored: string | null | undefined): string | null {
  if (day === '') return null;
  if (stored && localDay(stored) === day) return stored;
  return startOfLocalDay(day);
}
