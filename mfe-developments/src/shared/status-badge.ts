/** Spec section 4: the development statuses and how their badge looks. */
export const DEVELOPMENT_STATUSES = ['planning', 'in_progress', 'completed'] as const;

export type DevelopmentStatus = (typeof DEVELOPMENT_STATUSES)[number];

export type BadgeColour = 'green' | 'blue' | 'yellow' | 'grey';

export interface StatusBadge {
  /** The status uppercased with underscores as spaces: 'IN PROGRESS'. */
  readonly label: string;
  readonly colour: BadgeColour;
}

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
