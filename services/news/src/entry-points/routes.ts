import { notFound, validate } from '@reedmere/service-kit';
import type { Router } from 'express';
import Joi from 'joi';
import type { ArticleRepository } from '../data-access/article-repository';
import { parseArticleInput } from '../domain/article-input';
import { referencedFileNames } from '@reedmere/contracts';

export const ARTICLE_NOT_FOUND = 'Article not found';

/** `published=true`: the public view (published and due); otherwise the admin's view. */
const readQuerySchema = Joi.object({ published: Joi.boolean().default(false) });
const publishedOnly = (query: unknown): boolean =>
  validate<{ published: boolean }>(readQuerySchema, query).published;

/** The news API (services/README.md). Express 5 passes rejected promises to the error handler. */
export function articleRoutes(repository: ArticleRepository): (router: Router) => void {
  return (router) => {
    router.get('/articles', async (req, res) => {
      const articles = publishedOnly(req.query)
        ? await repository.listPublished(new Date())
        : await repository.listAll();
      res.json(articles);
    });

    router.get('/articles/:slug', async (req, res) => {
      const publishedBy = publishedOnly(req.query) ? new Date() : undefined;
      const article = await repository.findBySlug(req.params.slug, publishedBy);
      if (!article) throw notFound(ARTICLE_NOT_FOUND);
      res.json(article);
    });

    router.post('/articles', async (req, res) => {
      const fields = parseArticleInput(req.body, new Date());
      res.status(201).json(await repository.create(fields));
    });

    router.put('/articles/:id', async (req, res) => {
      const existing = await repository.findById(req.params.id);
      if (!existing) throw notFound(ARTICLE_NOT_FOUND);
      const fields = parseArticleInput(req.body, new Date(), existing.publishedAt);
      const updated = await repository.update(req.params.id, fields);
      if (!updated) throw notFound(ARTICLE_NOT_FOUND);
      res.json(updated);
    });

    router.delete('/articles/:id', async (req, res) => {
      if (!(await repository.delete(req.params.id))) throw notFound(ARTICLE_NOT_FOUND);
      res.status(204).end();
    });

    router.get('/file-references', async (_req, res) => {
      res.json({ files: referencedFileNames(await repository.featuredImages()) });
    });
  };
}
