import type { PeopleList, StaffMember } from '@reedmere/contracts';
import { ConflictError, notFound, validate } from '@reedmere/service-kit';
import { listedPersonOf, type ListedPerson } from '../data-access/people-repository';
import type { Repositories } from '../data-access/repositories';
import { staffInvitations } from './invitations';
import {
  removalQuerySchema,
  rightsChangeBodySchema,
  type RemovalQuery,
  type RightsChangeBody,
} from './people-schemas';

export const NO_SUCH_PERSON = 'No such person.';
export const LAST_OWNER_MESSAGE =
  'The agency must keep an owner: make someone else the owner first.';
export const SELF_REMOVAL_MESSAGE = 'You cannot remove your own account.';

/** The owner's management of the staff, through the BFF (which checks that its caller may). */
export interface PeopleUseCases {
  /** Everyone with an account, by name, and the open invitations, newest first. */
  list(): Promise<PeopleList>;
  /** New rights for a person; 409 when that would leave the agency without an owner. */
  changeRights(id: string, body: unknown): Promise<StaffMember>;
  /** Removes a person and ends their sessions and sign-ins under way. */
  remove(id: string, query: unknown): Promise<{ user: StaffMember; sessionsEnded: number }>;
}

const staffMember = ({ createdAt, ...person }: ListedPerson): StaffMember => ({
  ...person,
  createdAt: createdAt.toISOString(),
});

const byName = (a: ListedPerson, b: ListedPerson) =>
  a.name.localeCompare(b.name, 'en-GB', { sensitivity: 'base' }) || a.email.localeCompare(b.email);

/** Accounts made before roles have none stored and read as owners. */
const wasOwner = (role: string | undefined) => role === undefined || role === 'owner';

export function createPeopleUseCases(repositories: Repositories, now: () => Date): PeopleUseCases {
  const { people } = repositories;
  const lastOwner = () => new ConflictError(LAST_OWNER_MESSAGE);

  /** The person, else 404; 409 when they are the only owner and would stop being one. */
  async function checkOwnerKept(id: string, staysOwner: boolean): Promise<ListedPerson> {
    const person = await people.findById(id);
    if (!person) throw notFound(NO_SUCH_PERSON);
    if (person.role === 'owner' && !staysOwner && (await people.countOwners()) <= 1) {
      throw lastOwner();
    }
    return person;
  }

  return {
    async list() {
      const [listed, open] = await Promise.all([
        people.list(),
        repositories.invitations.listOpen(now()),
      ]);
      return {
        people: listed.sort(byName).map(staffMember),
        invitations: await staffInvitations(repositories, open),
      };
    },

    async changeRights(id, body) {
      const { actingUserId: _actingUserId, ...rights } = validate<RightsChangeBody>(
        rightsChangeBodySchema,
        body,
      );
      const staysOwner = rights.role === 'owner';
      await checkOwnerKept(id, staysOwner);
      const changed = await people.setRights(id, rights);
      if (!changed) throw notFound(NO_SUCH_PERSON);
      // Two owners demoting each other at once both passed the check: whichever then finds no
      // owner left puts its change back (both may), so the agency never stays without one.
      if (!staysOwner && wasOwner(changed.before.role) && (await people.countOwners()) === 0) {
        await people.restoreRights(id, rights, changed.before);
        throw lastOwner();
      }
      // Only an owner invites: links sent by one who no longer is stop working with their rights.
      if (!staysOwner) await repositories.invitations.revokeSentBy(id, now());
      return staffMember(changed.after);
    },

    async remove(id, query) {
      const { actingUserId } = validate<RemovalQuery>(removalQuerySchema, query);
      if (id === actingUserId) throw new ConflictError(SELF_REMOVAL_MESSAGE);
      await checkOwnerKept(id, false);
      const removed = await people.remove(id);
      if (!removed) throw notFound(NO_SUCH_PERSON);
      // As for rights: the last owner removed at the same time as another is put back.
      if (wasOwner(removed.role) && (await people.countOwners()) === 0) {
        await people.restore(removed);
        throw lastOwner();
      }
      // Their sessions already fail once the account is gone; these remove them outright, and
      // the invitations they sent stop working with them.
      await repositories.invitations.revokeSentBy(id, now());
      await repositories.challenges.deleteForUser(id);
      const sessionsEnded = await repositories.sessions.deleteForUser(id);
      return { user: staffMember(listedPersonOf(removed)), sessionsEnded };
    },
  };
}
