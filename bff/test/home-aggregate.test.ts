import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { startStack, type TestStack } from './support/stack';

/**
 * `GET /api/home` serves every section it could read: a service that hangs costs its own
 * sections only, within the one service-call budget, and such an answer is never stored.
 */
describe('the home aggregate with the developments service hung', () => {
  let stack: TestStack;
  // Accepts connections and never answers: a process that is stopped, not gone.
  const hung = net.createServer(() => {});
  const held = new Set<net.Socket>();
  hung.on('connection', (socket) => held.add(socket));

  beforeAll(async () => {
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    const { port } = hung.address() as AddressInfo;
    stack = await startStack({ env: { DEVELOPMENTS_URL: `http://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await stack?.stop();
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => hung.close(resolve));
  });

  const home = () => fetch(`${stack.url}/api/home`, { signal: AbortSignal.timeout(10000) });

  it('answers 200 within the budget with the listing sections and the developments marked', async () => {
    const started = Date.now();
    const response = await home();
    const elapsed = Date.now() - started;
    expect(response.status).toBe(200);
    // One service-call budget (2 s), not one per section.
    expect(elapsed).toBeLessThan(3500);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Record<string, unknown>;
    expect(body.developments).toEqual({
      error: 'Developments are temporarily unavailable. Please try again shortly.',
    });
    for (const key of ['residentialSales', 'commercialSales', 'commercialLettings', 'underOffer']) {
      expect(Array.isArray(body[key])).toBe(true);
    }
    // Not kept: the next visitor's read asks the services again.
    expect((await home()).headers.get('x-cache')).toBe('miss');
  });

  it('answers 503 when no section could be read', async () => {
    await stack.stopService('listings');
    const response = await home();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      message: 'The home page content is temporarily unavailable. Please try again shortly.',
    });
  });
});
