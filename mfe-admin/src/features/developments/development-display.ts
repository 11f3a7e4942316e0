import type { Development } from '@reedmere/contracts';

// Badge paint copied from mfe-developments/src/shared/status-badge.ts (BADGE_PAINT), so the admin
// list and the public pages show the same colours; a feature may not import another remote.
const PAINT = {
  green: { background: '#1b6e3a', text: '#ffffff' },
  blue: { background: '#1a56a8', text: '#ffffff' },
  yellow: { background: '#f6d32d', text: '#1d2433' },
  grey: { background: '#e3e5e8', text: '#1d2433' },
} as const;

const STATUS_PAINT: Readonly<Record<string, (typeof PAINT)[keyof typeof PAINT]>> = {
  completed: PAINT.green,
  in_progress: PAINT.blue,
  planning: PAINT.yellow,
};

/** Spec section 4: the status uppercased with underscores as spaces, coloured by status. */
export function statusBadge(status: string | null | undefined): {
  label: string;
  background: string;
  text: string;
} {
  const value = (status ?? '').trim();
  const paint = STATUS_PAINT[value] ?? PAINT.grey;
  return { label: value.replace(/_/g, ' ').toUpperCase(), ...paint };
}

const MONEY = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** Spec section 9: GBP, en-GB, no decimals. */
export const formatProjectValue = (value: number | null): string | null =>
  value === null ? null : MONEY.format(value);

// Calendar days are read and printed in UTC so no time zone moves the day.
const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2025-05-01' -> '1 May 2025'; missing or unreadable -> 'TBC' (spec section 9). */
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
