import express, { type Router } from 'express';
import Joi from 'joi';
import { registryFor } from '@reedmere/contracts';
import { HttpError, validate } from '@reedmere/service-kit';
import type { RemoteRegistrySource } from '../remote-registry';
import { buildsForVisitor } from '../releases/visitor-registry';

/** `?builds=stable`: the stable builds whoever asks (the renderer's read, see STABLE_REGISTRY_PATH). */
export const remoteRegistryQuerySchema = Joi.object({
  builds: Joi.valid('stable')
    .messages({ 'any.only': 'builds can only be stable (or left out)' })
    .description('`stable`: the stable build of every remote, with no visitor id given'),
});

/**
 * `GET /api/remotes`: remote name -> manifest URL, the builds this visitor gets (a canary's for
 * those of its share). Never cached: it is how remotes are redeployed.
 */
export function remoteRoutes(registry: RemoteRegistrySource, production: boolean): Router {
  const router = express.Router();
  router.get('/remotes', async (req, res) => {
    const query = validate<{ builds?: 'stable' }>(remoteRegistryQuerySchema, { ...req.query });
    res.set('cache-control', 'no-store');
    const current = await registry.current();
    if (!current) throw new HttpError(503, 'The site is being updated. Please try again shortly.');
    res.json(
      query.builds === 'stable'
        ? registryFor(current)
        : buildsForVisitor(req, res, current, production).registry,
    );
  });
  return router;
}
