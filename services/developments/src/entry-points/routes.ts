import { notFound } from '@reedmere/service-kit';
import type { Router } from 'express';
import type { DevelopmentRepository } from '../data-access/development-repository';
import { parseDevelopmentInput } from '../domain/development-input';
import { referencedFileNames } from '@reedmere/contracts';

export const DEVELOPMENT_NOT_FOUND = 'Development not found';

/** The developments API (services/README.md). Express 5 passes rejected promises to the error handler. */
export function developmentRoutes(repository: DevelopmentRepository): (router: Router) => void {
  return (router) => {
    router.get('/developments', async (_req, res) => {
      res.json(await repository.list());
    });

    router.get('/developments/:id', async (req, res) => {
      const development = await repository.findById(req.params.id);
      if (!development) throw notFound(DEVELOPMENT_NOT_FOUND);
      res.json(development);
    });

    router.post('/developments', async (req, res) => {
      const input = parseDevelopmentInput(req.body);
      res.status(201).json(await repository.create(input));
    });

    router.put('/developments/:id', async (req, res) => {
      // An unknown id is a 404 before the body is judged.
      if (!(await repository.findById(req.params.id))) throw notFound(DEVELOPMENT_NOT_FOUND);
      const input = parseDevelopmentInput(req.body);
      const updated = await repository.update(req.params.id, input);
      if (!updated) throw notFound(DEVELOPMENT_NOT_FOUND);
      res.json(updated);
    });

    router.delete('/developments/:id', async (req, res) => {
      if (!(await repository.delete(req.params.id))) throw notFound(DEVELOPMENT_NOT_FOUND);
      res.status(204).end();
    });

    router.get('/file-references', async (_req, res) => {
      res.json({ files: referencedFileNames(await repository.imageUrls()) });
    });
  };
}
