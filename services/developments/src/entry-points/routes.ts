import { replaceIfMatch } from '@reedmere/service-kit';
import type { Router } from 'express';
import type { DevelopmentUseCases } from '../domain/development-use-cases';

export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** The developments API (services/README.md). Express 5 passes rejected promises to the error handler. */
export function developmentRoutes(developments: DevelopmentUseCases): (router: Router) => void {
  return (router) => {
    router.get('/developments', async (req, res) => {
      const { items, total } = await developments.list(req.query);
      res.set(TOTAL_COUNT_HEADER, String(total)).json(items);
    });

    // Beside `/developments/:id`, not under it: no word there can be mistaken for an id.
    router.get('/developments-summary', async (_req, res) => {
      res.json(await developments.summary());
    });

    router.get('/developments/:id', async (req, res) => {
      res.json(await developments.get(req.params.id));
    });

    router.post('/developments', async (req, res) => {
      res.status(201).json(await developments.create(req.body));
    });

    router.put('/developments/:id', (req, res) =>
      replaceIfMatch(req, res, (expected) =>
        developments.update(req.params.id, req.body, expected),
      ),
    );

    router.delete('/developments/:id', async (req, res) => {
      await developments.remove(req.params.id);
      res.status(204).end();
    });

    router.get('/file-references', async (_req, res) => {
      res.json({ files: await developments.fileReferences() });
    });
  };
}
