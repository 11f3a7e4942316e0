// The public API calls (docs/product.md#public-calls), over real HTTP against the stack with
// the demo content.
import type { Development, NewsArticle, Property } from '@reedmere/contracts';
import { isResidential } from '@reedmere/contracts';
import { api } from '../src/api';
import { siteUrl } from '../src/site-url';

const list = async (query = '') => {
  const response = await api<Property[]>('demo', `/api/properties${query}`);
  expect(response.status).toBe(200);
  expect(Array.isArray(response.body)).toBe(true);
  return { items: response.body, total: Number(response.headers.get('x-total-count')) };
};

describe('public property calls', () => {
  it('GET /api/properties lists the visible listings, newest first, with X-Total-Count', async () => {
    const { items, total } = await list();
    expect(items.length).toBeGreaterThanOrEqual(25);
    expect(total).toBe(items.length);
    expect(items.every((p) => !p.isHidden)).toBe(true);
    const created = items.map((p) => Date.parse(p.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    for (const p of items) {
      expect(p.id).toMatch(/^[0-9a-f]{24}$/);
      expect(p).not.toHaveProperty('_id');
    }
  });

  it('filters by division as the residential and commercial pages ask', async () => {
    const residential = await list('?propertyType=residential&priceType=sale');
    expect(residential.items.length).toBeGreaterThan(0);
    expect(
      residential.items.every((p) => isResidential(p.propertyType) && p.priceType === 'sale'),
    ).toBe(true);
    const lettings = await list('?propertyType=commercial&priceType=rent');
    expect(lettings.items.length).toBeGreaterThan(0);
    expect(
      lettings.items.every((p) => !isResidential(p.propertyType) && p.priceType === 'rent'),
    ).toBe(true);
    const offices = await list('?propertyType=commercial&subType=office');
    expect(offices.items.length).toBeGreaterThan(0);
    expect(offices.items.every((p) => p.subType === 'office')).toBe(true);
  });

  it('filters by location, price, bedrooms and bathrooms', async () => {
    const holt = await list('?location=HOLT');
    expect(holt.items.length).toBeGreaterThan(0);
    expect(
      holt.items.every((p) => `${p.location} ${p.address}`.toLowerCase().includes('holt')),
    ).toBe(true);
    const priced = await list('?priceType=sale&minPrice=200000&maxPrice=400000');
    expect(priced.items.length).toBeGreaterThan(0);
    expect(priced.items.every((p) => p.price! >= 200000 && p.price! <= 400000)).toBe(true);
    const roomy = await list('?bedrooms=4&bathrooms=2');
    expect(roomy.items.length).toBeGreaterThan(0);
    expect(roomy.items.every((p) => p.bedrooms! >= 4 && p.bathrooms! >= 2)).toBe(true);
  });

  it('pages with page and limit, the total counting every match', async () => {
    const all = await list('?propertyType=residential');
    const first = await list('?propertyType=residential&page=1&limit=12');
    const second = await list('?propertyType=residential&page=2&limit=12');
    expect(first.items).toHaveLength(Math.min(12, all.items.length));
    expect(first.total).toBe(all.items.length);
    expect(second.items.map((p) => p.id)).toEqual(all.items.slice(12, 24).map((p) => p.id));
  });

  it('refuses a bad filter with 400 and a message', async () => {
    const response = await api<{ message: string }>('demo', '/api/properties?minPrice=-5');
    expect(response.status).toBe(400);
    expect(typeof response.body.message).toBe('string');
  });

  it('GET /api/properties/{id} answers the property; unknown and malformed ids 404', async () => {
    const { items } = await list();
    const response = await api<Property>('demo', `/api/properties/${items[0]!.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(items[0]);
    expect((await api('demo', '/api/properties/0123456789abcdef01234567')).status).toBe(404);
    expect((await api('demo', '/api/properties/not-an-id')).status).toBe(404);
  });

  it('GET /api/properties/under-offer lists the visible ones under offer', async () => {
    const response = await api<Property[]>('demo', '/api/properties/under-offer');
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThan(0);
    expect(response.body.every((p) => p.isUnderOffer && !p.isHidden)).toBe(true);
  });

  it('GET /api/home gathers the home page sections', async () => {
    const response = await api<Record<string, unknown[]>>('demo', '/api/home');
    expect(response.status).toBe(200);
    expect(response.body.residentialSales!.length).toBe(3);
    expect(response.body.commercialSales!.length).toBe(3);
    expect(response.body.commercialLettings!.length).toBe(3);
    expect(response.body.underOffer!.length).toBeGreaterThan(0);
    expect(response.body.developments!.length).toBe(2);
  });
});

describe('public developments, SEO, news and files', () => {
  it('GET /api/developments and /api/developments/{id}', async () => {
    const response = await api<Development[]>('demo', '/api/developments');
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThanOrEqual(5);
    expect(new Set(response.body.map((d) => d.status))).toEqual(
      new Set(['planning', 'in_progress', 'completed']),
    );
    const first = response.body[0]!;
    const detail = await api<Development>('demo', `/api/developments/${first.id}`, {
      headers: { accept: 'application/json', 'content-type': 'application/json' },
    });
    expect(detail.status).toBe(200);
    expect(detail.body).toEqual(first);
    expect((await api('demo', '/api/developments/0123456789abcdef01234567')).status).toBe(404);
  });

  it('GET /api/seo-pages/path/home and /path/residential answer the SEO fields', async () => {
    for (const key of ['home', 'residential', 'commercial-sales']) {
      const response = await api<Record<string, unknown>>('demo', `/api/seo-pages/path/${key}`);
      expect({ key, status: response.status }).toEqual({ key, status: 200 });
      expect(response.body).toEqual(
        expect.objectContaining({
          pageTitle: expect.any(String),
          metaDescription: expect.any(String),
          metaKeywords: expect.any(String),
          ogTitle: expect.any(String),
          ogDescription: expect.any(String),
        }),
      );
      expect(response.body).toHaveProperty('ogImage');
    }
    // A page with no settings of its own: null, not a 404 the browser would report.
    const none = await api('demo', '/api/seo-pages/path/no-such-page');
    expect({ status: none.status, body: none.body }).toEqual({ status: 200, body: null });
  });

  it('GET /api/news lists published articles, newest first; /api/news/{slug} one', async () => {
    const response = await api<NewsArticle[]>('demo', '/api/news');
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThanOrEqual(7);
    expect(response.body.every((a) => a.isPublished)).toBe(true);
    const dates = response.body.map((a) => Date.parse(a.publishedAt!));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const article = await api<NewsArticle>('demo', `/api/news/${response.body[0]!.slug}`);
    expect(article.status).toBe(200);
    expect(article.body.slug).toBe(response.body[0]!.slug);
    expect(article.body.content).toContain('<p>');
    // The demo's draft is not public.
    expect((await api('demo', '/api/news/spring-market-preview')).status).toBe(404);
  });

  it('GET /api/files/{name} serves a listed image with long-lived cache headers', async () => {
    const { items } = await list();
    const url = items.find((p) => p.images.length > 0)!.images[0]!;
    const response = await fetch(`${siteUrl('demo')}${url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('etag')).toBeTruthy();
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);

    const hero = await api('demo', '/api/files/static-assets%2Fhome.jpg');
    expect(hero.status).toBe(200);
    expect(hero.headers.get('content-type')).toBe('image/jpeg');
    expect((await api('demo', '/api/files/img-00000000000000000000000000000000.jpg')).status).toBe(
      404,
    );
  });

  it('POST /api/inquiries stores an enquiry: 201', async () => {
    const response = await api('demo', '/api/inquiries', {
      method: 'POST',
      json: {
        firstName: 'Ada',
        lastName: 'Testing',
        email: 'ada@example.com',
        phone: '01603 000000',
        serviceType: 'Property Valuation',
        message: 'Please value my house.',
      },
    });
    expect(response.status).toBe(201);
    const invalid = await api<{ errors?: unknown[] }>('demo', '/api/inquiries', {
      method: 'POST',
      json: { firstName: 'Ada' },
    });
    expect(invalid.status).toBe(400);
  });

  it("GET /api/auth/user on the public site: 404, the session is the admin site's alone", async () => {
    const response = await api<{ message: string }>('demo', '/api/auth/user');
    expect(response.status).toBe(404);
  });
});
