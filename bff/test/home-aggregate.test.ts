import net from 'node:net';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { HOME_COUNTS, type HomeContent } from '@reedmere/contracts';
import { DEFAULT_LIST_LIMIT } from '@reedmere/contracts/schemas';
import { silentLogger } from '@reedmere/service-kit';
import { createApp } from '../src/app';
import type { ServiceName } from '../src/config';
import { PUBLIC_CACHE_CONTROL } from '../src/public-read-cache';
import { createServices } from '../src/services';
import { listen } from './support/http';
import { listingInput } from './support/listing-input';
import { asOwnerOf, startStack, type TestStack } from './support/stack';
import { useStackWithAdmin } from './support/use-stack';

/**
 * Each section is asked for on its own: a section is filled even when none of the newest
 * DEFAULT_LIST_LIMIT listings belongs to it.
 */
describe('the home aggregate over more listings than one page', () => {
  const { stack, admin } = useStackWithAdmin();

  /** Straight to a service, as the demo-content seeding does; answers the record. */
  async function send(service: ServiceName, method: string, path: string, body?: object) {
    const response = await fetch(`${stack().services[service].http.url}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...asOwnerOf(service, method, new URL(path, 'http://service').pathname),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.ok).toBe(true);
    return (await response.json()) as { id: string; title: string };
  }
  const listing = (title: string, overrides: Record<string, unknown> = {}) =>
    send('listings', 'POST', '/properties', listingInput({ title, ...overrides }));
  const commercial = (title: string, priceType: 'sale' | 'rent') =>
    listing(title, { propertyType: 'commercial', subType: 'office', priceType });

  beforeAll(async () => {
    // The oldest: commercial lettings (one under offer) and a commercial sale.
    for (const n of [1, 2, 3, 4]) await commercial(`Office to let ${n}`, 'rent');
    const offered = await commercial('Office to let 5', 'rent');
    await send('listings', 'PATCH', `/properties/${offered.id}/toggle-under-offer`);
    await commercial('Shop for sale', 'sale');
    // Then more homes for sale than one page, all newer.
    for (let n = 1; n <= DEFAULT_LIST_LIMIT + 1; n += 1) await listing(`Home ${n}`);
    for (const n of [1, 2, 3])
      await send('developments', 'POST', '/developments', { title: `Project ${n}` });
  });

  const titles = (section: unknown) => (section as { title: string }[]).map((r) => r.title);

  it('fills every section from its own listings, newest first, up to its count', async () => {
    const response = await fetch(`${stack().url}/api/home`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    const home = (await response.json()) as HomeContent;
    expect(Object.keys(home)).toEqual([
      'residentialSales',
      'commercialSales',
      'commercialLettings',
      'underOffer',
      'developments',
    ]);
    const newest = DEFAULT_LIST_LIMIT + 1;
    expect(titles(home.residentialSales)).toEqual(
      Array.from({ length: HOME_COUNTS.perCategory }, (_, i) => `Home ${newest - i}`),
    );
    expect(titles(home.commercialSales)).toEqual(['Shop for sale']);
    expect(titles(home.commercialLettings)).toEqual([
      'Office to let 5',
      'Office to let 4',
      'Office to let 3',
    ]);
    expect(titles(home.underOffer)).toEqual(['Office to let 5']);
    expect(titles(home.developments)).toEqual(['Project 3', 'Project 2']);

    // Complete, so kept for the next visitor.
    expect((await fetch(`${stack().url}/api/home`)).headers.get('x-cache')).toBe('hit');
  });

  it('gives the under-offer section up to its own count', async () => {
    // Through the BFF, as the admin does: each write drops the kept answer.
    for (let n = 1; n <= HOME_COUNTS.underOffer + 1; n += 1) {
      const created = await admin().fetch('/api/properties', {
        method: 'POST',
        json: listingInput({ title: `Home under offer ${n}` }),
      });
      const { id } = (await created.json()) as { id: string };
      const path = `/api/admin/properties/${id}/toggle-under-offer`;
      expect((await admin().fetch(path, { method: 'PATCH' })).status).toBe(200);
    }
    const home = (await (await fetch(`${stack().url}/api/home`)).json()) as HomeContent;
    expect(titles(home.underOffer)).toEqual(
      Array.from(
        { length: HOME_COUNTS.underOffer },
        (_, i) => `Home under offer ${HOME_COUNTS.underOffer + 1 - i}`,
      ),
    );
  });

  it('asks the listings once per section with its filters and count; a failed call marks its section only', async () => {
    // Stands in for listings: no listing anywhere, and the under-offer list down.
    const asked: string[] = [];
    const stub = express();
    stub.use((req, res) => {
      asked.push(req.originalUrl);
      if (req.path === '/properties/under-offer') res.status(503).json({ message: 'down' });
      else res.set('x-total-count', '0').json([]);
    });
    const listings = await listen(stub);
    const config = {
      ...stack().config,
      serviceUrls: { ...stack().config.serviceUrls, listings: listings.url },
    };
    const site = await listen(
      createApp({ config, logger: silentLogger, services: createServices(config) }),
    );
    try {
      const response = await fetch(`${site.url}/api/home`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const home = (await response.json()) as HomeContent;
      expect(home).toMatchObject({
        residentialSales: [],
        commercialSales: [],
        commercialLettings: [],
        underOffer: { error: 'Properties are temporarily unavailable. Please try again shortly.' },
      });
      expect(titles(home.developments)).toEqual(['Project 3', 'Project 2']);
      const { perCategory, underOffer } = HOME_COUNTS;
      expect(asked.sort()).toEqual(
        [
          `/properties?propertyType=residential&priceType=sale&limit=${perCategory}`,
          `/properties?propertyType=commercial&priceType=sale&limit=${perCategory}`,
          `/properties?propertyType=commercial&priceType=rent&limit=${perCategory}`,
          `/properties/under-offer?limit=${underOffer}`,
        ].sort(),
      );
    } finally {
      await site.close();
      await listings.close();
    }
  });
});

/**
 * `GET /api/home` serves every section it could read: a service that hangs costs its own
 * sections only, within the one service-call budget, and such an answer is never stored.
 */
describe('the home aggregate with the developments service hung', () => {
  /** Long enough for the sections that do answer on a busy machine; shorter than the visitor's wait. */
  const CALL_BUDGET_MS = 4000;
  let stack: TestStack;
  // Accepts connections and never answers: a process that is stopped, not gone.
  const hung = net.createServer(() => {});
  const held = new Set<net.Socket>();
  hung.on('connection', (socket) => held.add(socket));

  beforeAll(async () => {
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    const { port } = hung.address() as AddressInfo;
    stack = await startStack({
      env: {
        DEVELOPMENTS_URL: `http://127.0.0.1:${port}`,
        SERVICE_CALL_TIMEOUT_MS: String(CALL_BUDGET_MS),
      },
    });
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
    // One service-call budget, with room for a busy machine, and not the 10 s the visitor gives up at.
    expect(elapsed).toBeGreaterThanOrEqual(CALL_BUDGET_MS);
    expect(elapsed).toBeLessThan(CALL_BUDGET_MS + 4000);
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
