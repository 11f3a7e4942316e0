import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadPageData } from '../src/page-data';

/** A small public API: each path answers as the table says, and every call is counted. */
const answers: Record<
  string,
  { status: number; body: string; delayMs?: number; cacheControl?: string; total?: string }
> = {
  '/api/news': { status: 200, body: JSON.stringify([{ title: 'Spring market' }]) },
  '/api/news?page=2&limit=12': {
    status: 200,
    body: JSON.stringify([{ title: 'Spring market' }, { title: 'Rates fall' }]),
    total: '14',
  },
  '/api/news?page=1&limit=12': { status: 200, body: '[]' },
  '/api/news?page=3&limit=12': { status: 200, body: '[]', total: 'many' },
  '/api/properties?page=1&limit=12': {
    status: 200,
    body: JSON.stringify({ message: 'Listings are unavailable' }),
    total: '0',
  },
  '/api/home': {
    status: 200,
    body: JSON.stringify({ residentialSales: [], developments: { error: 'Unavailable' } }),
    cacheControl: 'no-store',
  },
  '/api/news/gone': { status: 404, body: 'Article not found' },
  '/api/seo-pages/path/missing': { status: 404, body: 'Not found' },
  '/api/broken': { status: 500, body: 'Something went wrong' },
  '/api/not-json': { status: 200, body: '<html>' },
  '/api/slow': { status: 200, body: '[]', delayMs: 1500 },
  '/api/a-late-answer': { status: 200, body: '[]', delayMs: 100 },
};
const calls: string[] = [];
const encodings: (string | undefined)[] = [];
let server: http.Server;
let apiOrigin: string;
/** Answers still waiting for their delay: a slow one outlives the read that gave up on it. */
const delayedAnswers = new Set<NodeJS.Timeout>();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    calls.push(req.url ?? '');
    encodings.push(req.headers['accept-encoding']);
    const answer = answers[req.url ?? ''] ?? { status: 404, body: 'Not found' };
    const timer = setTimeout(() => {
      delayedAnswers.delete(timer);
      const headers: Record<string, string> = { 'content-type': 'text/plain' };
      if (answer.cacheControl) headers['cache-control'] = answer.cacheControl;
      if (answer.total !== undefined) headers['x-total-count'] = answer.total;
      res.writeHead(answer.status, headers).end(answer.body);
    }, answer.delayMs ?? 0);
    delayedAnswers.add(timer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const timer of delayedAnswers) clearTimeout(timer);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  calls.length = 0;
});

// A read's limit is the renderer's budget in production; here it is what a busy machine may take
// to answer on loopback, so only the cases about a slow answer give up on one.
const options = () => ({ apiOrigin, timeoutMs: 10_000 });

describe('loadPageData', () => {
  it('reads each key once and keeps the answers by key', async () => {
    const page = await loadPageData(
      [{ key: '/api/news' }, { key: '/api/news', subject: true }],
      options(),
    );
    expect(calls).toEqual(['/api/news']);
    expect(page).toEqual({
      status: 200,
      data: { '/api/news': [{ title: 'Spring market' }] },
      errors: {},
      keep: true,
    });
  });

  it('lists the answers in the order of their keys, whichever came first', async () => {
    const page = await loadPageData(
      [{ key: '/api/news' }, { key: '/api/a-late-answer' }, { key: '/api/broken' }],
      options(),
    );
    expect(calls.indexOf('/api/a-late-answer')).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(page.data)).toBe(
      JSON.stringify({ '/api/a-late-answer': [], '/api/news': [{ title: 'Spring market' }] }),
    );
    expect(Object.keys(page.errors)).toEqual(['/api/broken']);
  });

  it('keeps a counted list read with its total, as the page reads it in the browser', async () => {
    const page = await loadPageData(
      [{ key: '/api/news?page=2&limit=12', counted: true }],
      options(),
    );
    expect(page.data).toEqual({
      '/api/news?page=2&limit=12': {
        items: [{ title: 'Spring market' }, { title: 'Rates fall' }],
        total: 14,
      },
    });
    // Uncounted, the same answer is kept as its body alone, as before.
    const bare = await loadPageData([{ key: '/api/news?page=2&limit=12' }], options());
    expect(bare.data['/api/news?page=2&limit=12']).toEqual([
      { title: 'Spring market' },
      { title: 'Rates fall' },
    ]);
  });

  it('keeps a counted answer as sent when it has no count, a bad count, or is no list', async () => {
    const page = await loadPageData(
      [
        { key: '/api/news?page=1&limit=12', counted: true },
        { key: '/api/news?page=3&limit=12', counted: true },
        { key: '/api/properties?page=1&limit=12', counted: true },
      ],
      options(),
    );
    expect(page.data).toEqual({
      '/api/news?page=1&limit=12': [],
      '/api/news?page=3&limit=12': [],
      '/api/properties?page=1&limit=12': { message: 'Listings are unavailable' },
    });
  });

  it('keeps a key asked for both counted and not as sent, read once', async () => {
    for (const requests of [
      [{ key: '/api/news?page=2&limit=12', counted: true }, { key: '/api/news?page=2&limit=12' }],
      [{ key: '/api/news?page=2&limit=12' }, { key: '/api/news?page=2&limit=12', counted: true }],
    ]) {
      calls.length = 0;
      const page = await loadPageData(requests, options());
      expect(calls).toEqual(['/api/news?page=2&limit=12']);
      expect(Array.isArray(page.data['/api/news?page=2&limit=12'])).toBe(true);
    }
  });

  it('asks for answers uncompressed: on the loopback compression only costs CPU', async () => {
    encodings.length = 0;
    await loadPageData([{ key: '/api/news' }], options());
    expect(encodings).toEqual(['identity']);
  });

  it('gives 404 when the record the page is about does not exist', async () => {
    const page = await loadPageData([{ key: '/api/news/gone', subject: true }], options());
    expect(page.status).toBe(404);
    expect(page.errors['/api/news/gone']).toEqual({ status: 404, message: 'Article not found' });
  });

  it('takes a missing optional record as none, not as an error', async () => {
    const page = await loadPageData(
      [{ key: '/api/seo-pages/path/missing', optional: true }],
      options(),
    );
    expect(page).toEqual({
      status: 200,
      data: { '/api/seo-pages/path/missing': null },
      errors: {},
      keep: true,
    });
  });

  it('keeps a failed read as the error the page shows, and renders the rest', async () => {
    const page = await loadPageData([{ key: '/api/broken' }, { key: '/api/news' }], options());
    expect(page.status).toBe(200);
    expect(page.errors).toEqual({
      '/api/broken': { status: 500, message: 'Something went wrong' },
    });
    expect(page.data['/api/news']).toEqual([{ title: 'Spring market' }]);
  });

  it('reports an answer that is not JSON, a slow one and an unreachable API as unavailable', async () => {
    const slow = await loadPageData([{ key: '/api/not-json' }, { key: '/api/slow' }], {
      apiOrigin,
      timeoutMs: 500,
    });
    expect(slow.errors).toEqual({
      '/api/not-json': { status: 503, message: 'Service Unavailable' },
      '/api/slow': { status: 503, message: 'Service Unavailable' },
    });
    const down = await loadPageData([{ key: '/api/news' }], {
      apiOrigin: 'http://127.0.0.1:9',
      timeoutMs: 500,
    });
    expect(down).toEqual({
      status: 200,
      data: {},
      errors: { '/api/news': { status: 503, message: 'Service Unavailable' } },
      keep: true,
    });
  });

  it('uses an answer that may not be stored, and says the page may not be kept', async () => {
    const page = await loadPageData([{ key: '/api/home' }, { key: '/api/news' }], options());
    expect(page.errors).toEqual({});
    expect(page.data['/api/home']).toEqual({
      residentialSales: [],
      developments: { error: 'Unavailable' },
    });
    expect(page.keep).toBe(false);
  });

  it('never reads anything but the site’s own /api/ paths', async () => {
    const page = await loadPageData(
      [
        { key: '//127.0.0.1:1/api/news' },
        { key: 'http://127.0.0.1:1/api/news' },
        { key: '/api/../health' },
        { key: '/api/%2e%2e/health' },
        { key: '/api\\..\\health' },
        { key: '/health' },
      ],
      options(),
    );
    expect(calls).toEqual([]);
    expect(Object.values(page.errors)).toHaveLength(6);
  });
});
