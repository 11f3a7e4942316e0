import { replaceIfMatch } from '@reedmere/service-kit';
import type { Router } from 'express';
import type { PropertyUseCases } from '../domain/property-use-cases';

export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/**
 * The listings API (services/README.md). Validation and rules live in the use cases. Express 5
 * passes rejected promises to the error handler.
 */
export function propertyRoutes(properties: PropertyUseCases): (router: Router) => void {
  return (router) => {
    router.get('/properties', async (req, res) => {
      const { items, total } = await properties.list(req.query);
      res.set(TOTAL_COUNT_HEADER, String(total)).json(items);
    });

    // Before `/properties/:id`, which would otherwise take "under-offer" as an id.
    router.get('/properties/under-offer', async (req, res) => {
      const { items, total } = await properties.listUnderOffer(req.query);
      res.set(TOTAL_COUNT_HEADER, String(total)).json(items);
    });

    router.get('/properties/:id', async (req, res) => {
      res.json(await properties.get(req.params.id, req.query));
    });

    router.post('/properties', async (req, res) => {
      res.status(201).json(await properties.create(req.body));
    });

    router.put('/properties/:id', (req, res) =>
      replaceIfMatch(req, res, (expected) => properties.update(req.params.id, req.body, expected)),
    );

    router.delete('/properties/:id', async (req, res) => {
      await properties.delete(req.params.id);
      res.status(204).end();
    });

    router.post('/properties/:id/copy', async (req, res) => {
      res.status(201).json(await properties.copy(req.params.id));
    });

    router.patch('/properties/:id/toggle-hidden', async (req, res) => {
      res.json(await properties.toggle(req.params.id, 'isHidden'));
    });

    router.patch('/properties/:id/toggle-under-offer', async (req, res) => {
      res.json(await properties.toggle(req.params.id, 'isUnderOffer'));
    });

    router.delete('/properties/:id/images', async (req, res) => {
      res.json(await properties.removeImage(req.params.id, req.body));
    });

    router.get('/file-references', async (_req, res) => {
      res.json({ files: await properties.fileReferences() });
    });
  };
}
