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
