import { listPageKeys, type ListPageQuery } from '@reedmere/contracts/schemas';
import { replaceIfMatch, staffOnly, validate } from '@reedmere/service-kit';
import type { RequestHandler, Router } from 'express';
import Joi from 'joi';
import type { ArticleUseCases } from '../domain/article-use-cases';

export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** `published=true`: the public view (published and due); otherwise the admin's view. */
const readQuerySchema = Joi.object({ published: Joi.boolean().default(false) });
const publishedOnly = (query: unknown): boolean =>
  validate<{ published: boolean }>(readQuerySchema, query).published;

/** The list's query: the view, `page` and `limit` (capped; see listPageKeys). */
const listQuerySchema = readQuerySchema.keys(listPageKeys);

/**
 * Staff routes (checked when the service has the BFF's key; see staffOnly): the writes need the
 * news division, as the BFF's own guard of its /news writes; the admin's view, drafts included,
 * needs to read it, as the BFF's /news/admin.
 */
const readsDrafts = staffOnly({ read: ['news'] });
const changes = staffOnly({ change: ['news'] });

/**
 * A read open to any caller in its public view (`published=true`), the admin's view checked as a
 * staff read: the public call comes with no signed-in person, so it is never checked at all.
 */
const draftsForStaff =
  (query: Joi.ObjectSchema): RequestHandler =>
  (req, res, next) =>
    validate<{ published: boolean }>(query, req.query).published
      ? next()
      : readsDrafts(req, res, next);

/**
 * The news API (services/README.md). Express 5 passes rejected promises to the error handler. A
 * route with parameters and a staff check names its path as the type too: the check would
 * otherwise give the handler untyped parameters.
 */
export function articleRoutes(articles: ArticleUseCases): (router: Router) => void {
  return (router) => {
    router.get('/articles', draftsForStaff(listQuerySchema), async (req, res) => {
      const { published, ...page } = validate<ListPageQuery & { published: boolean }>(
        listQuerySchema,
        req.query,
      );
      const { items, total } = await articles.list(published, page);
      res.set(TOTAL_COUNT_HEADER, String(total)).json(items);
    });

    // Two segments, so no slug is ever read as this route.
    router.get<'/articles/by-id/:id'>('/articles/by-id/:id', readsDrafts, async (req, res) => {
      res.json(await articles.byId(req.params.id));
    });

    router.get<'/articles/:slug'>(
      '/articles/:slug',
      draftsForStaff(readQuerySchema),
      async (req, res) => {
        res.json(await articles.bySlug(req.params.slug, publishedOnly(req.query)));
      },
    );

    router.post('/articles', changes, async (req, res) => {
      res.status(201).json(await articles.create(req.body));
    });

    router.put<'/articles/:id'>('/articles/:id', changes, (req, res) =>
      replaceIfMatch(req, res, (expected) => articles.update(req.params.id, req.body, expected)),
    );

    router.delete<'/articles/:id'>('/articles/:id', changes, async (req, res) => {
      await articles.remove(req.params.id);
      res.status(204).end();
    });

    // The BFF's file sweep, a background job: no one is signed in.
    router.get('/file-references', async (_req, res) => {
      res.json({ files: await articles.fileReferences() });
    });
  };
}
