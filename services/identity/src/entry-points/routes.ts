import { HttpError, notFound, UNAUTHORIZED_MESSAGE, validate } from '@reedmere/service-kit';
import type { Router } from 'express';
import type { Repositories } from '../data-access/repositories';
import { DuplicateEmailError } from '../data-access/admin-user-repository';
import { createAdminUser } from '../domain/admin-users';
import { endSession, findLiveSession } from '../domain/sessions';
import { createHashSlots } from '../domain/hash-slots';
import { signIn, type SignInSettings } from '../domain/sign-in';
import {
  BUSY_RETRY_AFTER_SECONDS,
  SIGN_IN_BUSY_MESSAGE,
  throttledMessage,
} from '../domain/sign-in-messages';
import {
  loginBodySchema,
  newUserBodySchema,
  type LoginBody,
  type NewUserBody,
} from './request-schemas';

const SESSION_NOT_FOUND = 'Session not found';

export interface IdentitySettings extends SignInSettings {
  hashConcurrency: number;
  hashQueue: number;
}

export function identityRoutes(repositories: Repositories, settings: IdentitySettings) {
  const hashSlots = createHashSlots({
    concurrency: settings.hashConcurrency,
    queue: settings.hashQueue,
  });
  return (router: Router): void => {
    router.post('/login', async (req, res) => {
      const body = validate<LoginBody>(loginBodySchema, req.body);
      const result = await signIn({ repositories, hashSlots }, settings, body);
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
      const session = await findLiveSession(repositories, req.params.id);
      if (!session) throw notFound(SESSION_NOT_FOUND);
      res.json({ user: session.user, expiresAt: session.expiresAt.toISOString() });
    });

    router.delete('/sessions/:id', async (req, res) => {
      await endSession(repositories, req.params.id);
      res.status(204).end();
    });

    router.post('/users', async (req, res) => {
      const body = validate<NewUserBody>(newUserBodySchema, req.body);
      try {
        res.status(201).json(await createAdminUser(repositories, body));
      } catch (error) {
        if (error instanceof DuplicateEmailError) throw new HttpError(409, error.message);
        throw error;
      }
    });

    // Admin accounts point at no stored files; answered so a sweep can ask every service alike.
    router.get('/file-references', (_req, res) => {
      res.json({ files: [] });
    });
  };
}
