import {
  describeRights,
  DIVISION_NAMES,
  formatUkDateTime,
  type Division,
  type StaffInvitation,
  type StaffMember,
  type StaffRights,
  type StaffRole,
} from '@reedmere/contracts';

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** A person's rights as a line of a card: 'An editor for news and SEO', 'The owner'. */
export const rightsText = (rights: StaffRights): string => capitalised(describeRights(rights));

/** A division as its checkbox names it: 'News and SEO'. */
export const divisionLabel = (division: Division): string => capitalised(DIVISION_NAMES[division]);

export const ROLE_NAMES: Readonly<Record<StaffRole, string>> = {
  owner: 'Owner',
  manager: 'Manager',
  editor: 'Editor',
  viewer: 'Viewer',
};

/** What each role may do, under the role choice. */
export const ROLE_HINT =
  'Owner: everything, people included. Manager: all content, enquiries and alerts. ' +
  'Editor: the content of the divisions chosen. Viewer: reads the admin, changes nothing.';

/** 'Expires 30 Nov 2026, 14:05', on the agency's clock. */
export const expiresText = (invitation: Pick<StaffInvitation, 'expiresAt'>): string =>
  `Expires ${formatUkDateTime(invitation.expiresAt)}`;

/** Who sent an invitation; its sender's account may have gone since. */
export const invitedByText = ({ invitedBy }: Pick<StaffInvitation, 'invitedBy'>): string =>
  `Invited by ${invitedBy ? invitedBy.name : 'someone no longer on the staff'}`;

/**
 * Who has still no second factor, under the switch that requires one: '2 people have not set one
 * up yet.', with the signed-in owner named when they are among them.
 */
export function withoutSecondFactorText(
  people: readonly Pick<StaffMember, 'id' | 'secondFactor'>[],
  signedInId: string,
): string {
  const without = people.filter((person) => !person.secondFactor);
  if (without.length === 0) return 'Everyone has set one up.';
  const you = without.some((person) => person.id === signedInId);
  if (without.length === 1) {
    return you ? 'You have not set one up yet.' : '1 person has not set one up yet.';
  }
  return `${without.length} people have not set one up yet${you ? ', you among them' : ''}.`;
}
