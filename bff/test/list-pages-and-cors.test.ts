import type { Caller } from './support/client';
import { useStack, useStackWithAdmin } from './support/use-stack';

const PARTNER = 'https://partner.example';

async function seed(admin: Caller): Promise<void> {
  for (const n of [1, 2, 3, 4, 5]) {
    const response = await admin.fetch('/api/properties', {
      method: 'POST',
      json: {
        title: `House ${n}`,
        address: `${n} Mill Lane`,
        location: 'Holt',
        price: 200_000 + n,
      },
    });
    expect(response.status).toBe(201);
  }
  for (const n of [1, 2, 3]) {
    const response = await admin.fetch('/api/news', {
      method: 'POST',
      json: {
        title: `Article ${n}`,
        slug: `article-${n}`,
        content: '<p>Text.</p>',
        isPublished: true,
      },
    });
    expect(response.status).toBe(201);
  }
}

const links = (response: Response): Record<string, string> =>
  Object.fromEntries(
    [...(response.headers.get('link') ?? '').matchAll(/<([^>]+)>; rel="(\w+)"/g)].map((m) => [
      m[2]!,
      m[1]!,
    ]),
  );

describe('lists: page, limit, X-Total-Count and Link', () => {
  const { stack, admin } = useStackWithAdmin();
  beforeAll(() => seed(admin()));

  const get = (path: string) => fetch(`${stack().url}${path}`);

  it('pages the property search, with links to the first, previous, next and last pages', async () => {
    const first = await get('/api/properties?limit=2&location=Holt');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-total-count')).toBe('5');
    expect(((await first.json()) as unknown[]).length).toBe(2);
    expect(links(first)).toEqual({
      first: '/api/properties?limit=2&location=Holt&page=1',
      next: '/api/properties?limit=2&location=Holt&page=2',
      last: '/api/properties?limit=2&location=Holt&page=3',
    });
    const middle = await get('/api/properties?limit=2&location=Holt&page=2');
    expect(links(middle)).toMatchObject({
      prev: '/api/properties?limit=2&location=Holt&page=1',
      next: '/api/properties?limit=2&location=Holt&page=3',
    });
    const last = await get('/api/properties?limit=2&location=Holt&page=3');
    expect(((await last.json()) as unknown[]).length).toBe(1);
    expect(links(last).next).toBeUndefined();
  });

  it('pages lists the BFF holds whole the same way; past the end is an empty page', async () => {
    const page = await get('/api/news?limit=2&page=2');
    expect(page.status).toBe(200);
    expect(page.headers.get('x-total-count')).toBe('3');
    const articles = (await page.json()) as { slug: string }[];
    expect(articles.map((a) => a.slug)).toEqual(['article-1']);
    expect(links(page)).toEqual({
      first: '/api/news?limit=2&page=1',
      prev: '/api/news?limit=2&page=1',
      last: '/api/news?limit=2&page=2',
    });
    const beyond = await get('/api/news?limit=2&page=9');
    expect(await beyond.json()).toEqual([]);
    expect(beyond.headers.get('x-total-count')).toBe('3');
    // `page` alone uses the site's page size of 12.
    const pageOnly = await get('/api/news?page=1');
    expect(links(pageOnly).last).toBe('/api/news?page=1');
  });

  it('answers the first page at the cap without page or limit, with its count and no Link', async () => {
    const whole = await get('/api/news');
    expect(((await whole.json()) as unknown[]).length).toBe(3);
    expect(whole.headers.get('x-total-count')).toBe('3');
    expect(whole.headers.get('link')).toBeNull();
  });

  it('pages the admin lists too', async () => {
    const response = await admin().fetch('/api/admin/properties?limit=1&page=5');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-total-count')).toBe('5');
    expect(((await response.json()) as { title: string }[]).map((p) => p.title)).toEqual([
      'House 1',
    ]);
  });

  it.each([
    ['/api/news?limit=0', 'limit'],
    ['/api/news?limit=51', 'limit'],
    ['/api/developments?page=abc', 'page'],
    ['/api/news?limit=1&limit=2', 'limit'],
    ['/api/properties/under-offer?sort=price', 'sort'],
  ])('refuses %s with 400 naming %s', async (path, field) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: { field: string }[] };
    expect(body.message).toBe('Validation failed');
    expect(body.errors.map((error) => error.field)).toContain(field);
  });
});

describe('reads from other sites (CORS_ORIGINS)', () => {
  const { stack, admin } = useStackWithAdmin({ env: { CORS_ORIGINS: PARTNER } });
  beforeAll(() => seed(admin()));

  const from = (origin: string, path: string, init: RequestInit = {}) =>
    fetch(`${stack().url}${path}`, { ...init, headers: { origin, ...init.headers } });

  it('lets a configured origin read the public API, without credentials', async () => {
    const response = await from(PARTNER, '/api/properties?limit=2');
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('access-control-expose-headers')).toBe('X-Total-Count, Link, ETag');
    expect(response.headers.get('vary')).toMatch(/origin/i);
    const article = await from(PARTNER, '/api/news/article-1');
    expect(article.headers.get('access-control-allow-origin')).toBe(PARTNER);
  });

  it('gives another origin nothing, even for an answer kept in memory for the partner', async () => {
    await from(PARTNER, '/api/news');
    const other = await from('https://elsewhere.example', '/api/news');
    expect(other.status).toBe(200);
    expect(other.headers.get('x-cache')).toBe('hit');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(other.headers.get('vary')).toMatch(/origin/i);
  });

  it('never opens the admin routes or the session to another origin', async () => {
    for (const path of [
      '/api/admin/properties',
      '/api/news/admin',
      '/api/inquiries',
      '/api/auth/user',
      '/api/login',
    ]) {
      const response = await admin().fetch(path, { headers: { origin: PARTNER } });
      expect(`${path} ${response.headers.get('access-control-allow-origin')}`).toBe(`${path} null`);
    }
    const preflight = await from(PARTNER, '/api/properties', {
      method: 'OPTIONS',
      headers: { 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('answers a preflight for a conditional read', async () => {
    const preflight = await from(PARTNER, '/api/properties/under-offer', {
      method: 'OPTIONS',
      headers: {
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'if-none-match',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('If-None-Match');
    const stranger = await from('https://elsewhere.example', '/api/properties/under-offer', {
      method: 'OPTIONS',
      headers: { 'access-control-request-method': 'GET' },
    });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('reads from other sites, by default', () => {
  const stack = useStack();

  it('are off: no CORS header for any origin', async () => {
    const response = await fetch(`${stack().url}/api/properties`, { headers: { origin: PARTNER } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-expose-headers')).toBeNull();
  });
});
