import type { Development } from '@reedmere/contracts';
import { BADGE_PAINT, developmentStatusBadge } from '@reedmere/web-kit';

/** As the public pages show it: the status uppercased, coloured by status. */
export function statusBadge(status: string | null | undefined): {
  label: string;
  background: string;
  text: string;
} {
  const { label, colour } = developmentStatusBadge(status);
  return { label, ...BADGE_PAINT[colour] };
}

const MONEY = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** GBP, en-GB, no decimals. */
export const formatProjectValue = (value: number | null): string | null =>
  value === null ? null : MONEY.format(value);

// Calendar days are read and printed in UTC so no time zone moves the day.
const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2025-05-01' -> '1 May 2025'; missing or unreadable -> 'TBC'. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return 'TBC';
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? 'TBC' : DATE.format(date);
}

/** The card picture: the first after image, else during, else before. */
export const thumbnailUrl = (development: Development): string | undefined =>
  development.afterImages[0] ?? development.duringImages[0] ?? development.beforeImages[0];

/** 'Before 2 · During 0 · After 1' */
export const imageCounts = (development: Development): string =>
  `Before ${development.beforeImages.length} · During ${development.duringImages.length} · After ${development.afterImages.length}`;
