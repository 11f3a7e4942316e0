import { replaceIfMatch, staffOnly } from '@reedmere/service-kit';
import type { Response, Router } from 'express';
import type { ListAnswer } from '../domain/list-page';
import type { ContentUseCases } from './content-services';

export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** A page of a list, with how many records the whole list holds. */
const sendPage = <T>(res: Response, { items, total }: ListAnswer<T>): void => {
  res.set(TOTAL_COUNT_HEADER, String(total)).json(items);
};

// What each staff route needs of the person the BFF calls it for: the same as the BFF's own route
// (bff/src/routes/seo-pages.ts, enquiries.ts, alerts.ts). The public pages read SEO records by
// path only; the visitors' forms, the alert links, notices (sign-in notices are queued with nobody
// signed in) and the file sweep's `GET /file-references` stay open to the service's callers.
const seoRead = staffOnly({ read: ['news'] });
const seoChange = staffOnly({ change: ['news'] });
const contactsRead = staffOnly({ contacts: 'read' });
const contactsChange = staffOnly({ contacts: 'change' });

/**
 * The content API (services/README.md). Validation and rules live in the use cases. Express 5
 * passes rejected promises to the error handler.
 */
export function contentRoutes(useCases: ContentUseCases): (router: Router) => void {
  const { seoPages, enquiries, notices, alerts, outbox } = useCases;
  return (router) => {
    router.get('/seo-pages', seoRead, async (req, res) => {
      sendPage(res, await seoPages.list(req.query));
    });
    // Keep above any `/seo-pages/:id` route, so 'by-path' is never read as an id.
    router.get('/seo-pages/by-path', async (req, res) => {
      res.json(await seoPages.findActiveByPath(req.query));
    });
    router.get<'/seo-pages/:id'>('/seo-pages/:id', seoRead, async (req, res) => {
      res.json(await seoPages.byId(req.params.id));
    });
    router.post('/seo-pages', seoChange, async (req, res) => {
      res.status(201).json(await seoPages.create(req.body));
    });
    router.put<'/seo-pages/:id'>('/seo-pages/:id', seoChange, (req, res) =>
      replaceIfMatch(req, res, (expected) => seoPages.replace(req.params.id, req.body, expected)),
    );
    router.delete<'/seo-pages/:id'>('/seo-pages/:id', seoChange, async (req, res) => {
      await seoPages.remove(req.params.id);
      res.status(204).end();
    });
    router.get('/file-references', async (_req, res) => {
      res.json({ files: await seoPages.fileReferences() });
    });

    router.post('/enquiries', async (req, res) => {
      const requestId = res.locals.requestId as string | undefined;
      res.status(201).json(await enquiries.submit(req.body, requestId));
    });
    router.get('/enquiries', contactsRead, async (req, res) => {
      sendPage(res, await enquiries.list(req.query));
    });
    router.patch<'/enquiries/:id'>('/enquiries/:id', contactsChange, async (req, res) => {
      res.json(await enquiries.setRead(req.params.id, req.body));
    });
    router.delete<'/enquiries/:id'>('/enquiries/:id', contactsChange, async (req, res) => {
      await enquiries.remove(req.params.id);
      res.status(204).end();
    });

    router.post('/notices', async (req, res) => {
      res.status(201).json(await notices.queue(req.body));
    });

    // Property alerts. The links' tokens travel in bodies, never in a path or query that is logged.
    router.post('/alerts', async (req, res) => {
      await alerts.signUp(req.body);
      res.status(202).json({});
    });
    router.get('/alerts', contactsRead, async (req, res) => {
      sendPage(res, await alerts.list(req.query));
    });
    router.post('/alerts/lookup', async (req, res) => {
      res.json(await alerts.lookUp(req.body));
    });
    router.post('/alerts/confirm', async (req, res) => {
      res.json(await alerts.confirm(req.body));
    });
    router.post('/alerts/unsubscribe', async (req, res) => {
      res.json(await alerts.unsubscribe(req.body));
    });
    router.delete<'/alerts/:id'>('/alerts/:id', contactsChange, async (req, res) => {
      await alerts.remove(req.params.id);
      res.status(204).end();
    });

    router.get('/outbox', contactsRead, async (req, res) => {
      sendPage(res, await outbox.list(req.query));
    });
  };
}
