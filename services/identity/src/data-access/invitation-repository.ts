import type { StaffRights } from '@reedmere/contracts';
import { isDuplicateKeyError, isObjectId } from '@reedmere/service-kit';
import type { Connection } from 'mongoose';
import { invitationModel, type InvitationRecord } from './invitation-model';
import { close, openAt, replaceOpen, singleUseLinks } from './single-use-links';

/** An invitation that can still be used, as the domain reads it. */
export interface OpenInvitation extends StaffRights {
  id: string;
  email: string;
  name: string;
  invitedBy: string;
  createdAt: Date;
  expiresAt: Date;
}

export interface NewInvitation extends StaffRights {
  email: string;
  name: string;
  tokenHash: string;
  invitedBy: string;
  createdAt: Date;
  expiresAt: Date;
}

/** How many times a replacement is tried when other invitations to the address race it. */
const REPLACE_TRIES = 3;

const toOpen = (record: InvitationRecord): OpenInvitation => ({
  id: String(record._id),
  email: record.email,
  name: record.name,
  role: record.role,
  divisions: record.role === 'editor' ? [...record.divisions] : [],
  invitedBy: String(record.invitedBy),
  createdAt: record.createdAt,
  expiresAt: record.expiresAt,
});

export function createInvitationRepository(connection: Connection) {
  const model = invitationModel(connection);
  return {
    model,

    /**
     * Stores the invitation in place of any other still open to the same address, whose link
     * stops working. The unique index on open invitations' emails settles a race between two.
     */
    async replace(invitation: NewInvitation): Promise<OpenInvitation> {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return toOpen(
            await replaceOpen(model, { email: invitation.email, open: true }, invitation),
          );
        } catch (error) {
          if (!isDuplicateKeyError(error) || attempt >= REPLACE_TRIES) throw error;
        }
      }
    },

    /** Open invitations, newest first. */
    async listOpen(now: Date): Promise<OpenInvitation[]> {
      const records = await model
        .find(openAt(now))
        .sort({ createdAt: -1, _id: -1 })
        .lean<InvitationRecord[]>();
      return records.map(toOpen);
    },

    ...singleUseLinks(model, toOpen),

    /** Withdraws every open invitation the person sent; how many there were. */
    async revokeSentBy(userId: string, now: Date): Promise<number> {
      const result = await model.updateMany(
        { invitedBy: userId, ...openAt(now) },
        close('revokedAt', now),
      );
      return result.modifiedCount;
    },

    /** Withdraws an open invitation; false when there is none by that id. */
    async revoke(id: string, now: Date): Promise<boolean> {
      if (!isObjectId(id)) return false;
      const result = await model.updateOne({ _id: id, ...openAt(now) }, close('revokedAt', now));
      return result.modifiedCount === 1;
    },
  };
}

export type InvitationRepository = ReturnType<typeof createInvitationRepository>;
