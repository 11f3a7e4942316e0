import express, { type RequestHandler, type Router } from 'express';
import { newsArticleInputSchema, newsArticleUpdateSchema } from '@reedmere/contracts/schemas';
import { validate } from '@reedmere/service-kit';
import { callService, segment } from '../service-call';
import { updateOf } from '../update-context';
import { pageQueryOf, sendListPage } from '../list-page';
import type { Services } from '../services';

/** News: the public list and article, the admin's list and (beyond the spec) article writes. */
export function newsRoutes(services: Services, requireAdmin: RequestHandler): Router {
  const router = express.Router();
  const client = services.news;

  router.get('/news', async (req, res) => {
    const page = pageQueryOf(req);
    const answer = await callService<unknown[]>(client, 'news', req, 'GET', '/articles', {
      query: { published: true },
    });
    sendListPage(req, res, page, answer.body);
  });

  // Before `/news/:slug`; `admin` is also a reserved slug in the contracts.
  router.get('/news/admin', requireAdmin, async (req, res) => {
    const page = pageQueryOf(req);
    const answer = await callService<unknown[]>(client, 'news', req, 'GET', '/articles');
    sendListPage(req, res.set('cache-control', 'no-store'), page, answer.body);
  });

  router.get('/news/:slug', async (req, res) => {
    const path = `/articles/${segment(req.params.slug)}`;
    const answer = await callService(client, 'news', req, 'GET', path, {
      query: { published: true },
    });
    res.json(answer.body);
  });

  router.post('/news', requireAdmin, async (req, res) => {
    const body = validate<object>(newsArticleInputSchema, req.body);
    const answer = await callService(client, 'news', req, 'POST', '/articles', { body });
    res.status(201).json(answer.body);
  });

  router.put('/news/:id', requireAdmin, async (req, res) => {
    const body = validate<object>(newsArticleUpdateSchema, req.body, updateOf(req));
    const path = `/articles/${segment(req.params.id)}`;
    const answer = await callService(client, 'news', req, 'PUT', path, { body });
    res.json(answer.body);
  });

  router.delete('/news/:id', requireAdmin, async (req, res) => {
    await callService(client, 'news', req, 'DELETE', `/articles/${segment(req.params.id)}`);
    res.status(204).end();
  });

  return router;
}
