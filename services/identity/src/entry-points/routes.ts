import { HttpError, UNAUTHORIZED_MESSAGE } from '@reedmere/service-kit';
import type { Router } from 'express';
import type { IdentityUseCases } from '../domain/identity-use-cases';
import {
  BUSY_RETRY_AFTER_SECONDS,
  SIGN_IN_BUSY_MESSAGE,
  throttledMessage,
} from '../domain/sign-in-messages';

/**
 * The identity API (services/README.md). Validation and rules live in the use cases. Express 5
 * passes rejected promises to the error handler.
 */
export function identityRoutes(identity: IdentityUseCases): (router: Router) => void {
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
      res.json({
        user: result.user,
        sessionId: result.sessionId,
        expiresAt: result.expiresAt.toISOString(),
      });
    });

    router.get('/sessions/:id', async (req, res) => {
      const session = await identity.session(req.params.id);
      res.json({ user: session.user, expiresAt: session.expiresAt.toISOString() });
    });

    router.delete('/sessions/:id', async (req, res) => {
      await identity.endSession(req.params.id);
      res.status(204).end();
    });

    router.post('/users', async (req, res) => {
      res.status(201).json(await identity.createUser(req.body));
    });

    router.get('/file-references', async (_req, res) => {
      res.json({ files: await identity.fileReferences() });
    });
  };
}
