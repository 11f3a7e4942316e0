import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import type { NewsArticle, ServerPagePayload } from '@reedmere/contracts';
import {
  BUILT_IN_VERSION,
  DATA_VERSION_HEADER,
  EXTERNAL_VERSION,
  REGISTRY_VERSION_HEADER,
  RENDERED_HEAD_END,
  registryVersion,
  SHELL_VERSION_HEADER,
  SERVER_PAYLOAD_ELEMENT_ID,
  STABLE_REGISTRY_PATH,
  VISITOR_REGISTRY_HEADER,
} from '@reedmere/contracts';
import { encodeVisitorRegistry } from '@reedmere/service-kit';
import { metricSum, parseMetrics } from '@reedmere/service-kit/testing';

/**
 * The built renderer as its own process, against a site that serves the real builds of the
 * shell and the public remotes, a registry, and a public API answering from fixtures.
 */

const REPO = path.resolve(__dirname, '../..');
const RENDERER = path.join(REPO, 'renderer/dist/server.js');
const WORKSPACES = {
  listings: 'mfe-listings',
  developments: 'mfe-developments',
  news: 'mfe-news',
  calculators: 'mfe-calculators',
  admin: 'mfe-admin',
} as const;
const NEWS_SUBTITLE = 'Market updates and property news from across Norfolk.';

const article: NewsArticle = {
  id: 'a1',
  title: 'Broadland prices hold steady',
  slug: 'broadland-prices-hold-steady',
  excerpt: 'A calm spring across the Broads.',
  content: '<p>A calm spring across the Broads.</p>',
  featuredImage: null,
  author: 'Reedmere Estates',
  category: 'Market Update',
  tags: [],
  isPublished: true,
  publishedAt: '2026-11-01T09:00:00.000Z',
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
};

let registry: Record<string, string>;
/**
 * What the site answers a read of the registry that does not ask for the stable builds: while a
 * canary is tried, a new visitor is given it by chance (the registry itself when unset).
 */
let newVisitorRegistry: Record<string, string> | undefined;
/** The list's answer; `total` is its X-Total-Count (the body's length unless given). */
let newsAnswer: { status: number; body: unknown; total?: number };
let site: http.Server;
let siteUrl: string;
let renderer: ChildProcess;
let rendererUrl: string;
let rendererMetricsUrl: string;
let rendererLog = '';

interface StartOptions {
  /** One process unless said: the tests read what that process has loaded. */
  workers?: number;
  /** Picked by the renderer when not given. */
  port?: number;
  site?: string;
  /** Whether it answers `/metrics` on a port of its own (one more `listening` line). */
  metrics?: boolean;
}

/**
 * `node renderer/dist/server.js` against the site; its output is kept. Without a port it picks
 * its own and this resolves once it says which (and its metrics port, when it has one).
 */
async function startRenderer({
  workers = 1,
  port,
  site = siteUrl,
  metrics = false,
}: StartOptions = {}): Promise<{ child: ChildProcess; url: string; metricsUrl?: string }> {
  const child = spawn(process.execPath, [RENDERER], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port ?? 0),
      HOST: '127.0.0.1',
      SITE_URL: site,
      // Read at start and when a page names a registry it has not read, never by the clock here.
      REGISTRY_POLL_MS: '600000',
      RENDER_WORKERS: String(workers),
      ...(metrics ? { METRICS_PORT: '0' } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    rendererLog += chunk.toString();
    output += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  /** The port of the listener of that name (the site's has none), once it is logged. */
  const listeningOn = (name?: string) =>
    until(
      async () => {
        for (const text of output.split('\n').slice(0, -1)) {
          if (!text.includes('"msg":"listening"')) continue;
          const line = JSON.parse(text) as { port?: number; name?: string };
          if (line.name === name && line.port) return line.port;
        }
        return undefined;
      },
      `the renderer to listen${name ? ` (${name})` : ''}`,
    );
  port ??= await listeningOn();
  const metricsPort = metrics ? await listeningOn('metrics') : undefined;
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    ...(metricsPort ? { metricsUrl: `http://127.0.0.1:${metricsPort}` } : {}),
  };
}
let copies: string;
let shellFiles = express.static(path.join(REPO, 'shell/dist'));
let shellVersion = 'shell-1';

function manifestOf(name: keyof typeof WORKSPACES) {
  return `/remotes/${name}/mf-manifest.json`;
}

/** Where a deploy puts a remote's build: `/remotes/<name>/<build id>/`, copied under `copies`. */
function deployedManifestOf(name: keyof typeof WORKSPACES, buildId: string) {
  return `/remotes/${name}/${buildId}/mf-manifest.json`;
}

/** Every remote at its build in the repository. */
const builtRegistry = () =>
  Object.fromEntries(
    Object.keys(WORKSPACES).map((name) => [name, manifestOf(name as keyof typeof WORKSPACES)]),
  );

function startSite(): Promise<void> {
  const app = express();
  app.get('/api/remotes', (req, res) => {
    res.json(
      req.originalUrl === STABLE_REGISTRY_PATH ? registry : (newVisitorRegistry ?? registry),
    );
  });
  app.get('/api/news', (_req, res) => {
    const { status, body, total } = newsAnswer;
    if (Array.isArray(body)) res.set('X-Total-Count', String(total ?? body.length));
    res.status(status).json(body);
  });
  app.get('/api/news/:slug', (req, res) => {
    if (req.params.slug === article.slug) res.json(article);
    else res.status(404).json({ message: 'Article not found' });
  });
  app.use('/api', (_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  for (const [name, workspace] of Object.entries(WORKSPACES)) {
    app.use(`/remotes/${name}`, express.static(path.join(REPO, workspace, 'dist')));
  }
  app.use('/remotes/copies', express.static(copies));
  // Deployed builds, `/remotes/<name>/<build id>/`: what the site's own build of each lacks.
  app.use('/remotes', express.static(copies));
  // The shell build the site serves now (a test redeploys it).
  app.use((req, res, next) => shellFiles(req, res, next));
  site = http.createServer(app);
  return new Promise((resolve) => {
    site.listen(0, '127.0.0.1', () => {
      siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
      resolve();
    });
  });
}

/** The address of a site that does not answer: a port just freed on this machine. */
async function unreachableSite(): Promise<string> {
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise((resolve) => closed.close(resolve));
  return url;
}

async function until<T>(read: () => Promise<T | undefined>, what: string, ms = 20000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${rendererLog}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A copy of the news build under `copies/<dir>/`, the server code of its list page edited. */
async function copyOfNews(dir: string, edit: (code: string) => string): Promise<void> {
  const copy = path.join(copies, dir);
  await cp(path.join(REPO, 'mfe-news/dist'), copy, { recursive: true });
  const serverDir = path.join(copy, 'server');
  let edited = 0;
  for (const file of await readdir(serverDir)) {
    if (!file.endsWith('.js')) continue;
    const text = await readFile(path.join(serverDir, file), 'utf8');
    if (text.includes(NEWS_SUBTITLE)) {
      await writeFile(path.join(serverDir, file), edit(text));
      edited += 1;
    }
  }
  expect(edited).toBe(1);
}

/** A copy of the news build under /remotes/copies/<name>/ whose list page has another subtitle. */
const copyWithSubtitle = (name: string, subtitle: string) =>
  copyOfNews(name, (code) => code.replace(NEWS_SUBTITLE, subtitle));

/**
 * What the renderer's metrics say of one remote version's pages rendered on the server; `errors`
 * is undefined while the version has no such series.
 */
async function remoteRenders(remote: string, version: string, metricsUrl = rendererMetricsUrl) {
  const text = await (await fetch(`${metricsUrl}/metrics`)).text();
  const labels = { service: 'renderer', remote, version };
  const errors = parseMetrics(text).find(
    (sample) =>
      sample.name === 'remote_render_errors_total' &&
      Object.entries(labels).every(([label, value]) => sample.labels[label] === value),
  );
  return {
    pages: metricSum(text, 'remote_render_seconds_count', labels),
    seconds: metricSum(text, 'remote_render_seconds_sum', labels),
    errors: errors?.value,
  };
}

const health = async (url = rendererUrl) =>
  ((await (await fetch(`${url}/health`)).json()) as { remotes: string[] }).remotes;

/** What the BFF sends with a page request, as the site is now. */
const bffHeaders = (more: Record<string, string> = {}) => ({
  'x-site-origin': 'https://www.reedmere.example',
  [REGISTRY_VERSION_HEADER]: registryVersion(registry),
  [SHELL_VERSION_HEADER]: shellVersion,
  ...more,
});

async function page(
  pathAndQuery: string,
  url = rendererUrl,
  dataVersion?: string,
  more: Record<string, string> = {},
) {
  const response = await fetch(`${url}${pathAndQuery}`, {
    headers: bffHeaders({
      ...(dataVersion ? { [DATA_VERSION_HEADER]: dataVersion } : {}),
      ...more,
    }),
  });
  const html = await response.text();
  const payloadText = new RegExp(
    `<script type="application/json" id="${SERVER_PAYLOAD_ELEMENT_ID}">([\\s\\S]*?)</script>`,
  ).exec(html)?.[1];
  const payload = payloadText ? (JSON.parse(payloadText) as ServerPagePayload) : undefined;
  return { status: response.status, html, payload, cache: response.headers.get('x-render-cache') };
}

beforeAll(async () => {
  copies = await mkdtemp(path.join(os.tmpdir(), 'renderer-remotes-'));
  registry = builtRegistry();
  newsAnswer = { status: 200, body: [article] };
  await startSite();
  const started = await startRenderer({ metrics: true });
  renderer = started.child;
  rendererUrl = started.url;
  rendererMetricsUrl = started.metricsUrl!;
  await until(
    async () => ((await health()).length === 4 ? true : undefined),
    'the renderer to load the public remotes',
  );
});

afterAll(async () => {
  renderer?.kill('SIGTERM');
  site?.closeAllConnections();
  await new Promise((resolve) => site?.close(resolve));
  await rm(copies, { recursive: true, force: true });
});

describe('the renderer process', () => {
  it('loads every public remote from the registry, never the admin panel', async () => {
    expect((await health()).sort()).toEqual(['calculators', 'developments', 'listings', 'news']);
  });

  it('is ready once it has loaded them, and not before', async () => {
    const ready = await until(async () => {
      const response = await fetch(`${rendererUrl}/ready`);
      return response.status === 200 ? response : undefined;
    }, 'the renderer to be ready');
    expect(await ready.json()).toEqual({ status: 'ok' });

    // One whose site does not answer yet runs, and is not ready.
    const waiting = await startRenderer({ site: await unreachableSite() });
    try {
      expect((await fetch(`${waiting.url}/health`)).status).toBe(200);
      const notYet = await fetch(`${waiting.url}/ready`);
      expect(notYet.status).toBe(503);
      expect(await notYet.json()).toEqual({ status: 'starting' });
    } finally {
      waiting.child.kill('SIGTERM');
    }
  });

  it('renders a page with its data, and hands the data to the browser', async () => {
    const { status, html, payload } = await page('/news');
    expect(status).toBe(200);
    // What React put ahead of the markup (the logo's preload) and the page's styles, for its
    // head, then its root element.
    const [head, body] = html.split(RENDERED_HEAD_END);
    expect(head).toMatch(/^(<link [^>]*>)*(<style data-emotion="css[ -][^"]*">[^<]+<\/style>)*$/);
    expect(head).toContain('<link rel="preload" as="image"');
    expect(body!.startsWith('<div id="root">')).toBe(true);
    expect(html).toContain(NEWS_SUBTITLE);
    expect(html).toContain(article.title);
    // The list's read is counted: kept with its total, as the page reads it in the browser.
    expect(payload?.data['/api/news?page=1&limit=12']).toEqual({ items: [article], total: 1 });
    expect(payload?.modules).toEqual(['news/routes']);
    expect(payload?.staticModules).toEqual([]);
    // The news formats nothing as it hydrates: the browser need not load the locale's data.
    expect(payload?.localeDataModules).toEqual([]);
    expect(payload?.registry.news).toBe(manifestOf('news'));
    // The page's styles come once, not beside every component (the news has none of emotion's).
    expect(html.match(/<style\b/g)?.length ?? 0).toBeLessThanOrEqual(6);
    expect(body).not.toContain('<style');
  });

  it('counts each page it renders under the versions of the remotes the page drew', async () => {
    const stable = () =>
      Promise.all([
        remoteRenders('news', BUILT_IN_VERSION),
        remoteRenders('listings', BUILT_IN_VERSION),
        remoteRenders('developments', BUILT_IN_VERSION),
      ]);
    const [news, listings, developments] = await stable();
    expect((await page('/news', rendererUrl, 'metrics.1')).cache).toBe('miss');
    // Served again from the cache: nothing rendered, nothing counted.
    expect((await page('/news', rendererUrl, 'metrics.1')).cache).toBe('hit');
    // The home page draws a section of each of two remotes.
    expect((await page('/')).payload?.modules).toHaveLength(2);
    const [newsAfter, listingsAfter, developmentsAfter] = await stable();
    expect(newsAfter.pages).toBe(news.pages + 1);
    expect(newsAfter.seconds).toBeGreaterThan(news.seconds);
    expect(newsAfter.errors).toBe(0);
    expect(listingsAfter.pages).toBe(listings.pages + 1);
    expect(developmentsAfter.pages).toBe(developments.pages + 1);
    // There at 0 from a version's first page, for a share of failed pages to be worked out.
    expect(developmentsAfter.errors).toBe(0);
  });

  it('counts an error of the version whose section threw on the server, and still renders the page', async () => {
    const buildId = '20261130T080000Z-5ec7107a';
    await copyOfNews(`news/${buildId}`, (code) =>
      code.replace(`"${NEWS_SUBTITLE}"`, '(() => { throw new Error("the list page broke") })()'),
    );
    registry = { ...registry, news: deployedManifestOf('news', buildId) };
    try {
      const { status, html, payload } = await page('/news');
      expect(status).toBe(200);
      // The section's fallback is served (its data still goes along); the browser draws it.
      const markup = html.slice(0, html.indexOf(`id="${SERVER_PAYLOAD_ELEMENT_ID}"`));
      expect(markup).toContain('<footer');
      expect(markup).toContain('aria-label="Loading page"');
      expect(markup).not.toContain(article.title);
      expect(payload?.registry.news).toBe(deployedManifestOf('news', buildId));
      expect(await remoteRenders('news', buildId)).toEqual({
        pages: 1,
        seconds: expect.any(Number),
        errors: 1,
      });
    } finally {
      registry = { ...registry, news: manifestOf('news') };
    }
  });

  it("names the page's static sections, whose HTML the browser keeps without their code", async () => {
    const { html, payload } = await page('/');
    const home = ['listings/home-sections', 'developments/home-projects'];
    expect(payload?.modules).toEqual(home);
    expect(payload?.staticModules).toEqual(home);
    for (const id of home) {
      expect(html).toMatch(
        new RegExp(`data-remote-section="${id}">(<!--[^>]*-->)*<div data-static-part=""`),
      );
    }
  });

  it('renders a list with the total its answer gave: Next leads on from the first paint', async () => {
    newsAnswer = { status: 200, body: [article], total: 13 };
    try {
      const { html, payload } = await page('/news');
      expect(payload?.data['/api/news?page=1&limit=12']).toEqual({ items: [article], total: 13 });
      expect(html).toContain('href="/news?page=2"');
    } finally {
      newsAnswer = { status: 200, body: [article] };
    }
  });

  it('renders a page without data, the calculator with its default result', async () => {
    const { status, html, payload } = await page('/stamp-duty-calculator');
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Stamp Duty Calculator<\/h1>/);
    // Its figures are formatted as it hydrates: the browser loads the locale's data ahead.
    expect(payload?.localeDataModules).toEqual(['calculators/routes']);
    // Streamed as one piece: no script is needed to reveal any part of the page.
    expect(html).not.toMatch(/<script>/);
  });

  it('answers 404 with the not-found page for a record that does not exist', async () => {
    const { status, html } = await page('/news/no-such-article');
    expect(status).toBe(404);
    expect(html).toContain('Article Not Found');
    const known = await page(`/news/${article.slug}`);
    expect(known.status).toBe(200);
    expect(known.html).toContain(article.title);
  });

  it('answers 404 for a path the site does not have', async () => {
    const { status, html } = await page('/no-such-page');
    expect(status).toBe(404);
    expect(html).toContain('Page Not Found');
  });

  it('renders the error state when the API fails, and tells the browser which read failed', async () => {
    newsAnswer = { status: 500, body: { message: 'Internal server error' } };
    try {
      const { status, html, payload } = await page('/news');
      expect(status).toBe(200);
      expect(html).toContain('Error Loading News');
      expect(payload?.errors['/api/news?page=1&limit=12']?.status).toBe(500);
    } finally {
      newsAnswer = { status: 200, body: [article] };
    }
  });

  it('serves a page again for the same data version, and renders afresh for a new one', async () => {
    const first = await page('/news', rendererUrl, 'life.1');
    newsAnswer = { status: 200, body: [{ ...article, title: 'Reeds cut early this year' }] };
    try {
      const again = await page('/news', rendererUrl, 'life.1');
      expect([first.cache, again.cache]).toEqual(['miss', 'hit']);
      expect(again.html).toBe(first.html);
      const edited = await page('/news', rendererUrl, 'life.2');
      expect(edited.cache).toBe('miss');
      expect(edited.html).toContain('Reeds cut early this year');
      // Without a data version nothing is kept or served from what was kept.
      expect((await page('/news')).cache).toBe('miss');
    } finally {
      newsAnswer = { status: 200, body: [article] };
    }
  });

  it('never serves again a page with a failed part', async () => {
    newsAnswer = { status: 500, body: { message: 'Internal server error' } };
    const failed = await page('/news', rendererUrl, 'life.3');
    newsAnswer = { status: 200, body: [article] };
    const next = await page('/news', rendererUrl, 'life.3');
    expect(failed.html).toContain('Error Loading News');
    expect(next.cache).toBe('miss');
    expect(next.html).toContain(article.title);
  });

  it('renders a redeployed shell from the first page served with its version', async () => {
    const copy = path.join(copies, 'shell-v2');
    await cp(path.join(REPO, 'shell/dist'), copy, { recursive: true });
    const serverDir = path.join(copy, 'server');
    let changed = 0;
    for (const file of (await readdir(serverDir)).filter((name) => name.endsWith('.js'))) {
      const text = await readFile(path.join(serverDir, file), 'utf8');
      if (text.includes('Find us on')) {
        await writeFile(path.join(serverDir, file), text.replace('Find us on', 'Find us around'));
        changed += 1;
      }
    }
    expect(changed).toBe(1);
    const before = await page('/stamp-duty-calculator', rendererUrl, 'life.9');
    expect(before.html).toContain('Find us on');
    shellFiles = express.static(copy);
    shellVersion = 'shell-2';
    try {
      const after = await page('/stamp-duty-calculator', rendererUrl, 'life.9');
      expect(after.cache).toBe('miss');
      expect(after.html).toContain('Find us around');
      expect(after.html).not.toContain('Find us on');
    } finally {
      shellFiles = express.static(path.join(REPO, 'shell/dist'));
      shellVersion = 'shell-3';
    }
    expect((await page('/stamp-duty-calculator')).html).toContain('Find us on');
  });

  it('refuses anything but GET', async () => {
    const response = await fetch(`${rendererUrl}/news`, { method: 'POST' });
    expect(response.status).toBe(405);
  });

  it('keeps the version in service when a redeployed remote does not load', async () => {
    registry = { ...registry, news: '/remotes/copies/missing/mf-manifest.json' };
    const { status, html, payload } = await page('/news');
    expect(rendererLog).toContain('remote failed to load');
    expect(status).toBe(200);
    expect(html).toContain(NEWS_SUBTITLE);
    expect(payload?.registry.news).toBe(manifestOf('news'));
    registry = { ...registry, news: manifestOf('news') };
  });

  it('renders a redeployed remote from the first page served with the new registry', async () => {
    await copyWithSubtitle('news-v2', 'Fresh from the second version.');
    const manifest = '/remotes/copies/news-v2/mf-manifest.json';
    registry = { ...registry, news: manifest };
    // The first page served with the new registry is rendered from it.
    const redeployed = await page('/news');
    expect(redeployed.payload?.registry.news).toBe(manifest);
    expect(redeployed.html).toContain('Fresh from the second version.');
    expect(redeployed.html).not.toContain(NEWS_SUBTITLE);
  });
});

describe('a visitor given a canary', () => {
  const CANARY_SUBTITLE = 'Fresh from the canary build.';
  const CANARY_BUILD = '20261130T090000Z-c0ffee00';
  const canary = deployedManifestOf('news', CANARY_BUILD);
  let visitorRegistry: Record<string, string>;

  beforeAll(async () => {
    registry = builtRegistry();
    await copyWithSubtitle(`news/${CANARY_BUILD}`, CANARY_SUBTITLE);
    visitorRegistry = { ...registry, news: canary };
    newVisitorRegistry = visitorRegistry;
  });
  afterAll(() => {
    newVisitorRegistry = undefined;
  });

  const visitorPage = (pathAndQuery: string, builds = visitorRegistry) =>
    page(pathAndQuery, rendererUrl, undefined, {
      [VISITOR_REGISTRY_HEADER]: encodeVisitorRegistry(builds),
    });

  it("gets the canary's build, while everyone else gets the stable one from the same process", async () => {
    // The registry changed since the last page, so this page makes the process read it again: it
    // asks for the stable builds, not for what the site would give a new visitor (the canary).
    const [forVisitor, forEveryone] = await Promise.all([visitorPage('/news'), page('/news')]);
    expect(forVisitor.status).toBe(200);
    expect(forVisitor.html).toContain(CANARY_SUBTITLE);
    expect(forVisitor.html).not.toContain(NEWS_SUBTITLE);
    expect(forVisitor.payload?.registry.news).toBe(canary);
    expect(forVisitor.payload?.modules).toEqual(['news/routes']);
    expect(forEveryone.html).toContain(NEWS_SUBTITLE);
    expect(forEveryone.payload?.registry.news).toBe(manifestOf('news'));
    // The canary ran in a thread of its own: the process itself still holds the stable build.
    const again = await page('/news');
    expect(again.html).toContain(NEWS_SUBTITLE);
    expect(rendererLog).toContain('variant renderer ready');
  });

  it("counts the canary's pages under its version, though its thread has no metrics of its own", async () => {
    const [canaryBefore, stableBefore] = await Promise.all([
      remoteRenders('news', CANARY_BUILD),
      remoteRenders('news', BUILT_IN_VERSION),
    ]);
    const { html } = await visitorPage('/news?metrics=1');
    expect(html).toContain(CANARY_SUBTITLE);
    const [canaryAfter, stableAfter] = await Promise.all([
      remoteRenders('news', CANARY_BUILD),
      remoteRenders('news', BUILT_IN_VERSION),
    ]);
    expect(canaryAfter.pages).toBe(canaryBefore.pages + 1);
    expect(canaryAfter.seconds).toBeGreaterThan(canaryBefore.seconds);
    expect(canaryAfter.errors).toBe(0);
    expect(stableAfter.pages).toBe(stableBefore.pages);
  });

  it('keeps the page by its builds: the same visitor page again is served from the cache', async () => {
    const first = await visitorPage('/news?page=1', visitorRegistry);
    const second = await page('/news?page=1', rendererUrl, 'data-1', {
      [VISITOR_REGISTRY_HEADER]: encodeVisitorRegistry(visitorRegistry),
    });
    const third = await page('/news?page=1', rendererUrl, 'data-1', {
      [VISITOR_REGISTRY_HEADER]: encodeVisitorRegistry(visitorRegistry),
    });
    expect(first.html).toContain(CANARY_SUBTITLE);
    expect([second.cache, third.cache]).toEqual(['miss', 'hit']);
    expect(third.html).toContain(CANARY_SUBTITLE);
    const stable = await page('/news?page=1', rendererUrl, 'data-1');
    expect(stable.html).toContain(NEWS_SUBTITLE);
  });

  it('leaves a canary that does not load to the browser, which is still told to load it', async () => {
    const missingBuild = '20261130T100000Z-0badbeef';
    const broken = { ...registry, news: deployedManifestOf('news', missingBuild) };
    const { status, html, payload } = await visitorPage('/news', broken);
    expect(status).toBe(200);
    expect(html).toContain('<header');
    expect(html).not.toContain(NEWS_SUBTITLE);
    expect(payload?.modules).toEqual([]);
    expect(payload?.registry.news).toBe(broken.news);
    // Counted as that version's failure on the server, by the main thread.
    expect(await remoteRenders('news', missingBuild)).toEqual({
      pages: 1,
      seconds: expect.any(Number),
      errors: 1,
    });
  });

  it('refuses a visitor registry that is not one (400)', async () => {
    const response = await fetch(`${rendererUrl}/news`, {
      headers: bffHeaders({ [VISITOR_REGISTRY_HEADER]: 'not-a-registry' }),
    });
    expect(response.status).toBe(400);
  });
});

describe('a remote whose server build does not load', () => {
  let second: ChildProcess | undefined;
  afterAll(() => {
    second?.kill('SIGTERM');
  });

  it('is left to the browser: the rest of the page is rendered, its section is not', async () => {
    const copy = path.join(copies, 'calculators-browser-only');
    await cp(path.join(REPO, 'mfe-calculators/dist'), copy, { recursive: true });
    await rm(path.join(copy, 'server'), { recursive: true });
    registry = {
      ...registry,
      calculators: '/remotes/copies/calculators-browser-only/mf-manifest.json',
    };
    const started = await startRenderer({ metrics: true });
    second = started.child;
    await until(
      async () => ((await health(started.url)).length === 3 ? true : undefined),
      'the second renderer to load the other remotes',
    );
    const { status, html, payload } = await page('/stamp-duty-calculator', started.url);
    expect(status).toBe(200);
    expect(html).toContain('<header');
    expect(html).toContain('<footer');
    expect(html).not.toContain('Stamp Duty Calculator</h1>');
    expect(payload?.modules).toEqual([]);
    // Its only version failed to load: it is in no registry in force, and counted under its own.
    expect(await remoteRenders('calculators', EXTERNAL_VERSION, started.metricsUrl)).toEqual({
      pages: 1,
      seconds: expect.any(Number),
      errors: 1,
    });
    const news = await page('/news', started.url);
    expect(news.html).toContain(article.title);
  });
});

describe('a renderer of several processes', () => {
  let primary: ChildProcess;
  let url: string;

  /** The renderer's workers: the processes its primary started. */
  const workers = (of: ChildProcess = primary): number[] => {
    try {
      return execFileSync('pgrep', ['-P', String(of.pid)], { encoding: 'utf8' })
        .split('\n')
        .filter(Boolean)
        .map(Number);
    } catch {
      // pgrep exits 1 when no process matches.
      return [];
    }
  };

  /** How many workers have said they are listening, of every renderer this file started. */
  const listeningLines = () => rendererLog.split('"msg":"listening"').length - 1;

  /** The code a process ended with, once its output has all been read. */
  const closed = (child: ChildProcess) =>
    new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));

  /**
   * GET on a connection of its own: the primary hands connections to the workers in turn, so
   * requests made one after another this way go to every worker.
   */
  const onNewConnection = (pathAndQuery: string) =>
    fetch(`${url}${pathAndQuery}`, { headers: bffHeaders({ connection: 'close' }) });

  const everyWorkerRenders = async () => {
    for (let i = 0; i < 4; i += 1) {
      const response = await onNewConnection(`/news?visit=${Math.random()}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(article.title);
    }
  };

  beforeAll(async () => {
    registry = builtRegistry();
    const listenedBefore = listeningLines();
    const started = await startRenderer({ workers: 2 });
    primary = started.child;
    url = started.url;
    await until(
      async () => (listeningLines() === listenedBefore + 2 ? true : undefined),
      'two workers',
    );
    // Two answers in a row, one from each worker, with every public remote loaded.
    await until(async () => {
      for (let i = 0; i < 2; i += 1) {
        const { remotes } = (await (await onNewConnection('/health')).json()) as {
          remotes: string[];
        };
        if (remotes.length !== 4) return undefined;
      }
      return true;
    }, 'both workers to load the remotes');
  });

  afterAll(() => {
    if (primary.exitCode === null) primary.kill('SIGKILL');
  });

  it('is ready on every worker once both have loaded the remotes', async () => {
    const statuses = await until(async () => {
      const answers = [];
      for (let i = 0; i < 2; i += 1) answers.push((await onNewConnection('/ready')).status);
      return answers.every((status) => status === 200) ? answers : undefined;
    }, 'both workers to be ready');
    expect(statuses).toEqual([200, 200]);
  });

  it('renders pages in each worker, and replaces a worker that dies', async () => {
    const first = workers();
    expect(first).toHaveLength(2);
    await everyWorkerRenders();
    process.kill(first[0]!, 'SIGKILL');
    const replaced = await until(async () => {
      const now = workers();
      return now.length === 2 && !now.includes(first[0]!) ? now : undefined;
    }, 'a new worker');
    expect(replaced).toContain(first[1]);
    await until(
      async () => ((await health(url)).length === 4 ? true : undefined),
      'the new worker to load the remotes',
    );
    await everyWorkerRenders();
  });

  it('stops every worker, then itself, on SIGTERM', async () => {
    const before = workers();
    expect(before).toHaveLength(2);
    const code = closed(primary);
    primary.kill('SIGTERM');
    expect(await code).toBe(0);
    for (const pid of before) {
      expect(() => process.kill(pid, 0)).toThrow();
    }
  });

  it('stops with an error when its workers cannot listen', async () => {
    const taken = http.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { child } = await startRenderer({
      workers: 2,
      port: (taken.address() as AddressInfo).port,
    });
    try {
      expect(await closed(child)).toBe(1);
      expect(rendererLog).toContain('a renderer worker stopped before it was listening');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it('stops with an error when its workers keep stopping', async () => {
    let listened = listeningLines();
    // Workers that stop once listening are the point, not what they render: a site that does not
    // answer spares each of them loading the remotes.
    const { child } = await startRenderer({ workers: 2, site: await unreachableSite() });
    try {
      listened += 2;
      await until(async () => (listeningLines() === listened ? true : undefined), 'two workers');
      const code = closed(child);
      // Six replacements within a minute is one too many: both workers are killed, three times.
      for (let round = 0; round < 3; round += 1) {
        const both = workers(child);
        expect(both).toHaveLength(2);
        for (const pid of both) process.kill(pid, 'SIGKILL');
        if (round === 2) break;
        listened += 2;
        await until(
          async () => (listeningLines() === listened ? true : undefined),
          'two new workers',
        );
      }
      expect(await code).toBe(1);
      expect(rendererLog).toContain('renderer workers keep stopping; stopping the renderer');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
