import type { Division, InvitationInput, StaffRights, StaffRole } from '@reedmere/contracts';

/** A role and divisions as a form holds them: no role until one is chosen. */
export interface RightsValues {
  role: StaffRole | '';
  /** Kept while another role is chosen, so going back to editor finds them again. */
  divisions: Division[];
}

export type RightsField = 'role' | 'divisions';

export interface InvitationValues extends RightsValues {
  name: string;
  email: string;
}

export type InvitationField = 'name' | 'email' | RightsField;

/** The invitation form's fields in their order on screen: focus goes to the first invalid. */
export const INVITATION_FIELDS: readonly InvitationField[] = ['name', 'email', 'role', 'divisions'];
export const RIGHTS_FIELDS: readonly RightsField[] = ['role', 'divisions'];

export const NO_INVITATION: InvitationValues = { name: '', email: '', role: '', divisions: [] };

/** Roughly an address: the server checks it in full. */
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+$/;

/** The messages the server's schema gives, checked before anything is sent. */
export function validateRights({
  role,
  divisions,
}: RightsValues): Partial<Record<RightsField, string>> {
  if (role === '') return { role: 'Choose a role' };
  if (role === 'editor' && divisions.length === 0) {
    return { divisions: 'Choose at least one division for an editor' };
  }
  return {};
}

export function validateInvitation(
  values: InvitationValues,
): Partial<Record<InvitationField, string>> {
  const errors: Partial<Record<InvitationField, string>> = {};
  if (values.name.trim() === '') errors.name = 'Name is required';
  const email = values.email.trim();
  if (email === '') errors.email = 'Email address is required';
  else if (!LOOKS_LIKE_EMAIL.test(email)) errors.email = 'Enter a valid email address';
  return { ...errors, ...validateRights(values) };
}

/** The rights to send (divisions for an editor only, as the server takes them); null with no role. */
export function rightsInput({ role, divisions }: RightsValues): StaffRights | null {
  if (role === '') return null;
  return { role, divisions: role === 'editor' ? [...divisions] : [] };
}

/** What the invitation form sends; null with no role. */
export function invitationInput(values: InvitationValues): InvitationInput | null {
  const rights = rightsInput(values);
  return rights && { name: values.name.trim(), email: values.email.trim(), ...rights };
}
