import express, { type Request, type Router } from 'express';
import {
  type InvitationInput,
  type PeopleList,
  type StaffInvitation,
  type StaffMember,
  type StaffRights,
  type StaffSettings,
} from '@reedmere/contracts';
import {
  invitationInputSchema,
  staffRightsSchema,
  staffSettingsInputSchema,
} from '@reedmere/contracts/schemas';
import { HttpError, validate, type Logger, type RequestOptions } from '@reedmere/service-kit';
import type { AuditRecorder } from '../audit/audit-recorder';
import { adminOf } from '../auth/require-admin';
import type { SessionChecker } from '../auth/session-check';
import type { StaffGuard } from '../auth/staff-guard';
import { actingStaffOf, callService, segment } from '../service-call';
import type { Services } from '../services';
import { siteOrigin } from '../site/site-origin';
import { invitationMail } from './invitation-mail';
import { personLabel, rightsChanges } from './rights-changes';

/** Sending again replaces the open link first, so a failure leaves none working: it says so. */
export const INVITATION_NOT_SENT =
  'The invitation could not be sent, so no link to this address works now. Please try again shortly.';

export interface PeopleRouteOptions {
  services: Services;
  staff: StaffGuard;
  audit: AuditRecorder;
  sessions: SessionChecker;
  logger: Logger;
  adminOrigin: string | undefined;
}

/**
 * The owner's management of the staff: the list of people and open invitations, the sign-in
 * settings, inviting by e-mail, withdrawing an invitation, changing a person's rights and removing
 * a person. Identity keeps the accounts and enforces that the agency keeps an owner; the BFF
 * sends the mail through the content service's outbox and records each change in the trail.
 */
export function peopleRoutes(options: PeopleRouteOptions): Router {
  const { services, staff, audit, sessions, logger } = options;
  const router = express.Router();
  const owner = staff({ people: true });
  const identity = (req: Request, method: string, path: string, call: RequestOptions = {}) =>
    callService<unknown>(services.identity, 'people', req, method, path, call);
  const peopleList = async (req: Request) =>
    (await identity(req, 'GET', '/people')).body as PeopleList;

  router.get('/admin/people', ...owner, async (req, res) => {
    res.json(await peopleList(req));
  });

  router.get('/admin/people/settings', ...owner, async (req, res) => {
    res.json((await identity(req, 'GET', '/people/settings')).body);
  });

  router.put('/admin/people/settings', ...owner, async (req, res) => {
    const input = validate<{ requireSecondFactor: boolean }>(staffSettingsInputSchema, req.body);
    const before = (await identity(req, 'GET', '/people/settings')).body as StaffSettings;
    const after = (
      await identity(req, 'PUT', '/people/settings', {
        body: { ...input, actingUserId: adminOf(req).id },
      })
    ).body as StaffSettings;
    if (before.requireSecondFactor !== after.requireSecondFactor) {
      await audit(req, {
        action: 'update',
        entity: { kind: 'account', id: null, label: 'Sign-in settings' },
        changes: [
          {
            field: 'requireSecondFactor',
            before: before.requireSecondFactor,
            after: after.requireSecondFactor,
          },
        ],
      });
    }
    res.json(after);
  });

  router.post('/admin/people/invitations', ...owner, async (req, res) => {
    const input = validate<InvitationInput>(invitationInputSchema, req.body);
    const inviter = adminOf(req);
    const { invitation, token } = (
      await identity(req, 'POST', '/people/invitations', {
        body: { ...input, invitedBy: inviter.id },
      })
    ).body as { invitation: StaffInvitation; token: string };
    const link = `${siteOrigin(req, options.adminOrigin)}/invitation?token=${encodeURIComponent(token)}`;
    const mail = invitationMail({
      to: invitation.email,
      name: invitation.name,
      rights: invitation,
      invitedBy: inviter.name,
      link,
    });
    try {
      await callService(services.content, 'people', req, 'POST', '/notices', {
        body: { kind: 'staff-invitation', ...mail },
      });
    } catch (error) {
      // An invitation nobody received is withdrawn, so the owner's list shows only real ones.
      logger.warn('staff invitation not queued', {
        message: error instanceof Error ? error.message : String(error),
      });
      await services.identity
        .request('DELETE', `/people/invitations/${segment(invitation.id)}`, {
          actingStaff: actingStaffOf(req),
        })
        .catch(() => undefined);
      throw new HttpError(503, INVITATION_NOT_SENT);
    }
    await audit(req, {
      action: 'create',
      entity: {
        kind: 'account',
        id: invitation.id,
        label: `Invitation: ${personLabel(invitation)}`,
      },
      changes: rightsChanges(null, invitation),
    });
    res.status(201).json(invitation);
  });

  router.delete('/admin/people/invitations/:id', ...owner, async (req, res) => {
    const open = (await peopleList(req)).invitations.find(({ id }) => id === req.params.id);
    await identity(req, 'DELETE', `/people/invitations/${segment(req.params.id)}`);
    await audit(req, {
      action: 'delete',
      entity: {
        kind: 'account',
        id: String(req.params.id),
        label: open ? `Invitation: ${personLabel(open)}` : null,
      },
    });
    res.status(204).end();
  });

  router.put('/admin/people/:id', ...owner, async (req, res) => {
    const rights = validate<StaffRights>(staffRightsSchema, req.body);
    const before = (await peopleList(req)).people.find(({ id }) => id === req.params.id) ?? null;
    const member = (
      await identity(req, 'PUT', `/people/${segment(req.params.id)}`, {
        body: { ...rights, actingUserId: adminOf(req).id },
      })
    ).body as StaffMember;
    // Their next request, on this process, is judged by the new rights at once.
    sessions.forgetUser(member.id);
    await audit(req, {
      action: 'update',
      entity: { kind: 'account', id: member.id, label: personLabel(member) },
      changes: rightsChanges(before, member),
    });
    res.json(member);
  });

  router.delete('/admin/people/:id', ...owner, async (req, res) => {
    const { user } = (
      await identity(req, 'DELETE', `/people/${segment(req.params.id)}`, {
        query: { actingUserId: adminOf(req).id },
      })
    ).body as { user: StaffMember; sessionsEnded: number };
    sessions.forgetUser(user.id);
    await audit(req, {
      action: 'delete',
      entity: { kind: 'account', id: user.id, label: personLabel(user) },
      changes: rightsChanges(user, null),
    });
    res.status(204).end();
  });

  return router;
}
