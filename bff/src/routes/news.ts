import express, { type Router } from 'express';
import { newsArticleInputSchema, newsArticleUpdateSchema } from '@reedmere/contracts/schemas';
import type { AuditRecorder } from '../audit/audit-recorder';
import type { StaffGuard } from '../auth/staff-guard';
import { callService, segment } from '../service-call';
import type { Services } from '../services';
import { wholeServiceListRoute } from './every-page';
import { addRecordWrites } from './record-writes';
import { serviceListRoute } from './service-list';
import { serviceRecordRoute } from './service-record';

/** News: the public list and article, the admin's list and (beyond the spec) article writes. */
export function newsRoutes(services: Services, staff: StaffGuard, audit: AuditRecorder): Router {
  const router = express.Router();
  const client = services.news;
  const articles = { client, area: 'news', servicePath: '/articles' } as const;

  // The public reads see published articles only.
  const published = { ...articles, query: { published: true } };
  router.get('/news', serviceListRoute(published));

  // Before `/news/:slug`; `admin` is also a reserved slug in the contracts. The admin's screen
  // filters on the client: every article, read page by page.
  router.get('/news/admin', ...staff({ read: ['news'] }), wholeServiceListRoute(articles));

  router.get('/news/:slug', serviceRecordRoute(published, 'slug'));

  addRecordWrites(router, staff, audit, {
    ...articles,
    path: '/news',
    input: newsArticleInputSchema,
    update: newsArticleUpdateSchema,
    divisions: ['news'],
    kind: 'article',
    noun: 'article',
    services,
    // Articles are read by slug; the admin's writes name them by id.
    stored: async (req) => {
      const path = `/articles/by-id/${segment(req.params.id)}`;
      return (await callService<Record<string, unknown>>(client, 'news', req, 'GET', path)).body;
    },
  });

  return router;
}
