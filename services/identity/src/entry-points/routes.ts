import {
  INVITATION_TOKEN_HEADER,
  PASSWORD_RESET_TOKEN_HEADER,
  type AuditEntityKind,
  type StaffNeed,
} from '@reedmere/contracts';
import { HttpError, staffOnly, UNAUTHORIZED_MESSAGE } from '@reedmere/service-kit';
import type { Request, Response, Router } from 'express';
import { BusyError, ThrottledError } from '../domain/account-use-cases';
import { SessionEndedError, type IdentityUseCases } from '../domain/identity-use-cases';
import type { SecondStepResult } from '../domain/second-factor-sign-in';
import {
  BUSY_RETRY_AFTER_SECONDS,
  CHALLENGE_EXPIRED_MESSAGE,
  SIGN_IN_BUSY_MESSAGE,
  throttledMessage,
} from '../domain/sign-in-messages';
import type { SignedIn } from '../domain/sign-in';

/** The header the BFF names the caller's own session in (kept out of paths, which are logged). */
export const SESSION_HEADER = 'x-session-id';

const signedInBody = (
  result: SignedIn & { recoveryCodes?: string[]; recoveryCodesLeft?: number },
) => ({
  step: 'signed-in',
  user: result.user,
  sessionId: result.sessionId,
  expiresAt: result.expiresAt.toISOString(),
  ...(result.recoveryCodes && { recoveryCodes: result.recoveryCodes }),
  ...(result.recoveryCodesLeft !== undefined && { recoveryCodesLeft: result.recoveryCodesLeft }),
});

/**
 * A sign-in's second step: a session, 401 for a wrong code (with the owner's notice for the BFF
 * when the account reached the back-off threshold), 404 once it has expired.
 */
function sendSecondStep(res: Response, result: SecondStepResult): void {
  if (result.outcome === 'expired') throw new HttpError(404, CHALLENGE_EXPIRED_MESSAGE);
  if (result.outcome === 'wrong-code') {
    res
      .status(401)
      .json({ message: result.message, ...(result.notice && { notice: result.notice }) });
    return;
  }
  res.json(signedInBody(result));
}

/** Runs an account route as the user of the session the BFF names; passes waits on. */
function asAccount(
  handler: (sessionId: string, req: Request, res: Response) => Promise<void>,
): (req: Request, res: Response) => Promise<void> {
  return async (req, res) => {
    const sessionId = req.get(SESSION_HEADER);
    if (!sessionId) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
    try {
      await handler(sessionId, req, res);
    } catch (error) {
      if (error instanceof ThrottledError) {
        res.set('Retry-After', String(Math.ceil(error.retryAfterMs / 1000)));
      }
      if (error instanceof BusyError) res.set('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
      throw error;
    }
  };
}

/** An account route answering, as JSON, what `answer` makes of the session and the body. */
function answerAsAccount(
  answer: (sessionId: string, body: unknown) => Promise<unknown>,
): (req: Request, res: Response) => Promise<void> {
  return asAccount(async (sessionId, req, res) => {
    res.json(await answer(sessionId, req.body));
  });
}

/**
 * The kinds of record whose own history anyone who may see the record reads (a listing's history,
 * the "who saved in between" of an editor's save). Identity cannot know a record's division, so
 * any signed-in person may read the trail of one such record. Staff accounts (sign-ins and their
 * addresses), enquiries and alerts are people's data: their trail is the owner's and managers'.
 */
const RECORD_HISTORY_KINDS: readonly AuditEntityKind[] = [
  'property',
  'development',
  'article',
  'seo-page',
  'file',
];

/** The trail of one content record: any signed-in person; anything wider: the activity right. */
function auditTrailNeed(req: Request): StaffNeed {
  const { kind, entityId } = req.query;
  const oneRecord =
    typeof entityId === 'string' &&
    entityId.trim() !== '' &&
    RECORD_HISTORY_KINDS.some((recordKind) => recordKind === kind);
  return oneRecord ? { account: true } : { activity: true };
}

/**
 * The identity API (services/README.md). Validation and rules live in the use cases. Express 5
 * passes rejected promises to the error handler.
 */
export function identityRoutes(identity: IdentityUseCases): (router: Router) => void {
  const { account } = identity;
  // The owner's management of the staff, as the BFF's `/admin/people...` routes.
  const owner = staffOnly({ people: true });
  return (router) => {
    router.post('/login', async (req, res) => {
      const result = await identity.signIn(req.body);
      if (result.outcome === 'busy') {
        res.set('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
        throw new HttpError(503, SIGN_IN_BUSY_MESSAGE);
      }
      if (result.outcome === 'throttled') {
        res.set('Retry-After', String(Math.ceil(result.retryAfterMs / 1000)));
        throw new HttpError(429, throttledMessage(result.retryAfterMs));
      }
      // One answer for an unknown email and a wrong password. The notice is for the BFF, which
      // queues it in the content service's outbox; the client never sees it.
      if (result.outcome === 'unauthorized') {
        res
          .status(401)
          .json({ message: UNAUTHORIZED_MESSAGE, ...(result.notice && { notice: result.notice }) });
        return;
      }
      if (result.outcome === 'signed-in') {
        res.json(signedInBody(result));
        return;
      }
      res.json({
        step: result.outcome,
        challengeId: result.challengeId,
        expiresAt: result.expiresAt.toISOString(),
      });
    });

    router.post('/login/second-factor', async (req, res) => {
      sendSecondStep(res, await identity.proveSecondFactor(req.body));
    });

    router.post('/login/second-factor-setup', async (req, res) => {
      res.json(await identity.secondFactorSetup(req.body));
    });

    router.post('/login/second-factor-setup/confirm', async (req, res) => {
      sendSecondStep(res, await identity.confirmSecondFactorSetup(req.body));
    });

    // The session is named in the header, not the path: paths are written to the request log.
    router.get('/sessions/current', async (req, res) => {
      try {
        const session = await identity.session(req.get(SESSION_HEADER) ?? '');
        res.json({ user: session.user, expiresAt: session.expiresAt.toISOString() });
      } catch (error) {
        if (!(error instanceof SessionEndedError)) throw error;
        res.status(404).json({
          message: error.message,
          reason: error.reason,
          ...(error.idleMinutes !== undefined && { idleMinutes: error.idleMinutes }),
        });
      }
    });

    router.delete('/sessions/current', async (req, res) => {
      await identity.endSession(req.get(SESSION_HEADER) ?? '');
      res.status(204).end();
    });

    router.get(
      '/account/sessions',
      asAccount(async (sessionId, _req, res) => {
        const sessions = await account.sessions(sessionId);
        res.json({
          sessions: sessions.map((session) => ({
            ...session,
            createdAt: session.createdAt.toISOString(),
            lastSeenAt: session.lastSeenAt.toISOString(),
          })),
        });
      }),
    );

    router.delete(
      '/account/sessions/:listedId',
      asAccount(async (sessionId, req, res) => {
        await account.endSession(sessionId, String(req.params.listedId));
        res.status(204).end();
      }),
    );

    router.post(
      '/account/sessions/end-others',
      answerAsAccount(async (sessionId) => ({ ended: await account.endOtherSessions(sessionId) })),
    );

    router.post(
      '/account/password',
      answerAsAccount((sessionId, body) => account.changePassword(sessionId, body)),
    );

    router.get(
      '/account/second-factor',
      answerAsAccount((sessionId) => account.secondFactor(sessionId)),
    );

    router.post(
      '/account/second-factor/setup',
      answerAsAccount((sessionId, body) => account.startSecondFactor(sessionId, body)),
    );

    router.post(
      '/account/second-factor/confirm',
      answerAsAccount((sessionId, body) => account.confirmSecondFactor(sessionId, body)),
    );

    router.post(
      '/account/second-factor/disable',
      asAccount(async (sessionId, req, res) => {
        await account.disableSecondFactor(sessionId, req.body);
        res.status(204).end();
      }),
    );

    // The audit trail: added to and read, never changed or removed through the API. Added to by
    // the BFF for every staff write and for failed sign-ins (no person): open.
    router.post('/audit-events', async (req, res) => {
      res.status(201).json(await identity.auditTrail.record(req.body));
    });

    router.get('/audit-events', staffOnly(auditTrailNeed), async (req, res) => {
      const { items, total } = await identity.auditTrail.list(req.query);
      res.set('X-Total-Count', String(total)).json(items);
    });

    // People, invitations and the staff's settings: the owner's only, here as in the BFF.
    router.get('/people', owner, async (_req, res) => {
      res.json(await identity.people.list());
    });

    // Before `/people/:id`, which would otherwise take `settings` for a person's id.
    router.get('/people/settings', owner, async (_req, res) => {
      res.json(await identity.staffSettings.get());
    });

    router.put('/people/settings', owner, async (req, res) => {
      res.json(await identity.staffSettings.update(req.body));
    });

    router.post('/people/invitations', owner, async (req, res) => {
      res.status(201).json(await identity.invitations.invite(req.body));
    });

    router.delete('/people/invitations/:id', owner, async (req, res) => {
      await identity.invitations.revoke(String(req.params.id));
      res.status(204).end();
    });

    router.put('/people/:id', owner, async (req, res) => {
      res.json(await identity.people.changeRights(String(req.params.id), req.body));
    });

    router.delete('/people/:id', owner, async (req, res) => {
      res.json(await identity.people.remove(String(req.params.id), req.query));
    });

    // Acting on an invitation's link, before the person has an account: open.
    router.get('/invitations/current', async (req, res) => {
      res.json(await identity.invitations.summary(req.get(INVITATION_TOKEN_HEADER) ?? ''));
    });

    router.post('/invitations/accept', async (req, res) => {
      try {
        res.status(201).json(await identity.invitations.accept(req.body));
      } catch (error) {
        if (error instanceof BusyError) res.set('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
        throw error;
      }
    });

    // A forgotten password, asked for and set by someone not signed in: open. 201 with the link's
    // token when the address has an account (the BFF mails it), 202 without one otherwise.
    router.post('/password-resets', async (req, res) => {
      const issued = await identity.passwordResets.request(req.body);
      if (issued) res.status(201).json(issued);
      else res.status(202).json({});
    });

    router.get('/password-resets/current', async (req, res) => {
      res.json(await identity.passwordResets.summary(req.get(PASSWORD_RESET_TOKEN_HEADER) ?? ''));
    });

    router.post('/password-resets/accept', async (req, res) => {
      try {
        res.json(await identity.passwordResets.accept(req.body));
      } catch (error) {
        if (error instanceof BusyError) res.set('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
        throw error;
      }
    });

    // The BFF's sweep of unreferenced files, a background job: open.
    router.get('/file-references', async (_req, res) => {
      res.json({ files: await identity.fileReferences() });
    });
  };
}
