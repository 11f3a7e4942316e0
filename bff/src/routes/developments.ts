import express, { type RequestHandler, type Router } from 'express';
import { developmentInputSchema, developmentUpdateSchema } from '@reedmere/contracts/schemas';
import { validate } from '@reedmere/service-kit';
import { callService, segment } from '../service-call';
import { updateOf } from '../update-context';
import { pageQueryOf, sendListPage } from '../list-page';
import type { Services } from '../services';

/** Development projects: public reads, admin writes. */
export function developmentRoutes(services: Services, requireAdmin: RequestHandler): Router {
  const router = express.Router();
  const client = services.developments;
  const one = (id: unknown) => `/developments/${segment(id)}`;

  router.get('/developments', async (req, res) => {
    const page = pageQueryOf(req);
    const answer = await callService<unknown[]>(
      client,
      'developments',
      req,
      'GET',
      '/developments',
    );
    sendListPage(req, res, page, answer.body);
  });

  router.get('/developments/:id', async (req, res) => {
    const answer = await callService(client, 'developments', req, 'GET', one(req.params.id));
    res.json(answer.body);
  });

  router.post('/developments', requireAdmin, async (req, res) => {
    const body = validate<object>(developmentInputSchema, req.body);
    const answer = await callService(client, 'developments', req, 'POST', '/developments', {
      body,
    });
    res.status(201).json(answer.body);
  });

  router.put('/developments/:id', requireAdmin, async (req, res) => {
    const body = validate<object>(developmentUpdateSchema, req.body, updateOf(req));
    const answer = await callService(client, 'developments', req, 'PUT', one(req.params.id), {
      body,
    });
    res.json(answer.body);
  });

  router.delete('/developments/:id', requireAdmin, async (req, res) => {
    await callService(client, 'developments', req, 'DELETE', one(req.params.id));
    res.status(204).end();
  });

  return router;
}
