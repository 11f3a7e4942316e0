import express, { type Router } from 'express';
import { SERVICE_NAMES, type ServiceName } from '../config';
import type { Services } from '../services';

/** How long the renderer has to say whether it is ready. */
const RENDERER_READY_TIMEOUT_MS = 2000;

async function rendererState(rendererUrl: string): Promise<'up' | 'down'> {
  try {
    const answer = await fetch(new URL('/ready', rendererUrl), {
      signal: AbortSignal.timeout(RENDERER_READY_TIMEOUT_MS),
    });
    await answer.arrayBuffer();
    return answer.status === 200 ? 'up' : 'down';
  } catch {
    return 'down';
  }
}

/**
 * `/api/health`: the process runs. `/api/ready`: every service answers its own health check and,
 * where pages are rendered on the server, the renderer has loaded the remotes: until then the
 * first pages would come without their content.
 */
export function healthRoutes(services: Services, rendererUrl?: string): Router {
  const router = express.Router();

  router.get('/health', (_req, res) => {
    res.set('cache-control', 'no-store').json({ status: 'ok' });
  });

  router.get('/ready', async (_req, res) => {
    const [states, renderer] = await Promise.all([
      Promise.all(
        SERVICE_NAMES.map(async (name): Promise<[ServiceName, 'up' | 'down']> => {
          try {
            const answer = await services[name].request('GET', '/health');
            return [name, answer.status === 200 ? 'up' : 'down'];
          } catch {
            return [name, 'down'];
          }
        }),
      ),
      rendererUrl ? rendererState(rendererUrl) : undefined,
    ]);
    const ready = states.every(([, state]) => state === 'up') && renderer !== 'down';
    res
      .status(ready ? 200 : 503)
      .set('cache-control', 'no-store')
      .json({
        status: ready ? 'ok' : 'unavailable',
        services: Object.fromEntries(states),
        ...(renderer ? { renderer } : {}),
      });
  });

  return router;
}
