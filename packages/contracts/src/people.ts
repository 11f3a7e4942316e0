// The agency's staff as the owner manages them: the people with an account, and the invitations
// sent to people who have not yet set their password.
import type { AdminUser } from './entities';
import type { StaffRights } from './staff-access';

/** The header an invitation's token travels in between the BFF and identity (paths are logged). */
export const INVITATION_TOKEN_HEADER = 'x-invitation-token';

/** How long an invitation's link sets a password: three days, a long weekend included. */
export const INVITATION_HOURS = 72;

/** A person with an account, as the owner's list of people shows them. */
export interface StaffMember extends AdminUser {
  /** Whether they sign in with a second factor. */
  secondFactor: boolean;
  /** ISO 8601. */
  createdAt: string;
}

/** An invitation not yet used, withdrawn or expired. */
export interface StaffInvitation extends StaffRights {
  id: string;
  email: string;
  name: string;
  /** Who sent it; null once that person's account is gone. */
  invitedBy: { id: string; name: string } | null;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601: INVITATION_HOURS after it was sent. */
  expiresAt: string;
}

/** The owner's list: every person, then the invitations still open, newest first. */
export interface PeopleList {
  people: StaffMember[];
  invitations: StaffInvitation[];
}

/** What the owner fills in to invite someone. */
export interface InvitationInput extends StaffRights {
  email: string;
  name: string;
}

/** What an invitation's link shows before the password is chosen. */
export interface InvitationSummary extends StaffRights {
  email: string;
  name: string;
  expiresAt: string;
}

/** The owner's sign-in settings for the whole staff. */
export interface StaffSettings {
  /** Everyone signs in with a second factor; those without one set it up at their next sign-in. */
  requireSecondFactor: boolean;
  /** The server's own setting requires it, so it cannot be turned off in the admin. */
  requiredByOperator: boolean;
}

/** The header a password reset's token travels in between the BFF and identity (paths are logged). */
export const PASSWORD_RESET_TOKEN_HEADER = 'x-password-reset-token';

/** How long a password reset's link works: long enough to reach the mail, short if it leaks. */
export const PASSWORD_RESET_MINUTES = 60;

/** A password reset made for an address with an account: the link's token, and whom it is for. */
export interface PasswordResetIssued {
  token: string;
  email: string;
  name: string;
  /** ISO 8601: PASSWORD_RESET_MINUTES after it was asked for. */
  expiresAt: string;
}

/** What a password reset's link shows before the new password is chosen. */
export interface PasswordResetSummary {
  email: string;
  name: string;
  expiresAt: string;
}
