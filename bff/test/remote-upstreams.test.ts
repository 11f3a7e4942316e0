import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { AGENCY } from '@reedmere/agency';
import { silentLogger } from '@reedmere/service-kit';
import { createUpstreamTemplateSource } from '../src/site/upstream-template';
import { signedIn, type Caller } from './support/client';
import { ADMIN, startStack, type TestStack } from './support/stack';
import { rawGet } from './support/raw-get';
import { shellTemplate } from './support/shell-template';

const HTML = { accept: 'text/html' };
const IMMUTABLE = 'public, max-age=31536000, immutable';
const BUILD_ID = '20261122T061500Z-0123abcd';

interface UpstreamFile {
  body: string;
  type?: string;
  cacheControl?: string;
}

interface Upstream {
  url: string;
  files: Map<string, UpstreamFile>;
  /** Every request that reached it: path and headers. */
  seen: Array<{ path: string; headers: http.IncomingHttpHeaders }>;
  close(): Promise<void>;
}

const etagOf = (body: string) => `"${body.length}-${Buffer.from(body).toString('base64url')}"`;

/** A tiny static file server, as a remote's or the shell's own container would be. */
async function startUpstream(): Promise<Upstream> {
  const files = new Map<string, UpstreamFile>();
  const seen: Upstream['seen'] = [];
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    seen.push({ path: url, headers: req.headers });
    if (url.startsWith('/slow/')) return; // never answers
    const file = files.get(url);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not here');
      return;
    }
    const etag = etagOf(file.body);
    const headers: http.OutgoingHttpHeaders = {
      'content-type': file.type ?? 'application/javascript',
      etag,
      ...(file.cacheControl ? { 'cache-control': file.cacheControl } : {}),
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers).end();
      return;
    }
    res.writeHead(200, { ...headers, 'set-cookie': 'upstream=1' }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    files,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** An address where nothing listens: connections are refused at once. */
async function deadAddress(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

function write(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

const TEMPLATE = shellTemplate('Upstream shell title', 'upstream-shell');

describe('remotes and the shell from their own servers, and deployed builds', () => {
  let upstream: Upstream;
  let stack: TestStack;
  let admin: Caller;
  let root: string;

  beforeAll(async () => {
    upstream = await startUpstream();
    const put = (p: string, body: string, cacheControl?: string, type?: string) =>
      upstream.files.set(p, { body, cacheControl, type });
    put('/news/mf-manifest.json', '{"id":"news"}', 'public, max-age=600', 'application/json');
    put('/news/remoteEntry.js', 'var news;', 'public, max-age=600');
    put('/news/412.9c8b7a6f5e4d.js', '/* news chunk */', IMMUTABLE);
    put('/news/favicon.svg', '<svg/>', undefined, 'image/svg+xml');
    put('/admin/mf-manifest.json', '{"id":"admin"}', 'public, max-age=600', 'application/json');
    put('/admin/412.9c8b7a6f5e4d.js', '/* admin chunk */', IMMUTABLE);
    put('/secret.txt', 'outside every remote');
    put('/shell/index.html', TEMPLATE, 'no-cache', 'text/html');
    put('/shell/main.3f9a0c1d2b4e.js', 'console.log("shell");', IMMUTABLE);

    root = mkdtempSync(path.join(tmpdir(), 'bff-upstreams-'));
    write(path.join(root, 'mfe-listings', 'dist', 'remoteEntry.js'), 'var listings; /* default */');
    const deploys = path.join(root, 'deploys');
    const build = path.join(deploys, 'listings', BUILD_ID);
    write(path.join(build, 'mf-manifest.json'), '{"id":"listings","deployed":true}');
    write(path.join(build, '412.9c8b7a6f5e4d.js'), '/* deployed listings chunk */');
    write(path.join(deploys, 'listings', '.staging-1', 'dist', 'remoteEntry.js'), 'half-built');
    write(path.join(deploys, 'listings', 'bundle-report.json'), '{}');

    stack = await startStack({
      env: {
        REMOTE_UPSTREAMS: [
          `news=${upstream.url}/news/`,
          `admin=${upstream.url}/admin`,
          `calculators=${await deadAddress()}`,
          `developments=${upstream.url}/slow`,
        ].join(','),
        SHELL_UPSTREAM: `${upstream.url}/shell`,
        REMOTES_DIR: root,
        REMOTE_DEPLOYS_DIR: deploys,
        UPSTREAM_TIMEOUT_MS: '400',
      },
    });
    admin = await signedIn(stack.adminUrl, ADMIN);
  });
  afterAll(async () => {
    await stack?.stop();
    await upstream?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  const get = (p: string, init?: RequestInit) => fetch(`${stack.url}${p}`, init);

  describe('a remote with an upstream', () => {
    it('streams its files, keeping the upstream cache policy of hashed files', async () => {
      const chunk = await get('/remotes/news/412.9c8b7a6f5e4d.js');
      expect(chunk.status).toBe(200);
      expect(await chunk.text()).toBe('/* news chunk */');
      expect(chunk.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(chunk.headers.get('content-type')).toMatch(/javascript/);
      // What the upstream sets for itself stays there.
      expect(chunk.headers.get('set-cookie')).toBeNull();
      const icon = await get('/remotes/news/favicon.svg');
      expect(icon.headers.get('cache-control')).toBe('no-cache');
      // A script goes without the headers only a document obeys; an SVG, a document when
      // opened alone, keeps them.
      expect(chunk.headers.get('content-security-policy')).toBeNull();
      expect(chunk.headers.get('x-content-type-options')).toBe('nosniff');
      expect(icon.headers.get('content-security-policy')).toContain("script-src-attr 'none'");
    });

    it('never lets the manifest or remoteEntry.js be cached, whatever the upstream says', async () => {
      const manifest = await get('/remotes/news/mf-manifest.json');
      expect(manifest.status).toBe(200);
      expect(await manifest.json()).toEqual({ id: 'news' });
      expect(manifest.headers.get('cache-control')).toBe('no-cache');
      const entry = await get('/remotes/news/remoteEntry.js');
      expect(await entry.text()).toBe('var news;');
      expect(entry.headers.get('cache-control')).toBe('no-cache');
    });

    it('passes revalidation through (304) and sends no cookie upstream', async () => {
      const first = await get('/remotes/news/412.9c8b7a6f5e4d.js');
      const etag = first.headers.get('etag');
      expect(etag).toBeTruthy();
      // The admin's cookie reaches the public site's host as well: it goes no further.
      const again = await get('/remotes/news/412.9c8b7a6f5e4d.js', {
        headers: { 'if-none-match': etag!, cookie: admin.cookie! },
      });
      expect(again.status).toBe(304);
      const seen = upstream.seen.filter((r) => r.path === '/news/412.9c8b7a6f5e4d.js');
      expect(seen.length).toBeGreaterThan(1);
      for (const request of seen) expect(request.headers.cookie).toBeUndefined();
    });

    it('answers HEAD and a missing file as a plain 404', async () => {
      const head = await get('/remotes/news/remoteEntry.js', { method: 'HEAD' });
      expect(head.status).toBe(200);
      const missing = await get('/remotes/news/missing.js');
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ message: 'File not found' });
    });

    it('refuses path traversal before anything reaches the upstream', async () => {
      const before = upstream.seen.length;
      for (const p of [
        '/remotes/news/../secret.txt',
        '/remotes/news/..%2fsecret.txt',
        '/remotes/news/%2e%2e/secret.txt',
        '/remotes/news/%2E%2E%2Fsecret.txt',
        '/remotes/news/..%5csecret.txt',
        '/remotes/news/%00/secret.txt',
        '/remotes/news/%E0%A4%A/secret.txt',
      ]) {
        const response = await rawGet(stack.url, p);
        expect([p, response.status]).toEqual([p, expect.any(Number)]);
        expect([400, 404]).toContain(response.status);
        expect(response.body).not.toContain('outside every remote');
      }
      const reached = upstream.seen.slice(before).map((r) => r.path);
      expect(reached.filter((p) => /secret|\.\./i.test(p))).toEqual([]);
    });
  });

  describe('the admin remote through its upstream', () => {
    it('is 401 without the session cookie, and the upstream is never asked', async () => {
      const before = upstream.seen.length;
      for (const p of ['mf-manifest.json', '412.9c8b7a6f5e4d.js', 'missing.js']) {
        const response = await fetch(`${stack.adminUrl}/remotes/admin/${p}`);
        expect([p, response.status]).toEqual([p, 401]);
      }
      expect(upstream.seen.length).toBe(before);
    });

    it('is proxied for a signed-in admin, private to the browser', async () => {
      const manifest = await admin.fetch('/remotes/admin/mf-manifest.json');
      expect(manifest.status).toBe(200);
      expect(await manifest.json()).toEqual({ id: 'admin' });
      expect(manifest.headers.get('cache-control')).toBe('private, no-cache');
      const chunk = await admin.fetch('/remotes/admin/412.9c8b7a6f5e4d.js');
      expect(await chunk.text()).toBe('/* admin chunk */');
      expect(chunk.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    });
  });

  describe('an upstream that is down', () => {
    it('refused connection: a quick 502 naming the remote', async () => {
      const started = Date.now();
      const response = await get('/remotes/calculators/remoteEntry.js');
      expect(response.status).toBe(502);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ message: 'Remote calculators is unavailable' });
      expect(Date.now() - started).toBeLessThan(1000);
    });

    it('no answer: a 502 after the timeout, not a hang, and the BFF keeps serving', async () => {
      const started = Date.now();
      const response = await get('/remotes/developments/mf-manifest.json');
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ message: 'Remote developments is unavailable' });
      const took = Date.now() - started;
      expect(took).toBeGreaterThanOrEqual(350);
      expect(took).toBeLessThan(3000);
      expect((await get('/api/health')).status).toBe(200);
      expect((await get('/remotes/news/remoteEntry.js')).status).toBe(200);
    });
  });

  describe('deployed builds', () => {
    it('serves /remotes/<name>/<build id>/* from the deploy folder', async () => {
      const manifest = await get(`/remotes/listings/${BUILD_ID}/mf-manifest.json`);
      expect(manifest.status).toBe(200);
      expect(await manifest.json()).toEqual({ id: 'listings', deployed: true });
      expect(manifest.headers.get('cache-control')).toBe('no-cache');
      const chunk = await get(`/remotes/listings/${BUILD_ID}/412.9c8b7a6f5e4d.js`);
      expect(await chunk.text()).toBe('/* deployed listings chunk */');
      expect(chunk.headers.get('cache-control')).toBe(IMMUTABLE);
    });

    it('keeps serving the default build folder beside them', async () => {
      const entry = await get('/remotes/listings/remoteEntry.js');
      expect(await entry.text()).toBe('var listings; /* default */');
    });

    it('serves nothing else from the deploy folder', async () => {
      for (const p of [
        '/remotes/listings/.staging-1/dist/remoteEntry.js',
        '/remotes/listings/bundle-report.json',
        '/remotes/listings/20261122T061500Z-0123ABCD/mf-manifest.json',
        `/remotes/listings/${BUILD_ID}/../.staging-1/dist/remoteEntry.js`,
        `/remotes/listings/${BUILD_ID}/..%2f.staging-1%2fdist%2fremoteEntry.js`,
        `/remotes/news/${BUILD_ID}/mf-manifest.json`,
      ]) {
        const response = await rawGet(stack.url, p);
        expect([p, response.status]).toEqual([p, 404]);
      }
    });
  });

  describe('the shell from its upstream', () => {
    it('fills the upstream template with the page tags', async () => {
      const response = await get('/contact', { headers: HTML });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<div id="upstream-shell"></div>');
      expect(html).toContain(`<title>Contact Us | ${AGENCY.name}</title>`);
      expect(html).not.toContain('Upstream shell title');
    });

    it('serves the shell files from the upstream', async () => {
      const main = await get('/main.3f9a0c1d2b4e.js');
      expect(main.status).toBe(200);
      expect(await main.text()).toBe('console.log("shell");');
      expect(main.headers.get('cache-control')).toBe(IMMUTABLE);
      expect((await get('/missing.3f9a0c1d2b4e.js')).status).toBe(404);
    });
  });
});

describe('createUpstreamTemplateSource', () => {
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => upstream?.close());

  /** A source of the upstream's index.html on a clock the test moves (`clock.now`, from 0). */
  const sourceOnClock = (options: { maxAgeMs?: number; timeoutMs?: number }) => {
    const clock = { now: 0 };
    const source = createUpstreamTemplateSource({
      url: `${upstream.url}/index.html`,
      logger: silentLogger,
      ...options,
      now: () => clock.now,
    });
    return { clock, source };
  };

  it('reuses the template for the cache time, then fetches the new one', async () => {
    upstream.files.set('/index.html', { body: TEMPLATE.replace('upstream-shell', 'v1') });
    const { clock, source } = sourceOnClock({ maxAgeMs: 10000 });
    const first = await source.current();
    upstream.files.set('/index.html', { body: TEMPLATE.replace('upstream-shell', 'v2') });
    clock.now = 9000;
    expect(await source.current()).toBe(first);
    clock.now = 10001;
    const second = await source.current();
    expect(JSON.stringify(second)).toContain('v2');
  });

  it('keeps the last good template while the upstream is down', async () => {
    upstream.files.set('/index.html', { body: TEMPLATE });
    const { clock, source } = sourceOnClock({ timeoutMs: 300 });
    const good = await source.current();
    expect(good).toBeDefined();
    upstream.files.delete('/index.html');
    clock.now = 20000;
    expect(await source.current()).toBe(good);

    const never = createUpstreamTemplateSource({
      url: `${await deadAddress()}/index.html`,
      logger: silentLogger,
    });
    expect(await never.current()).toBeUndefined();
  });
});
