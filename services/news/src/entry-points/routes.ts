import { listPageKeys, type ListPageQuery } from '@reedmere/contracts/schemas';
import { replaceIfMatch, validate } from '@reedmere/service-kit';
import type { Router } from 'express';
import Joi from 'joi';
import type { ArticleUseCases } from '../domain/article-use-cases';

export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** `published=true`: the public view (published and due); otherwise the admin's view. */
const readQuerySchema = Joi.object({ published: Joi.boolean().default(false) });
const publishedOnly = (query: unknown): boolean =>
  validate<{ published: boolean }>(readQuerySchema, query).published;

/** The list's query: the view, `page` and `limit` (capped; see listPageKeys). */
const listQuerySchema = readQuerySchema.keys(listPageKeys);

/** The news API (services/README.md). Express 5 passes rejected promises to the error handler. */
export function articleRoutes(articles: ArticleUseCases): (router: Router) => void {
  return (router) => {
    router.get('/articles', async (req, res) => {
      const { published, ...page } = validate<ListPageQuery & { published: boolean }>(
        listQuerySchema,
        req.query,
      );
      const { items, total } = await articles.list(published, page);
      res.set(TOTAL_COUNT_HEADER, String(total)).json(items);
    });

    // Two segments, so no slug is ever read as this route.
    router.get('/articles/by-id/:id', async (req, res) => {
      res.json(await articles.byId(req.params.id));
    });

    router.get('/articles/:slug', async (req, res) => {
      res.json(await articles.bySlug(req.params.slug, publishedOnly(req.query)));
    });

    router.post('/articles', async (req, res) => {
      res.status(201).json(await articles.create(req.body));
    });

    router.put('/articles/:id', (req, res) =>
      replaceIfMatch(req, res, (expected) => articles.update(req.params.id, req.body, expected)),
    );

    router.delete('/articles/:id', async (req, res) => {
      await articles.remove(req.params.id);
      res.status(204).end();
    });

    router.get('/file-references', async (_req, res) => {
      res.json({ files: await articles.fileReferences() });
    });
  };
}
