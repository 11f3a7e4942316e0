import http from 'node:http';
import type { Property } from '@reedmere/contracts';
import { createProcessMetrics } from '@reedmere/service-kit';
import { metricSum } from '@reedmere/service-kit/testing';
import { CDN_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../src/public-read-cache';
import { imagesForm } from './support/files';
import { asOwnerOf } from './support/stack';
import { useStack, useStackWithAdmin } from './support/use-stack';

/**
 * Public reads are answered from memory with strong ETags until the data changes: any write
 * through the BFF drops them at once, a write made elsewhere shows after the TTL, and nothing an
 * admin reads is ever stored.
 */

const propertyBody = {
  title: 'Barn conversion',
  description: '<p>Light and space.</p>',
  address: '2 Church Road',
  location: 'Attleborough',
  price: 420000,
  priceType: 'sale',
  propertyType: 'residential',
};

function conditionalGet(url: string, etag: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'if-none-match': etag } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('public reads', () => {
  const metrics = createProcessMetrics('bff', { processMetrics: false });
  // A long TTL: every change seen below comes from the write, not from expiry.
  const { stack, admin } = useStackWithAdmin({
    env: { PUBLIC_CACHE_TTL_MS: '600000' },
    app: { metrics },
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${stack().url}${path}`, { headers });

  it('are kept: the second read comes from memory, with the same strong ETag', async () => {
    const first = await get('/api/properties?limit=12&page=1');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('miss');
    expect(first.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.headers.get('cdn-cache-control')).toBe(CDN_CACHE_CONTROL);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    // The same read with its parameters in another order.
    const second = await get('/api/properties?page=1&limit=12');
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.headers.get('etag')).toBe(etag);
    expect(second.headers.get('x-total-count')).toBe(first.headers.get('x-total-count'));
    expect(await second.text()).toBe(await first.text());
  });

  it('count an answer from memory as a request of the route that gave it', async () => {
    const counted = async () =>
      metricSum(await metrics.registry.metrics(), 'http_requests_total', {
        method: 'GET',
        route: '/api/developments-summary',
        status: '200',
      });
    const before = await counted();
    expect((await get('/api/developments-summary')).status).toBe(200);
    const again = await get('/api/developments-summary');
    expect(again.headers.get('x-cache')).toBe('hit');
    expect((await counted()) - before).toBe(2);
  });

  it('mark a not-found answer no-store: a shared cache must not repeat it', async () => {
    const missing = await get('/api/properties/0123456789abcdef01234567');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect(missing.headers.get('cdn-cache-control')).toBeNull();
  });

  it('answer 304 to a client that has the same bytes', async () => {
    const etag = (await get('/api/developments')).headers.get('etag')!;
    // node:http, as a browser revalidating its cache would ask (fetch adds `no-cache` here).
    const again = await conditionalGet(`${stack().url}/api/developments`, etag);
    expect(again).toEqual({ status: 304, body: '' });
    const changed = await conditionalGet(`${stack().url}/api/developments`, '"something-else"');
    expect(changed.status).toBe(200);
  });

  describe('are dropped by each write through the BFF', () => {
    let property: Property;

    /** Reads the list twice (the second from memory), writes, and reads it again. */
    async function afterWrite(write: () => Promise<Response>, expected: number) {
      await get('/api/properties');
      expect((await get('/api/properties')).headers.get('x-cache')).toBe('hit');
      expect((await write()).status).toBe(expected);
      const after = await get('/api/properties');
      expect(after.headers.get('x-cache')).toBe('miss');
      return (await after.json()) as Property[];
    }

    it('create', async () => {
      const list = await afterWrite(async () => {
        const response = await admin().fetch('/api/properties', {
          method: 'POST',
          json: propertyBody,
        });
        property = (await response.clone().json()) as Property;
        return response;
      }, 201);
      expect(list.map((p) => p.id)).toContain(property.id);
    });

    it('update', async () => {
      const list = await afterWrite(
        () =>
          admin().fetch(`/api/properties/${property.id}`, {
            method: 'PUT',
            json: { ...propertyBody, title: 'Barn conversion, reduced' },
          }),
        200,
      );
      expect(list.find((p) => p.id === property.id)?.title).toBe('Barn conversion, reduced');
    });

    it('the toggles', async () => {
      const hidden = await afterWrite(
        () =>
          admin().fetch(`/api/admin/properties/${property.id}/toggle-hidden`, { method: 'PATCH' }),
        200,
      );
      expect(hidden.map((p) => p.id)).not.toContain(property.id);
      await admin().fetch(`/api/admin/properties/${property.id}/toggle-hidden`, {
        method: 'PATCH',
      });
      const offered = await afterWrite(
        () =>
          admin().fetch(`/api/admin/properties/${property.id}/toggle-under-offer`, {
            method: 'PATCH',
          }),
        200,
      );
      expect(offered.find((p) => p.id === property.id)?.isUnderOffer).toBe(true);
    });

    it('copy', async () => {
      await afterWrite(
        () => admin().fetch(`/api/properties/${property.id}/copy`, { method: 'POST' }),
        201,
      );
    });

    it('an upload', async () => {
      await afterWrite(
        () => admin().fetch('/api/upload/property-images', { method: 'POST', body: imagesForm(1) }),
        201,
      );
    });

    it('delete', async () => {
      const list = await afterWrite(
        () => admin().fetch(`/api/properties/${property.id}`, { method: 'DELETE' }),
        204,
      );
      expect(list.map((p) => p.id)).not.toContain(property.id);
    });

    it('but not by a refused one', async () => {
      await get('/api/properties');
      const refused = await admin().fetch('/api/properties', { method: 'POST', json: {} });
      expect(refused.status).toBe(400);
      expect((await get('/api/properties')).headers.get('x-cache')).toBe('hit');
    });
  });

  it('never keep what an admin reads, nor the session, which say no-store', async () => {
    for (const path of [
      '/api/admin/properties',
      '/api/news/admin',
      '/api/News/Admin',
      '/api/seo-pages',
      '/api/inquiries',
      '/api/auth/user',
    ]) {
      for (let i = 0; i < 2; i += 1) {
        const response = await admin().fetch(path);
        expect({ path, status: response.status }).toEqual({ path, status: 200 });
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(response.headers.get('x-cache')).toBeNull();
      }
      // A visitor after the admin is refused, not served the admin's answer.
      expect((await fetch(`${stack().adminUrl}${path}`)).status).toBe(401);
    }
  });
});

describe('reads of the same answer at once', () => {
  const paths: string[] = [];
  const record = (_msg: string, fields?: Record<string, unknown>) => {
    if (typeof fields?.path === 'string') paths.push(fields.path);
  };
  const stack = useStack({ logger: { info: record, warn: () => {}, error: () => {} } });

  it('make one call to the service, and every one gets the answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${stack().url}/api/properties?limit=3`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const bodies = new Set(await Promise.all(answers.map((answer) => answer.text())));
    expect(bodies.size).toBe(1);
    // The services' own request lines: the listings service was asked once.
    expect(paths.filter((path) => path.startsWith('/properties'))).toEqual(['/properties?limit=3']);
  });
});

describe('a write made elsewhere', () => {
  // The caches' clock moves only when the test says: a busy machine's slow request cannot
  // outlast the TTL by itself.
  let clock = 1_000; // lru-cache takes a start of 0 for "no TTL"
  const stack = useStack({ env: { PUBLIC_CACHE_TTL_MS: '300' }, app: { now: () => clock } });

  it('shows once the short TTL has passed', async () => {
    const read = async () => {
      const response = await fetch(`${stack().url}/api/properties`);
      return {
        cache: response.headers.get('x-cache'),
        list: (await response.json()) as Property[],
      };
    };
    const before = await read();
    // Straight to the listings service, as another BFF replica would.
    const created = await fetch(`${stack().services.listings.http.url}/properties`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...asOwnerOf('listings', 'POST', '/properties'),
      },
      body: JSON.stringify(propertyBody),
    });
    expect(created.status).toBe(201);
    const soon = await read();
    expect(soon.cache).toBe('hit');
    expect(soon.list).toHaveLength(before.list.length);
    clock += 299;
    expect((await read()).cache).toBe('hit');
    clock += 2;
    const later = await read();
    expect(later.cache).toBe('miss');
    expect(later.list).toHaveLength(before.list.length + 1);
  });
});
