// Who on the agency's staff may do what in the admin. The server enforces these rules on every
// admin route; the admin panel reads the same rules to show only what its user may use.
import { propertyCategory } from './property-type';
import type { PriceType } from './entities';

/**
 * owner: everything, people and settings included; manager: all content, enquiries and alerts;
 * editor: the content of the divisions assigned; viewer: reads the admin, changes nothing.
 */
export const STAFF_ROLES = ['owner', 'manager', 'editor', 'viewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The agency's divisions, each a share of the content an editor can be given. */
export const DIVISIONS = [
  'residential',
  'commercial-sales',
  'commercial-lettings',
  'developments',
  'news',
] as const;
export type Division = (typeof DIVISIONS)[number];

export const DIVISION_NAMES: Readonly<Record<Division, string>> = {
  residential: 'residential sales and lettings',
  'commercial-sales': 'commercial sales',
  'commercial-lettings': 'commercial lettings',
  developments: 'developments',
  news: 'news and SEO',
};

/** The divisions whose content is property listings. */
export const LISTING_DIVISIONS: readonly Division[] = [
  'residential',
  'commercial-sales',
  'commercial-lettings',
];

/** A person's rights: their role and, for an editor, their divisions. */
export interface StaffRights {
  role: StaffRole;
  /** Meaningful for an editor only; the other roles' rights do not depend on it. */
  divisions: Division[];
}

/**
 * What an admin request needs.
 * - `account`: the person's own sign-in, sessions and second factor (every role);
 * - `read`: admin lists of content in any of these divisions (an editor of one of them);
 * - `change`: content in all of these divisions (an editor of every one of them);
 * - `changeAny`: some content in any of these divisions: files for it (kept once a record names
 *   them), or the items of a list filtered to the person's divisions;
 * - `contacts`: enquiries, alerts and the mail outbox, people's personal data;
 * - `activity`: the audit trail of every person's changes and sign-ins;
 * - `releases`: the remotes' builds, canaries and release history, promoted or rolled back;
 * - `people`: the staff themselves.
 */
export type StaffNeed =
  | { account: true }
  | { read: readonly Division[] }
  | { change: readonly Division[] }
  | { changeAny: readonly Division[] }
  | { contacts: 'read' | 'change' }
  | { activity: true }
  | { releases: true }
  | { people: true };

/** The division a property listing belongs to. */
export function divisionOfListing(listing: {
  propertyType: string | null | undefined;
  priceType: PriceType | string | null | undefined;
}): Division {
  if (propertyCategory(listing.propertyType) === 'residential') return 'residential';
  return listing.priceType === 'rent' ? 'commercial-lettings' : 'commercial-sales';
}

/** "an editor for news and SEO", "an editor for commercial sales and commercial lettings". */
const editorFor = (divisions: readonly Division[]): string => {
  const named = divisions.map((division) => DIVISION_NAMES[division]);
  if (named.length <= 1) return named[0] ? `an editor for ${named[0]}` : 'an editor';
  return `an editor for ${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`;
};

/** How a person's rights read in a message: "an editor for news and SEO", "a viewer". */
export function describeRights({ role, divisions }: StaffRights): string {
  if (role === 'editor')
    return divisions.length ? editorFor(divisions) : 'an editor of no division';
  return role === 'owner' ? 'the owner' : `a ${role}`;
}

/**
 * Null when `rights` cover `need`; otherwise the message a refusal (403) gives, naming who may
 * and what the person is.
 */
export function missingRight(rights: StaffRights, need: StaffNeed): string | null {
  const { role } = rights;
  const you = `You are ${describeRights(rights)}.`;
  if ('account' in need || role === 'owner') return null;
  if ('people' in need) return `Only the owner can manage people. ${you}`;
  if ('activity' in need) {
    return role === 'manager'
      ? null
      : `Only the owner or a manager can see the staff's activity. ${you}`;
  }
  if ('releases' in need) {
    return role === 'manager'
      ? null
      : `Only the owner or a manager can see and change the site's releases. ${you}`;
  }
  if ('contacts' in need) {
    if (need.contacts === 'read') {
      return role === 'editor'
        ? `Only the owner, a manager or a viewer can see enquiries and alerts. ${you}`
        : null;
    }
    return role === 'manager'
      ? null
      : `Only the owner or a manager can change enquiries and alerts. ${you}`;
  }
  const editsAnyOf = (divisions: readonly Division[]) =>
    role === 'editor' && divisions.some((division) => rights.divisions.includes(division));
  if ('read' in need) {
    if (role !== 'editor' || editsAnyOf(need.read)) return null;
    return `Only ${editorFor(need.read)}, a manager, a viewer or the owner can see this. ${you}`;
  }
  if ('changeAny' in need) {
    if (role === 'manager' || editsAnyOf(need.changeAny)) return null;
    return `Only ${editorFor(need.changeAny)}, a manager or the owner can change this. ${you}`;
  }
  if (role === 'manager') return null;
  const lacking = need.change.filter((division) => !rights.divisions.includes(division));
  if (role === 'editor' && lacking.length === 0 && need.change.length > 0) return null;
  return `Only ${editorFor(role === 'editor' ? lacking : need.change)}, a manager or the owner can change this. ${you}`;
}

/** True when `rights` cover `need`. */
export const mayDo = (rights: StaffRights, need: StaffNeed): boolean =>
  missingRight(rights, need) === null;
