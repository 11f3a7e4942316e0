import { HttpError, notFound, UNAUTHORIZED_MESSAGE, validate } from '@reedmere/service-kit';
import type { Router } from 'express';
import type { Repositories } from '../data-access/repositories';
import { DuplicateEmailError } from '../data-access/admin-user-repository';
import { createAdminUser } from '../domain/admin-users';
import { endSession, findLiveSession } from '../domain/sessions';
import { signIn, throttledMessage, type SignInSettings } from '../domain/sign-in';
import {
  loginBodySchema,
  newUserBodySchema,
  type LoginBody,
  type NewUserBody,
} from './request-schemas';

const SESSION_NOT_FOUND = 'Session not found';

export function identityRoutes(repositories: Repositories, settings: SignInSettings) {
  return (router: Router): void => {
    router.post('/login', async (req, res) => {
      const body = validate<LoginBody>(loginBodySchema, req.body);
      const result = await signIn(repositories, settings, body);
      if (result.outcome === 'throttled') {
        res.set('Retry-After', String(Math.ceil(settings.loginWindowMs / 1000)));
        throw new HttpError(429, throttledMessage(settings.loginWindowMs));
      }
      // One answer for an unknown email and a wrong password.
      if (result.outcome === 'unauthorized') throw new HttpError(401, UNAUTHORIZED_MESSAGE);
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
