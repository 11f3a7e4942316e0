import type { Router } from 'express';
import type { ContentUseCases } from './content-services';

/**
 * The content API (services/README.md). Validation and rules live in the use cases. Express 5
 * passes rejected promises to the error handler.
 */
export function contentRoutes(useCases: ContentUseCases): (router: Router) => void {
  const { seoPages, enquiries, notices, alerts, outbox } = useCases;
  return (router) => {
    router.get('/seo-pages', async (_req, res) => {
      res.json(await seoPages.list());
    });
    // Keep above any `/seo-pages/:id` route, so 'by-path' is never read as an id.
    router.get('/seo-pages/by-path', async (req, res) => {
      res.json(await seoPages.findActiveByPath(req.query));
    });
    router.post('/seo-pages', async (req, res) => {
      res.status(201).json(await seoPages.create(req.body));
    });
    router.put('/seo-pages/:id', async (req, res) => {
      res.json(await seoPages.replace(req.params.id, req.body));
    });
    router.delete('/seo-pages/:id', async (req, res) => {
      await seoPages.remove(req.params.id);
      res.status(204).end();
    });
    router.get('/file-references', async (_req, res) => {
      res.json({ files: await seoPages.fileReferences() });
    });

    router.post('/enquiries', async (req, res) => {
      res.status(201).json(await enquiries.submit(req.body));
    });
    router.get('/enquiries', async (_req, res) => {
      res.json(await enquiries.list());
    });
    router.patch('/enquiries/:id', async (req, res) => {
      res.json(await enquiries.setRead(req.params.id, req.body));
    });
    router.delete('/enquiries/:id', async (req, res) => {
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
    router.get('/alerts', async (_req, res) => {
      res.json(await alerts.list());
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
    router.delete('/alerts/:id', async (req, res) => {
      await alerts.remove(req.params.id);
      res.status(204).end();
    });

    router.get('/outbox', async (_req, res) => {
      res.json(await outbox.list());
    });
  };
}
