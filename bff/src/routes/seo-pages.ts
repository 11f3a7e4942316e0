import express, { type Router } from 'express';
import { pagePathFromLookupKey, type SeoPage } from '@reedmere/contracts';
import { seoPageInputSchema, seoPageUpdateSchema } from '@reedmere/contracts/schemas';
import { HttpError } from '@reedmere/service-kit';
import type { AuditRecorder } from '../audit/audit-recorder';
import type { StaffGuard } from '../auth/staff-guard';
import { callService } from '../service-call';
import type { Services } from '../services';
import { wholeServiceListRoute } from './every-page';
import { addRecordWrites } from './record-writes';

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
export function seoPageRoutes(services: Services, staff: StaffGuard, audit: AuditRecorder): Router {
  const router = express.Router();
  const client = services.content;
  const pages = { client, area: 'seo', servicePath: '/seo-pages' } as const;

  // The key is the path without its leading slash (it may contain slashes), or `home`. A page
  // with no settings of its own answers null rather than 404: most pages have none, and a
  // browser reports every 404 a page's script reads as an error in its console.
  router.get('/seo-pages/path/*key', async (req, res) => {
    const key = ([] as string[]).concat(req.params.key as string | string[]).join('/');
    try {
      const answer = await callService<SeoPage>(client, 'seo', req, 'GET', '/seo-pages/by-path', {
        query: { path: pagePathFromLookupKey(key) },
      });
      res.json(publicFields(answer.body));
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 404)) throw error;
      res.json(null);
    }
  });

  // The admin's screen filters on the client: every record, read page by page.
  router.get('/seo-pages', ...staff({ read: ['news'] }), wholeServiceListRoute(pages));

  addRecordWrites(router, staff, audit, {
    ...pages,
    path: '/seo-pages',
    input: seoPageInputSchema,
    update: seoPageUpdateSchema,
    divisions: ['news'],
    kind: 'seo-page',
    noun: "page's settings",
    services,
  });

  return router;
}
