import express from 'express';
import {
  MAX_LIST_LIMIT,
  type Development,
  type NewsArticle,
  type Property,
} from '@reedmere/contracts';
import { silentLogger } from '@reedmere/service-kit';
import { createApp } from '../src/app';
import { createServices } from '../src/services';
import {
  renderSitemap,
  SITEMAP_CACHE_ORIGINS,
  SITEMAP_CACHE_TTL_MS,
  SITEMAP_MAX_URLS,
  SITEMAP_UNAVAILABLE,
  sitemapRoutes,
} from '../src/site/sitemap';
import { signedIn, type Caller } from './support/client';
import { listen, type Listening } from './support/http';
import { listingInput } from './support/listing-input';
import { ADMIN, startStack, type TestStack } from './support/stack';
import { rawGet } from './support/raw-get';

const PUBLIC_ORIGIN = 'https://www.reedmere.example';
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

const property = (title: string, overrides: Record<string, unknown> = {}) =>
  listingInput({ title, ...overrides });

const locsOf = (xml: string): string[] =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

/**
 * Well-formed enough for a sitemap: one declaration, then elements that open and close in order,
 * text with no bare `<` or `&` (only the five predefined entities).
 */
function expectWellFormed(xml: string): void {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.slice(xml.indexOf('?>') + 2);
  const open: string[] = [];
  const tag = /<(\/?)([A-Za-z]+)([^<>]*)>|([^<]+)/g;
  let consumed = 0;
  for (const m of body.matchAll(tag)) {
    expect(m.index).toBe(consumed);
    consumed += m[0].length;
    if (m[4] !== undefined) {
      expect(m[4]).not.toMatch(/&(?!(?:amp|lt|gt|quot|apos);)/);
      continue;
    }
    if (m[1]) expect(open.pop()).toBe(m[2]);
    else open.push(m[2]!);
  }
  expect(consumed).toBe(body.length);
  expect(open).toEqual([]);
}

const varyOf = (response: Response): string[] =>
  (response.headers.get('vary') ?? '').split(',').map((v) => v.trim().toLowerCase());

describe('/sitemap.xml and /robots.txt', () => {
  // The stack's clock: the sitemap it built is only read again once this moves on.
  let time = Date.now();
  let stack: TestStack;
  let admin: Caller;
  let visible: Property;
  let hidden: Property;
  let development: Development;
  let article: NewsArticle;
  const extra: Listening[] = [];

  beforeAll(async () => {
    stack = await startStack({ app: { now: () => time } });
    admin = await signedIn(stack.adminUrl, ADMIN);
    const create = async <T>(path: string, json: unknown): Promise<T> => {
      const response = await admin.fetch(path, { method: 'POST', json });
      expect(response.status).toBe(201);
      return (await response.json()) as T;
    };
    // More visible properties than one page of the listings service holds.
    for (let i = 0; i < MAX_LIST_LIMIT + 2; i += 1) {
      await create<Property>('/api/properties', property(`Filler ${i}`));
    }
    visible = await create<Property>('/api/properties', property('Flint cottage'));
    hidden = await create<Property>('/api/properties', property('Secret barn', { isHidden: true }));
    development = await create<Development>('/api/developments', {
      title: 'Riverside homes',
      status: 'in_progress',
    });
    article = await create<NewsArticle>('/api/news', {
      title: 'Market in spring',
      slug: 'market-in-spring',
      content: '<p>Busy.</p>',
      isPublished: true,
      publishedAt: '2026-03-02T09:00:00.000Z',
    });
    await create<NewsArticle>('/api/news', {
      title: 'Draft',
      slug: 'draft-piece',
      content: '<p>Later.</p>',
    });
  }, 60000);
  afterAll(async () => {
    await Promise.all(extra.map((l) => l.close()));
    await stack?.stop();
  });

  const app = async (overrides: Partial<TestStack['config']>, now?: () => number) => {
    const config = { ...stack.config, ...overrides };
    const listening = await listen(
      createApp({ config, logger: silentLogger, services: createServices(config), now }),
    );
    extra.push(listening);
    return listening;
  };

  /**
   * The sitemap or robots.txt as a browser asks for it: 200 of the given type. Its URLs follow the
   * Host header, so no shared cache may keep it.
   */
  const fetchPerHostFile = async (path: string, contentType: string) => {
    const response = await fetch(`${stack.url}${path}`, { headers: HTML });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(contentType);
    expect(response.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(varyOf(response)).toContain('host');
    return response;
  };

  describe('the sitemap', () => {
    it('lists every public page as an absolute URL on the request origin', async () => {
      // A browser-like Accept and no cookie: still the sitemap, not a page or a 401.
      const response = await fetchPerHostFile('/sitemap.xml', 'application/xml; charset=utf-8');
      const xml = await response.text();
      expectWellFormed(xml);
      expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');

      const locs = locsOf(xml);
      for (const loc of locs) expect(loc.startsWith(`${stack.url}/`)).toBe(true);
      expect(new Set(locs).size).toBe(locs.length);
      for (const path of ['/', '/contact', '/properties', '/news', '/developments', '/epc']) {
        expect(locs).toContain(`${stack.url}${path}`);
      }
      expect(locs).toContain(`${stack.url}/property/${visible.id}`);
      expect(locs).not.toContain(`${stack.url}/property/${hidden.id}`);
      expect(locs).toContain(`${stack.url}/developments/${development.id}`);
      expect(locs).toContain(`${stack.url}/news/market-in-spring`);
      expect(locs).not.toContain(`${stack.url}/news/draft-piece`);
      expect(locs.filter((l) => l.includes('/property/'))).toHaveLength(MAX_LIST_LIMIT + 3);
      expect(locs.some((l) => /\/admin(?:\/|$)/.test(l))).toBe(false);
      expect(locs.some((l) => l.includes(':id') || l.includes(':slug'))).toBe(false);
    });

    it("an article's lastmod is the later of updatedAt and publishedAt, as a date", async () => {
      const xml = await (await fetch(`${stack.url}/sitemap.xml`)).text();
      const entry = new RegExp(
        `<url><loc>${stack.url}/news/market-in-spring</loc><lastmod>(\\d{4}-\\d{2}-\\d{2})</lastmod></url>`,
      ).exec(xml);
      expect(entry?.[1]).toBe(article.updatedAt.slice(0, 10));
      const lastmods = [...xml.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((m) => m[1]);
      for (const value of lastmods) expect(value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it('uses PUBLIC_ORIGIN when it is set, and then any cache may keep it', async () => {
      const site = await app({ publicOrigin: PUBLIC_ORIGIN });
      const response = await fetch(`${site.url}/sitemap.xml`);
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(varyOf(response)).not.toContain('host');
      const locs = locsOf(await response.text());
      expect(locs).toContain(`${PUBLIC_ORIGIN}/`);
      expect(locs).toContain(`${PUBLIC_ORIGIN}/property/${visible.id}`);
      for (const loc of locs) expect(loc.startsWith(`${PUBLIC_ORIGIN}/`)).toBe(true);
    });

    it('escapes every URL for XML', async () => {
      const response = await rawGet(stack.url, '/sitemap.xml', { host: 'reedmere.test&x=<y>' });
      expect(response.status).toBe(200);
      expect(response.body).toContain('<loc>http://reedmere.test&amp;x=&lt;y&gt;/contact</loc>');
      expectWellFormed(response.body);

      const xml = renderSitemap('https://a.example', [
        { path: '/news/it\'s-&-<new>"', lastmod: '2026-01-02' },
      ]);
      expect(xml).toContain(
        '<url><loc>https://a.example/news/it&apos;s-&amp;-&lt;new&gt;&quot;</loc><lastmod>2026-01-02</lastmod></url>',
      );
      expectWellFormed(xml);
    });

    it('stays within the URL cap', async () => {
      expect(SITEMAP_MAX_URLS).toBe(50_000);
      const small = express();
      small.use(
        sitemapRoutes({
          config: stack.config,
          services: stack.clients,
          logger: silentLogger,
          maxUrls: 25,
        }),
      );
      const server = await listen(small);
      extra.push(server);
      const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
      expectWellFormed(xml);
      const locs = locsOf(xml);
      expect(locs).toHaveLength(25);
      expect(locs).toContain(`${server.url}/`);
    });

    it('keeps the XML in memory for five minutes per origin; a failure is never kept', async () => {
      // One stub stands in for listings, developments and news, and counts what reaches it.
      const calls: string[] = [];
      let failing = false;
      const stub = express();
      stub.use((req, res) => {
        calls.push(req.path);
        if (failing) res.status(500).json({ message: 'down' });
        else res.json([]);
      });
      const services = await listen(stub);
      extra.push(services);
      let clock = Date.now();
      const site = await app(
        {
          serviceUrls: {
            ...stack.config.serviceUrls,
            listings: services.url,
            developments: services.url,
            news: services.url,
          },
        },
        () => clock,
      );
      const listingCalls = () => calls.filter((p) => p === '/properties').length;
      const get = (host?: string) => rawGet(site.url, '/sitemap.xml', host ? { host } : {});

      const first = await get();
      expect(first.status).toBe(200);
      expect(listingCalls()).toBe(1);
      expect(calls).toHaveLength(3);
      clock += SITEMAP_CACHE_TTL_MS - 1;
      expect(await get()).toEqual(first);
      expect(calls).toHaveLength(3);

      // Another Host is another sitemap, built on its own.
      const other = await get('other.example');
      expect(locsOf(other.body)).toContain('http://other.example/');
      expect(calls).toHaveLength(6);

      // Five minutes on, the first origin is read again; the other is still fresh.
      clock += 1;
      expect(await get()).toEqual(first);
      expect(listingCalls()).toBe(3);
      expect((await get('other.example')).body).toBe(other.body);
      expect(listingCalls()).toBe(3);

      // A failed build answers 503 and leaves nothing behind: the next request builds again.
      clock += SITEMAP_CACHE_TTL_MS;
      failing = true;
      expect((await get()).status).toBe(503);
      failing = false;
      const before = listingCalls();
      expect(await get()).toEqual(first);
      expect(listingCalls()).toBe(before + 1);
      expect(await get()).toEqual(first);
      expect(listingCalls()).toBe(before + 1);

      // Only a few origins are kept: more Hosts push the oldest out.
      calls.length = 0;
      for (let i = 0; i < SITEMAP_CACHE_ORIGINS; i += 1) await get(`h${i}.example`);
      expect(listingCalls()).toBe(SITEMAP_CACHE_ORIGINS);
      await get(`h${SITEMAP_CACHE_ORIGINS - 1}.example`);
      expect(listingCalls()).toBe(SITEMAP_CACHE_ORIGINS);
      await get();
      expect(listingCalls()).toBe(SITEMAP_CACHE_ORIGINS + 1);
    });

    it('a news service that does not answer: 503 with a short text, never a partial sitemap', async () => {
      const site = await app({
        serviceUrls: { ...stack.config.serviceUrls, news: 'http://127.0.0.1:9' },
      });
      const response = await fetch(`${site.url}/sitemap.xml`);
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toBe(SITEMAP_UNAVAILABLE);
    });
  });

  describe('robots.txt', () => {
    it('keeps crawlers out of /admin and /api/ and names the sitemap', async () => {
      const response = await fetchPerHostFile('/robots.txt', 'text/plain; charset=utf-8');
      expect((await response.text()).split('\n')).toEqual([
        'User-agent: *',
        'Disallow: /admin',
        'Allow: /api/files/',
        'Disallow: /api/',
        'Allow: /',
        `Sitemap: ${stack.url}/sitemap.xml`,
        '',
      ]);
      const site = await app({ publicOrigin: PUBLIC_ORIGIN });
      const configured = await fetch(`${site.url}/robots.txt`);
      expect(configured.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(varyOf(configured)).not.toContain('host');
      const text = await configured.text();
      expect(text).toContain(`\nSitemap: ${PUBLIC_ORIGIN}/sitemap.xml\n`);
    });
  });

  // Last: stopping a service cannot be undone for this stack.
  describe('when listings is stopped', () => {
    it('the sitemap answers 503 with a short text, nothing internal', async () => {
      await stack.stopService('listings');
      // Past the cache window of the sitemap the earlier tests built.
      time += SITEMAP_CACHE_TTL_MS;
      const response = await fetch(`${stack.url}/sitemap.xml`, {
        signal: AbortSignal.timeout(5000),
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(response.headers.get('retry-after')).toBe('60');
      const text = await response.text();
      expect(text).toBe(SITEMAP_UNAVAILABLE);
      expect(text).not.toMatch(/<urlset|fetch failed|Error|at /);
      // robots.txt needs no service.
      expect((await fetch(`${stack.url}/robots.txt`)).status).toBe(200);
    });
  });
});
