import express, { type Router } from 'express';
import { HttpError } from '@reedmere/service-kit';
import type { RemoteRegistrySource } from '../remote-registry';
import { buildsForVisitor } from '../releases/visitor-registry';

/**
 * `GET /api/remotes`: remote name -> manifest URL, the builds this visitor gets (a canary's for
 * those of its share). Never cached: it is how remotes are redeployed.
 */
export function remoteRoutes(registry: RemoteRegistrySource, production: boolean): Router {
  const router = express.Router();
  router.get('/remotes', async (req, res) => {
    res.set('cache-control', 'no-store');
    const current = await registry.current();
    if (!current) throw new HttpError(503, 'The site is being updated. Please try again shortly.');
    res.json(buildsForVisitor(req, res, current, production).registry);
  });
  return router;
}
