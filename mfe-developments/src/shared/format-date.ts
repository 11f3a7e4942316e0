import { formatCalendarDay } from '@reedmere/contracts';

/** A missing date reads 'TBC'. */
export const DATE_TBC = 'TBC';
export const TIMELINE_TBC = 'Timeline TBC';

/** '2025-05-01' -> '1 May 2025'; missing or unreadable -> 'TBC'. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return DATE_TBC;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? DATE_TBC : formatCalendarDay(date);
}

/** 'start - end', with 'TBC' for a missing end; 'Timeline TBC' when neither is known. */
export function formatDateRange(
  start: string | null | undefined,
  end: string | null | undefined,
): string {
  const from = formatDate(start);
  const to = formatDate(end);
  if (from === DATE_TBC && to === DATE_TBC) return TIMELINE_TBC;
  return `${from} - ${to}`;
}
