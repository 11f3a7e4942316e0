import { AGENCY } from '@reedmere/agency';
import {
  MAX_LIST_LIMIT,
  type Development,
  type HomeContent,
  type NewsArticle,
  type Property,
} from '@reedmere/contracts';
import { DEFAULT_LIST_LIMIT } from '@reedmere/contracts/schemas';
import { signedIn, type Caller } from './support/client';
import { listingInput } from './support/listing-input';
import { everyService } from './support/readiness';
import { ADMIN, asOwnerOf, startStack, type TestStack } from './support/stack';
import { useStackWithAdmin } from './support/use-stack';

const property = (overrides: Record<string, unknown> = {}) =>
  listingInput({ bedrooms: 2, bathrooms: 1, ...overrides });

describe('public reads', () => {
  let stack: TestStack;
  let admin: Caller;
  const created: Property[] = [];
  let development: Development;
  let article: NewsArticle;

  beforeAll(async () => {
    stack = await startStack();
    admin = await signedIn(stack.adminUrl, ADMIN);
    const bodies = [
      property({ title: 'Residential one' }),
      property({ title: 'Residential two', isUnderOffer: true }),
      property({ title: 'Residential three', location: 'Dereham' }),
      property({ title: 'Residential four', propertyType: 'Cottage', bedrooms: 4 }),
      property({
        title: 'Shop unit',
        propertyType: 'commercial',
        subType: 'retail',
        bedrooms: null,
      }),
      property({
        title: 'Office to let',
        propertyType: 'commercial',
        priceType: 'rent',
        price: 1500,
      }),
      property({ title: 'Hidden house', isHidden: true }),
    ];
    for (const body of bodies) {
      const response = await admin.fetch('/api/properties', { method: 'POST', json: body });
      expect(response.status).toBe(201);
      created.push((await response.json()) as Property);
    }
    const dev = await admin.fetch('/api/developments', {
      method: 'POST',
      json: { title: 'Riverside homes', status: 'in_progress', projectValue: 1200000 },
    });
    expect(dev.status).toBe(201);
    development = (await dev.json()) as Development;
    const news = await admin.fetch('/api/news', {
      method: 'POST',
      json: {
        title: 'Market in spring',
        slug: 'market-in-spring',
        content: '<p>Busy.</p>',
        isPublished: true,
      },
    });
    expect(news.status).toBe(201);
    article = (await news.json()) as NewsArticle;
    const draft = await admin.fetch('/api/news', {
      method: 'POST',
      json: { title: 'Draft', slug: 'draft-piece', content: '<p>Later.</p>' },
    });
    expect(draft.status).toBe(201);
    const seo = await admin.fetch('/api/seo-pages', {
      method: 'POST',
      json: { pagePath: '/properties/residential', pageTitle: 'Homes for sale in Norfolk' },
    });
    expect(seo.status).toBe(201);
    const home = await admin.fetch('/api/seo-pages', {
      method: 'POST',
      json: { pagePath: '/', pageTitle: 'Reedmere Estates', metaDescription: 'Norfolk agent' },
    });
    expect(home.status).toBe(201);
  });
  afterAll(() => stack?.stop());

  const get = (path: string, init?: RequestInit) => fetch(`${stack.url}${path}`, init);

  describe('GET /api/properties', () => {
    it('lists visible properties, newest first, with X-Total-Count', async () => {
      const response = await get('/api/properties');
      expect(response.status).toBe(200);
      expect(response.headers.get('x-total-count')).toBe('6');
      // The whole list is one page: no Link header.
      expect(response.headers.get('link')).toBeNull();
      const list = (await response.json()) as Property[];
      expect(list.map((p) => p.title)).toEqual([
        'Office to let',
        'Shop unit',
        'Residential four',
        'Residential three',
        'Residential two',
        'Residential one',
      ]);
    });

    it('forwards validated filters, page and limit', async () => {
      const residential = (await (
        await get('/api/properties?propertyType=residential&priceType=sale')
      ).json()) as Property[];
      expect(residential.map((p) => p.title)).toContain('Residential four');
      expect(residential.every((p) => p.title.startsWith('Residential'))).toBe(true);

      const page = await get('/api/properties?propertyType=residential&page=2&limit=3');
      expect(page.headers.get('x-total-count')).toBe('4');
      expect(((await page.json()) as Property[]).map((p) => p.title)).toEqual(['Residential one']);

      const lettings = (await (
        await get('/api/properties?propertyType=commercial&priceType=rent')
      ).json()) as Property[];
      expect(lettings.map((p) => p.title)).toEqual(['Office to let']);

      const found = (await (
        await get('/api/properties?location=dereham&bedrooms=1&minPrice=1000&maxPrice=300000')
      ).json()) as Property[];
      expect(found.map((p) => p.title)).toEqual(['Residential three']);
    });

    it.each([
      ['priceType=lease', 'priceType'],
      ['minPrice=-1', 'minPrice'],
      ['page=0', 'page'],
      ['limit=500', 'limit'],
      ['bedrooms=two', 'bedrooms'],
      ['includeHidden=true', 'includeHidden'],
      ['priceType=sale&priceType=rent', 'priceType'],
    ])('refuses %s with 400 naming the field', async (query, field) => {
      const response = await get(`/api/properties?${query}`);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { message: string; errors: { field: string }[] };
      expect(body.message).toBe('Validation failed');
      expect(body.errors.map((e) => e.field)).toContain(field);
    });
  });

  it('GET /api/properties/under-offer lists the ones under offer', async () => {
    const response = await get('/api/properties/under-offer');
    expect(response.status).toBe(200);
    expect(((await response.json()) as Property[]).map((p) => p.title)).toEqual([
      'Residential two',
    ]);
  });

  it('GET /api/properties/:id answers the property, 404 for hidden, unknown and malformed ids', async () => {
    const response = await get(`/api/properties/${created[0]!.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: created[0]!.id, title: 'Residential one' });

    for (const id of [created[6]!.id, '0123456789abcdef01234567', 'not-an-id']) {
      const missing = await get(`/api/properties/${id}`);
      expect(missing.status).toBe(404);
      const body = (await missing.json()) as { message: string };
      expect(typeof body.message).toBe('string');
    }
  });

  it('GET /api/developments and /api/developments/:id', async () => {
    const list = await get('/api/developments');
    expect(list.status).toBe(200);
    expect(((await list.json()) as Development[]).map((d) => d.title)).toEqual(['Riverside homes']);
    const one = await get(`/api/developments/${development.id}`, {
      headers: { accept: 'application/json', 'content-type': 'application/json' },
    });
    expect(one.status).toBe(200);
    expect(await one.json()).toMatchObject({ title: 'Riverside homes', status: 'in_progress' });
    const missing = await get('/api/developments/0123456789abcdef01234567');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Development not found' });
  });

  it('GET /api/news lists published articles only; /api/news/:slug answers one', async () => {
    const list = (await (await get('/api/news')).json()) as NewsArticle[];
    expect(list.map((a) => a.slug)).toEqual(['market-in-spring']);
    expect(list[0]!.author).toBe(AGENCY.name);

    const one = await get(`/api/news/${article.slug}`);
    expect(one.status).toBe(200);
    expect(await one.json()).toMatchObject({ title: 'Market in spring' });
    expect((await get('/api/news/draft-piece')).status).toBe(404);
    expect((await get('/api/news/no-such-article')).status).toBe(404);
  });

  it('GET /api/seo-pages/path/{key} maps the key to a page path, `home` to /, and answers null for a page with none', async () => {
    const nested = await get('/api/seo-pages/path/properties/residential');
    expect(nested.status).toBe(200);
    expect(await nested.json()).toEqual({
      pagePath: '/properties/residential',
      pageTitle: 'Homes for sale in Norfolk',
      metaDescription: '',
      metaKeywords: '',
      ogTitle: '',
      ogDescription: '',
      ogImage: null,
    });
    const home = await get('/api/seo-pages/path/home');
    expect(await home.json()).toMatchObject({ pagePath: '/', metaDescription: 'Norfolk agent' });
    // A page with no settings of its own: null, not a 404 the browser would report.
    const none = await get('/api/seo-pages/path/contact');
    expect(none.status).toBe(200);
    expect(await none.json()).toBeNull();
  });

  it('GET /api/home composes each home section from its own query', async () => {
    const response = await get('/api/home');
    expect(response.status).toBe(200);
    // Every section loaded: each is a list.
    const home = (await response.json()) as Record<keyof HomeContent, Array<{ title: string }>>;
    expect(home.residentialSales.map((p) => p.title)).toEqual([
      'Residential four',
      'Residential three',
      'Residential two',
    ]);
    expect(home.commercialSales.map((p) => p.title)).toEqual(['Shop unit']);
    expect(home.commercialLettings.map((p) => p.title)).toEqual(['Office to let']);
    expect(home.underOffer.map((p) => p.title)).toEqual(['Residential two']);
    expect(home.developments.map((d) => d.title)).toEqual(['Riverside homes']);
  });

  it('GET /api/health answers while the process runs; /api/ready when every service is up', async () => {
    const health = await get('/api/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await get('/api/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', services: everyService('up') });
  });

  it('answers unknown paths with JSON 404 and sends the security headers', async () => {
    const response = await get('/api/nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'No route for GET /api/nope' });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('content-security-policy')).not.toContain('upgrade-insecure');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('carries the request id', async () => {
    const response = await get('/api/health', { headers: { 'x-request-id': 'abc-123' } });
    expect(response.headers.get('x-request-id')).toBe('abc-123');
  });

  it('answers a malformed JSON body with 400 and no internal detail', async () => {
    const response = await get('/api/inquiries', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Request body is not valid JSON' });
  });
});

describe('property lists longer than a page', () => {
  const { stack, admin } = useStackWithAdmin();
  const visible = DEFAULT_LIST_LIMIT + 4;

  beforeAll(async () => {
    // Straight into the listings service: the reads below are what is tested.
    const add = (body: object) =>
      fetch(`${stack().services.listings.http.url}/properties`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...asOwnerOf('listings', 'POST', '/properties'),
        },
        body: JSON.stringify(body),
      });
    for (let i = 1; i <= visible; i += 1) {
      const response = await add(listingInput({ title: `Home ${i}`, isUnderOffer: true }));
      expect(response.status).toBe(201);
    }
    expect((await add(listingInput({ title: 'Hidden', isHidden: true }))).status).toBe(201);
  });

  const get = (path: string) => fetch(`${stack().url}${path}`);
  const titles = async (response: Response) =>
    ((await response.json()) as Property[]).map((p) => p.title);

  it.each(['/api/properties', '/api/properties/under-offer'])(
    '%s without limit answers the newest DEFAULT_LIST_LIMIT and counts every match',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-total-count')).toBe(String(visible));
      const shown = await titles(response);
      expect(shown).toHaveLength(DEFAULT_LIST_LIMIT);
      expect(shown[0]).toBe(`Home ${visible}`);

      const rest = await get(`${path}?page=2&limit=${MAX_LIST_LIMIT}`);
      expect(await titles(rest)).toEqual(['Home 4', 'Home 3', 'Home 2', 'Home 1']);
      expect(rest.headers.get('link')).toContain('rel="first"');

      const refused = await get(`${path}?limit=${MAX_LIST_LIMIT + 1}`);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { errors: { field: string }[] }).errors).toEqual([
        { field: 'limit', message: `limit must be less than or equal to ${MAX_LIST_LIMIT}` },
      ]);
    },
  );

  it("the admin's list still holds every listing, hidden ones too, read a page at a time", async () => {
    const response = await admin().fetch('/api/admin/properties');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-total-count')).toBe(String(visible + 1));
    const shown = await titles(response);
    expect(new Set(shown).size).toBe(visible + 1);
    expect(shown[0]).toBe('Hidden');
  });
});
