import { madeOnFirstUse } from './made-on-first-use';

// The agency's clock is Norfolk's: dates and times are fixed to Europe/London, so a server in any
// time zone and every visitor's browser write the same text.
export const AGENCY_TIME_ZONE = 'Europe/London';

const dateTime = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: AGENCY_TIME_ZONE,
    }),
);

const longDate = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: AGENCY_TIME_ZONE,
    }),
);

const isoDay = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: AGENCY_TIME_ZONE,
    }),
);

// A calendar day with no time of its own ('2025-05-01') is held as that day's UTC midnight and
// printed in UTC, so no time zone moves it to the day before.
const calendarDay = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** '1 May 2025' for a calendar day held as its UTC midnight (`2025-05-01T00:00:00Z`). */
export function formatCalendarDay(day: Date): string {
  return calendarDay().format(day);
}

/**
 * The UK date of `now` as yyyy-mm-dd: "today" for a page, the same on the server and in every
 * visitor's browser wherever their clock is set.
 */
export function ukDateIso(now: Date = new Date()): string {
  return isoDay().format(now);
}

const validDate = (value: string | Date): Date | null => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** '30 Nov 2026, 14:05'; '' for a value that is not a date. */
export function formatUkDateTime(value: string | Date): string {
  const date = validDate(value);
  return date ? dateTime().format(date) : '';
}

/** '3 November 2026'; '' for a value that is not a date. */
export function formatUkDate(value: string | Date): string {
  const date = validDate(value);
  return date ? longDate().format(date) : '';
}
