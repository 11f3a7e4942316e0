import express, { type Router } from 'express';
import { HttpError } from '@reedmere/service-kit';
import type { RemoteRegistrySource } from '../remote-registry';

/** `GET /api/remotes`: remote name -> manifest URL. Never cached: it is how remotes are redeployed. */
export function remoteRoutes(registry: RemoteRegistrySource): Router {
  const router = express.Router();
  router.get('/remotes', async (_req, res) => {
    res.set('cache-control', 'no-store');
    const current = await registry.current();
    if (!current) throw new HttpError(503, 'The site is being updated. Please try again shortly.');
    res.json(current);
  });
  return router;
}
