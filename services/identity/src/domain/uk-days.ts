/** The agency works in UK time: a day named in a filter starts at midnight in London. */
const londonHour = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  hourCycle: 'h23',
});

/**
 * The moment a UK day (YYYY-MM-DD) starts, or null for a day that does not exist. London is
 * UTC or an hour ahead, and clocks change at 01:00 UTC, so the hour London shows at the day's
 * UTC midnight is the offset its own midnight had.
 */
export function ukDayStart(day: string): Date | null {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(utcMidnight.getTime()) || utcMidnight.toISOString().slice(0, 10) !== day) {
    return null;
  }
  const offsetHours = Number(londonHour.format(utcMidnight));
  return new Date(utcMidnight.getTime() - offsetHours * 3_600_000);
}

/** The day after a YYYY-MM-DD day, in the same form. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
