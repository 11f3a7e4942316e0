import { replaceIfMatch, staffOnly } from '@reedmere/service-kit';
import type { Router } from 'express';
import type { DevelopmentUseCases } from '../domain/development-use-cases';

export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/**
 * The writes are staff routes (checked when the service has the BFF's key; see staffOnly), needing
 * the developments division as the BFF's own guard of its /developments writes. Every read is
 * open: no development is hidden, and the admin's list is the same call as the public one.
 */
const changes = staffOnly({ change: ['developments'] });

/**
 * The developments API (services/README.md). Express 5 passes rejected promises to the error
 * handler. A route with parameters and a staff check names its path as the type too: the check
 * would otherwise give the handler untyped parameters.
 */
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

    router.post('/developments', changes, async (req, res) => {
      res.status(201).json(await developments.create(req.body));
    });

    router.put<'/developments/:id'>('/developments/:id', changes, (req, res) =>
      replaceIfMatch(req, res, (expected) =>
        developments.update(req.params.id, req.body, expected),
      ),
    );

    router.delete<'/developments/:id'>('/developments/:id', changes, async (req, res) => {
      await developments.remove(req.params.id);
      res.status(204).end();
    });

    // The BFF's file sweep, a background job: no one is signed in.
    router.get('/file-references', async (_req, res) => {
      res.json({ files: await developments.fileReferences() });
    });
  };
}
