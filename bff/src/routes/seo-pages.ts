import express, { type RequestHandler, type Router } from 'express';
import { pagePathFromLookupKey, type SeoPage } from '@reedmere/contracts';
import { seoPageInputSchema, seoPageUpdateSchema } from '@reedmere/contracts/schemas';
import { validate } from '@reedmere/service-kit';
import { callService, segment } from '../service-call';
import { updateOf } from '../update-context';
import { pageQueryOf, sendListPage } from '../list-page';
import type { Services } from '../services';

/** The fields a public page needs for its title and meta tags. */
const publicFields = (page: SeoPage) => ({
  pagePath: page.pagePath,
  pageTitle: page.pageTitle,
  metaDescription: page.metaDescription,
  metaKeywords: page.metaKeywords,
  ogTitle: page.ogTitle,
  ogDescription: page.ogDescription,
  ogImage: page.ogImage,
});

/** SEO records: the public lookup by page path and the admin's management. */
export function seoPageRoutes(services: Services, requireAdmin: RequestHandler): Router {
  const router = express.Router();
  const client = services.content;
  const one = (id: unknown) => `/seo-pages/${segment(id)}`;

  // The key is the path without its leading slash (it may contain slashes), or `home`.
  router.get('/seo-pages/path/*key', async (req, res) => {
    const key = ([] as string[]).concat(req.params.key as string | string[]).join('/');
    const answer = await callService<SeoPage>(client, 'seo', req, 'GET', '/seo-pages/by-path', {
      query: { path: pagePathFromLookupKey(key) },
    });
    res.json(publicFields(answer.body));
  });

  router.get('/seo-pages', requireAdmin, async (req, res) => {
    const page = pageQueryOf(req);
    const answer = await callService<unknown[]>(client, 'seo', req, 'GET', '/seo-pages');
    sendListPage(req, res.set('cache-control', 'no-store'), page, answer.body);
  });

  router.post('/seo-pages', requireAdmin, async (req, res) => {
    const body = validate<object>(seoPageInputSchema, req.body);
    const answer = await callService(client, 'seo', req, 'POST', '/seo-pages', { body });
    res.status(201).json(answer.body);
  });

  router.put('/seo-pages/:id', requireAdmin, async (req, res) => {
    const body = validate<object>(seoPageUpdateSchema, req.body, updateOf(req));
    const answer = await callService(client, 'seo', req, 'PUT', one(req.params.id), { body });
    res.json(answer.body);
  });

  router.delete('/seo-pages/:id', requireAdmin, async (req, res) => {
    await callService(client, 'seo', req, 'DELETE', one(req.params.id));
    res.status(204).end();
  });

  return router;
}
