import type {
  InvitationInput,
  StaffInvitation,
  StaffMember,
  StaffRights,
  StaffSettings,
} from '@reedmere/contracts';
import { itemUrl } from '../../../shared/api/json-collection';
import { sendJson } from '../../../shared/api/send-json';

/** The owner's list of the staff: every person, then the invitations still open. */
export const PEOPLE_URL = '/api/admin/people';

/** The open invitations: POST sends one (again, replacing an open one to the same address). */
export const INVITATIONS_URL = `${PEOPLE_URL}/invitations`;

/** Sends an invitation e-mail; the same input again sends it again with a fresh link. */
export const sendInvitation = (input: InvitationInput) =>
  sendJson<StaffInvitation>(INVITATIONS_URL, 'POST', input);

/** Withdraws an invitation: its link stops working. */
export const withdrawInvitation = (id: string) => sendJson(itemUrl(INVITATIONS_URL, id), 'DELETE');

/** Gives a person other rights. */
export const changeRights = (id: string, rights: StaffRights) =>
  sendJson<StaffMember>(itemUrl(PEOPLE_URL, id), 'PUT', rights);

/** The owner's sign-in settings for the whole staff: GET reads them, PUT changes them. */
export const PEOPLE_SETTINGS_URL = `${PEOPLE_URL}/settings`;

/** Turns the second factor for everyone on or off; the answer is the settings as they now are. */
export const saveSecondFactorRequired = (requireSecondFactor: boolean) =>
  sendJson<StaffSettings>(PEOPLE_SETTINGS_URL, 'PUT', { requireSecondFactor });

/** Removes a person: their account goes and they are signed out everywhere at once. */
export const removePerson = (id: string) => sendJson(itemUrl(PEOPLE_URL, id), 'DELETE');
