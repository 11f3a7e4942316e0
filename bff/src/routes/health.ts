import express, { type Router } from 'express';
import { SERVICE_NAMES, type ServiceName } from '../config';
import type { Services } from '../services';

/** `/api/health`: the process runs. `/api/ready`: every service answers its own health check. */
export function healthRoutes(services: Services): Router {
  const router = express.Router();

  router.get('/health', (_req, res) => {
    res.set('cache-control', 'no-store').json({ status: 'ok' });
  });

  router.get('/ready', async (_req, res) => {
    const states = await Promise.all(
      SERVICE_NAMES.map(async (name): Promise<[ServiceName, 'up' | 'down']> => {
        try {
          const answer = await services[name].request('GET', '/health');
          return [name, answer.status === 200 ? 'up' : 'down'];
        } catch {
          return [name, 'down'];
        }
      }),
    );
    const ready = states.every(([, state]) => state === 'up');
    res
      .status(ready ? 200 : 503)
      .set('cache-control', 'no-store')
      .json({ status: ready ? 'ok' : 'unavailable', services: Object.fromEntries(states) });
  });

  return router;
}
