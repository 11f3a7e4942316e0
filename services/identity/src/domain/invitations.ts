import {
  INVITATION_HOURS,
  type AdminUser,
  type InvitationSummary,
  type StaffInvitation,
} from '@reedmere/contracts';
import { ConflictError, notFound, validate, ValidationError } from '@reedmere/service-kit';
import { DuplicateEmailError } from '../data-access/admin-user-repository';
import type { OpenInvitation } from '../data-access/invitation-repository';
import type { Repositories } from '../data-access/repositories';
import type { HashSlots } from './hash-slots';
import { hashNewPassword } from './new-password-hash';
import type { PasswordHashSettings } from './password-hashing';
import { hashLinkToken, isLinkTokenShape, newLinkToken } from './link-token';
import { newPasswordProblem } from './password-policy';
import {
  acceptBodySchema,
  invitationBodySchema,
  type AcceptBody,
  type InvitationBody,
} from './people-schemas';

/** One answer for a link unknown, used, withdrawn or expired: it tells nothing about which. */
export const INVITATION_GONE_MESSAGE =
  'This invitation link has expired or was withdrawn. Ask the owner to invite you again.';
export const NO_SUCH_INVITATION = 'No such invitation.';
/** An acting person the BFF named who has no account (removed meanwhile). */
export const NO_SUCH_USER = 'No such user';

export const hasAccountMessage = (email: string) => `${email} already has an account.`;

const INVITATION_MS = INVITATION_HOURS * 60 * 60 * 1000;

export interface InvitationDeps {
  repositories: Repositories;
  hashSlots: HashSlots;
  now: () => Date;
}

/** Inviting people to the staff: the owner's side through the BFF, then the invitee's link. */
export interface InvitationUseCases {
  /** A new invitation (replacing any still open to the address) and its link's token. */
  invite(body: unknown): Promise<{ invitation: StaffInvitation; token: string }>;
  /** Withdraws an open invitation; 404 when there is none by that id. */
  revoke(id: string): Promise<void>;
  /** What an open invitation's link shows; 404 otherwise. */
  summary(token: string): Promise<InvitationSummary>;
  /** Creates the invited account with its password, using the invitation up. */
  accept(body: unknown): Promise<{ user: AdminUser }>;
}

/** Open invitations as the owner's list shows them, with who sent each (null once removed). */
export async function staffInvitations(
  repositories: Pick<Repositories, 'people'>,
  open: OpenInvitation[],
): Promise<StaffInvitation[]> {
  const names = await repositories.people.namesOf(open.map((invitation) => invitation.invitedBy));
  return open.map(({ invitedBy, createdAt, expiresAt, ...invitation }) => {
    const name = names.get(invitedBy);
    return {
      ...invitation,
      invitedBy: name === undefined ? null : { id: invitedBy, name },
      createdAt: createdAt.toISOString(),
      expiresAt: expiresAt.toISOString(),
    };
  });
}

const gone = () => notFound(INVITATION_GONE_MESSAGE);

export function createInvitationUseCases(
  deps: InvitationDeps,
  settings: PasswordHashSettings,
): InvitationUseCases {
  const { repositories, now } = deps;
  const { invitations, users } = repositories;

  /** The open invitation a token names, looked up by its hash; 404 otherwise. */
  async function openInvitation(token: string): Promise<OpenInvitation> {
    if (!isLinkTokenShape(token)) throw gone();
    const found = await invitations.findOpenByTokenHash(hashLinkToken(token), now());
    if (!found) throw gone();
    return found;
  }

  const hashInSlot = (password: string) => hashNewPassword(deps.hashSlots, password, settings);

  return {
    async invite(body) {
      const { invitedBy, ...input } = validate<InvitationBody>(invitationBodySchema, body);
      const inviter = await users.findById(invitedBy);
      if (!inviter) {
        throw new ValidationError('Validation failed', [
          { field: 'invitedBy', message: NO_SUCH_USER },
        ]);
      }
      if (await users.findByEmail(input.email))
        throw new ConflictError(hasAccountMessage(input.email));
      const token = newLinkToken();
      const createdAt = now();
      const stored = await invitations.replace({
        ...input,
        tokenHash: hashLinkToken(token),
        invitedBy: inviter.id,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + INVITATION_MS),
      });
      const [invitation] = await staffInvitations(repositories, [stored]);
      return { invitation: invitation!, token };
    },

    async revoke(id) {
      if (!(await invitations.revoke(id, now()))) throw notFound(NO_SUCH_INVITATION);
    },

    async summary(token) {
      const { email, name, role, divisions, expiresAt } = await openInvitation(token);
      return { email, name, role, divisions, expiresAt: expiresAt.toISOString() };
    },

    async accept(body) {
      const input = validate<AcceptBody>(acceptBodySchema, body);
      const invitation = await openInvitation(input.token);
      const problem = newPasswordProblem(input.password, invitation.email);
      if (problem) throw new ValidationError(problem, [{ field: 'password', message: problem }]);
      const conflict = new ConflictError(hasAccountMessage(invitation.email));
      if (await users.findByEmail(invitation.email)) throw conflict;
      const passwordHash = await hashInSlot(input.password);
      // Used up before the account is stored: of two accepts at once, one finds it gone.
      const usedAt = now();
      const used = await invitations.use(hashLinkToken(input.token), usedAt);
      if (!used) throw gone();
      try {
        const { email, name, role, divisions } = used;
        return { user: await users.insert({ email, name, role, divisions, passwordHash }) };
      } catch (error) {
        if (error instanceof DuplicateEmailError) throw conflict;
        // Not stored for another reason (the database went away): the link works again.
        await invitations.reopen(used.id, usedAt).catch(() => false);
        throw error;
      }
    },
  };
}
