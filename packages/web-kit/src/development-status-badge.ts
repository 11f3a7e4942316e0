import { DEVELOPMENT_STATUSES, type DevelopmentStatus } from '@reedmere/contracts';

// How a development's status badge looks, on the public pages and in the admin.

export type BadgeColour = 'green' | 'blue' | 'yellow' | 'grey';

export interface StatusBadge {
  /** The status uppercased with underscores as spaces: 'IN PROGRESS'. */
  readonly label: string;
  readonly colour: BadgeColour;
}

/**
 * What each badge colour paints: background and text. Every pair keeps at least a 4.5:1
 * contrast; yellow carries dark text because white on yellow is unreadable.
 */
export const BADGE_PAINT: Readonly<
  Record<BadgeColour, { readonly background: string; readonly text: string }>
> = {
  green: { background: '#1b6e3a', text: '#ffffff' },
  blue: { background: '#1a56a8', text: '#ffffff' },
  yellow: { background: '#f6d32d', text: '#1d2433' },
  grey: { background: '#e3e5e8', text: '#1d2433' },
};

const COLOURS: Readonly<Record<DevelopmentStatus, BadgeColour>> = {
  completed: 'green',
  in_progress: 'blue',
  planning: 'yellow',
};

const isKnownStatus = (status: string): status is DevelopmentStatus =>
  (DEVELOPMENT_STATUSES as readonly string[]).includes(status);

/**
 * Badge of a development. Any status the admin may have stored outside the three known ones
 * still gets a readable label, in grey.
 */
export function developmentStatusBadge(status: string | null | undefined): StatusBadge {
  const value = (status ?? '').trim();
  return {
    label: value.replace(/_/g, ' ').toUpperCase(),
    colour: isKnownStatus(value) ? COLOURS[value] : 'grey',
  };
}
