import {
  DEVELOPMENT_STATUSES,
  MAX_LIST_LIMIT,
  type Development,
  type DevelopmentStatus,
} from '@reedmere/contracts';
import { DEFAULT_LIST_LIMIT } from '@reedmere/contracts/schemas';
import { LIMIT_OVER_MAXIMUM } from '@reedmere/service-kit/testing';
import type { ServiceName } from '../src/config';
import { asOwnerOf } from './support/stack';
import { useStackWithAdmin } from './support/use-stack';

/**
 * Projects, articles and SEO records beyond one page: the public lists answer a page at a time
 * (at most DEFAULT_LIST_LIMIT without `limit`, a larger `limit` refused), the admin's lists and
 * the sitemap read every page.
 */

const COUNT = DEFAULT_LIST_LIMIT + 10;
/** Project n's status: in turn planning, in progress and completed. */
const statusOf = (n: number): DevelopmentStatus => DEVELOPMENT_STATUSES[n % 3]!;
const countOf = (status: DevelopmentStatus) =>
  Array.from({ length: COUNT }, (_, i) => statusOf(i + 1)).filter((s) => s === status).length;
const DRAFTS = 2;
const DAY = 24 * 60 * 60 * 1000;

interface Listed {
  id: string;
}

const idsOf = async (response: Response): Promise<string[]> =>
  ((await response.json()) as Listed[]).map((record) => record.id);

describe('lists of projects, articles and page settings over more than one page', () => {
  const { stack, admin } = useStackWithAdmin();

  /** Straight to a service, as the demo-content seeding does. */
  async function create(service: ServiceName, path: string, body: object): Promise<void> {
    const response = await fetch(`${stack().services[service].http.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...asOwnerOf(service, 'POST', path) },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(201);
  }

  beforeAll(async () => {
    const base = Date.now() - 1000 * DAY;
    for (let n = 1; n <= COUNT; n += 1) {
      await create('developments', '/developments', { title: `Project ${n}`, status: statusOf(n) });
      await create('news', '/articles', {
        title: `Article ${n}`,
        slug: `article-${n}`,
        content: '<p>Text.</p>',
        isPublished: true,
        publishedAt: new Date(base + n * DAY).toISOString(),
      });
      await create('content', '/seo-pages', {
        pagePath: `/page-${String(n).padStart(3, '0')}`,
        pageTitle: `Page ${n}`,
      });
    }
    for (let n = 1; n <= DRAFTS; n += 1) {
      await create('news', '/articles', {
        title: `Draft ${n}`,
        slug: `draft-${n}`,
        content: '<p>Text.</p>',
      });
    }
  });

  const get = (path: string) => fetch(`${stack().url}${path}`);

  describe.each([
    ['/api/developments', COUNT],
    ['/api/news', COUNT],
  ])('the public list %s', (path, total) => {
    it('answers the first DEFAULT_LIST_LIMIT without limit, and counts every one', async () => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-total-count')).toBe(String(total));
      expect(await idsOf(response)).toHaveLength(DEFAULT_LIST_LIMIT);
    });

    it('reaches every one page by page', async () => {
      const first = await get(`${path}?limit=${MAX_LIST_LIMIT}`);
      expect(first.headers.get('link')).toContain(
        `<${path}?limit=${MAX_LIST_LIMIT}&page=2>; rel="next"`,
      );
      const second = await get(`${path}?page=2&limit=${MAX_LIST_LIMIT}`);
      expect(second.headers.get('x-total-count')).toBe(String(total));
      const ids = [...(await idsOf(first)), ...(await idsOf(second))];
      expect(ids).toHaveLength(total);
      expect(new Set(ids).size).toBe(total);
      expect(await idsOf(await get(`${path}?page=3&limit=${MAX_LIST_LIMIT}`))).toEqual([]);
    });

    it('refuses a limit above the maximum with 400 naming the limit', async () => {
      const response = await get(`${path}?limit=${MAX_LIST_LIMIT + 1}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(LIMIT_OVER_MAXIMUM);
    });
  });

  it('lists published articles only, newest publication first', async () => {
    const articles = (await (await get('/api/news?limit=2')).json()) as { slug: string }[];
    expect(articles.map((a) => a.slug)).toEqual([`article-${COUNT}`, `article-${COUNT - 1}`]);
  });

  describe.each([
    ['/api/admin/developments', COUNT],
    ['/api/news/admin', COUNT + DRAFTS],
    ['/api/seo-pages', COUNT],
  ])("the admin's list %s", (path, total) => {
    it('answers every record without page or limit, never stored', async () => {
      const response = await admin().fetch(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-total-count')).toBe(String(total));
      const ids = await idsOf(response);
      expect(new Set(ids).size).toBe(total);
    });

    it('answers one page when asked, and refuses a limit above the maximum', async () => {
      const page = await admin().fetch(`${path}?page=2&limit=${MAX_LIST_LIMIT}`);
      expect(page.headers.get('x-total-count')).toBe(String(total));
      expect(await idsOf(page)).toHaveLength(total - MAX_LIST_LIMIT);
      const refused = await admin().fetch(`${path}?limit=${MAX_LIST_LIMIT + 1}`);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual(LIMIT_OVER_MAXIMUM);
    });

    it('is only for a signed-in admin', async () => {
      expect((await fetch(`${stack().adminUrl}${path}`)).status).toBe(401);
    });
  });

  describe('the projects counted by status, /api/developments-summary', () => {
    const summary = () => get('/api/developments-summary');
    const byStatus = () =>
      Object.fromEntries(DEVELOPMENT_STATUSES.map((status) => [status, countOf(status)]));

    it('counts every project and each status, beyond the first page', async () => {
      const response = await summary();
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ total: COUNT, byStatus: byStatus() });
      expect(Object.values(byStatus()).every((n) => n > 0)).toBe(true);
    });

    it('is a public read, kept like the others and never taken for a project id', async () => {
      await summary();
      const again = await summary();
      expect(again.status).toBe(200);
      expect(again.headers.get('cache-control')).toBe('public, no-cache');
      expect(again.headers.get('x-cache')).toBe('hit');
      expect(again.headers.get('etag')).toBeTruthy();
      expect(((await again.json()) as { total: number }).total).toBe(COUNT);
    });

    it('counts an admin’s new project at once, and forgets it once deleted', async () => {
      expect((await summary()).headers.get('x-cache')).toBe('hit');
      const created = await admin().fetch('/api/developments', {
        method: 'POST',
        json: { title: 'Mill conversion', status: 'completed' },
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as Development;
      const after = await summary();
      expect(after.headers.get('x-cache')).toBe('miss');
      expect(await after.json()).toEqual({
        total: COUNT + 1,
        byStatus: { ...byStatus(), completed: countOf('completed') + 1 },
      });
      expect((await admin().fetch(`/api/developments/${id}`, { method: 'DELETE' })).status).toBe(
        204,
      );
      expect(await (await summary()).json()).toEqual({ total: COUNT, byStatus: byStatus() });
    });
  });

  it('the sitemap still lists every project and every published article', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    const locs = [...(await response.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    const articles = locs.filter((loc) => loc.startsWith(`${stack().url}/news/`));
    const projects = locs.filter((loc) => loc.startsWith(`${stack().url}/developments/`));
    expect(articles).toHaveLength(COUNT);
    expect(articles).toContain(`${stack().url}/news/article-1`);
    expect(articles).not.toContain(`${stack().url}/news/draft-1`);
    expect(projects).toHaveLength(COUNT);
  });
});
