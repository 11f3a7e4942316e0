import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { AGENCY } from '@reedmere/agency';
import {
  DATA_VERSION_HEADER,
  REGISTRY_VERSION_HEADER,
  RENDERED_HEAD_END,
  SHELL_VERSION_HEADER,
  registryVersion,
  type RemoteRegistry,
} from '@reedmere/contracts';
import { silentLogger } from '@reedmere/service-kit';
import { createApp } from '../src/app';
import { createDataVersion, type DataVersion } from '../src/site/data-version';
import type { Surface } from '../src/site/surfaces';
import { rendererTarget } from '../src/site/server-render';
import type { BffConfig } from '../src/config';
import { listen, type Listening } from './support/http';
import { signedIn } from './support/client';
import { ADMIN, startStack, type TestStack } from './support/stack';
import { shellTemplate } from './support/shell-template';

/**
 * The BFF asks the renderer for a page's body and serves it inside the page it writes the head
 * of; whatever the renderer does, the visitor gets a page (rendered in the browser if need be),
 * never later than the budget.
 */

const HTML = { accept: 'text/html' };
const TEMPLATE = shellTemplate('Shell build title');
const RENDERED =
  '<div id="root"><main><h1>Rendered on the server</h1></main></div><script type="application/json" id="server-page-data">{}</script>';

type Behaviour = (req: IncomingMessage, res: ServerResponse) => void;

/** A stand-in renderer whose answer each test sets, recording what it was asked. */
let behaviour: Behaviour;
const asked: {
  url: string;
  origin: string | undefined;
  registry: string | undefined;
  data?: string | undefined;
  shell?: string | undefined;
}[] = [];
let renderer: http.Server;
let rendererUrl: string;
let stack: TestStack;
let root: string;
let indexFile: string;
const apps: Listening[] = [];

async function site(
  config: Partial<BffConfig> = {},
  surface: Surface = 'public',
  dataVersion?: DataVersion,
): Promise<string> {
  // The budget is what a busy machine may take to answer on loopback: only the case about a
  // renderer that is too slow sets a short one.
  const app = await listen(
    createApp({
      config: { ...stack.config, rendererUrl, renderBudgetMs: 10_000, ...config },
      surface,
      dataVersion,
      logger: silentLogger,
      services: stack.clients,
    }),
  );
  apps.push(app);
  return app.url;
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'bff-render-'));
  const siteDir = path.join(root, 'shell', 'dist');
  mkdirSync(siteDir, { recursive: true });
  indexFile = path.join(siteDir, 'index.html');
  writeFileSync(indexFile, TEMPLATE);
  stack = await startStack({ env: { SITE_DIR: siteDir, REMOTES_DIR: root } });
  renderer = http.createServer((req, res) => {
    asked.push({
      url: req.url ?? '',
      origin: req.headers['x-site-origin'] as string | undefined,
      registry: req.headers[REGISTRY_VERSION_HEADER] as string | undefined,
      data: req.headers[DATA_VERSION_HEADER] as string | undefined,
      shell: req.headers[SHELL_VERSION_HEADER] as string | undefined,
    });
    behaviour(req, res);
  });
  await new Promise<void>((resolve) => renderer.listen(0, '127.0.0.1', resolve));
  rendererUrl = `http://127.0.0.1:${(renderer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  renderer.closeAllConnections();
  await new Promise((resolve) => renderer.close(resolve));
  await stack?.stop();
  rmSync(root, { recursive: true, force: true });
});

beforeEach(() => {
  asked.length = 0;
  behaviour = (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' }).end(RENDERED);
  };
});

describe('pages rendered on the server', () => {
  it('serves the renderer’s body inside the page, with the head the BFF writes', async () => {
    const url = await site();
    const response = await fetch(`${url}/residential?page=2`, { headers: HTML });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html).toContain(`<title>Residential Property | ${AGENCY.name}</title>`);
    expect(html).toContain(`<body>${RENDERED}</body>`);
    expect(html).not.toContain('<div id="root"></div>');
    const served = (await (await fetch(`${url}/api/remotes`)).json()) as RemoteRegistry;
    expect(asked).toEqual([
      {
        url: '/residential?page=2',
        origin: url,
        registry: registryVersion(served),
        data: expect.stringMatching(/^[0-9a-z]+\.0$/),
        shell: expect.stringMatching(/^[0-9a-f]{8}$/),
      },
    ]);
  });

  it('gives the renderer the public origin when one is configured', async () => {
    const url = await site({ publicOrigin: 'https://www.reedmere.example' });
    await (await fetch(`${url}/news`, { headers: HTML })).text();
    expect(asked[0]?.origin).toBe('https://www.reedmere.example');
  });

  it('a page about a record that does not exist: 404 with the not-found head and the body', async () => {
    behaviour = (_req, res) => {
      res.writeHead(404, { 'content-type': 'text/html' }).end(RENDERED);
    };
    const url = await site();
    const response = await fetch(`${url}/property/0123456789abcdef01234567`, { headers: HTML });
    const html = await response.text();
    expect(response.status).toBe(404);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(RENDERED);
  });

  it('a path the site does not have is 404 with the rendered not-found page', async () => {
    behaviour = (_req, res) => {
      res.writeHead(404, { 'content-type': 'text/html' }).end(RENDERED);
    };
    const url = await site();
    const response = await fetch(`${url}/no-such-page`, { headers: HTML });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(RENDERED);
  });

  it('names the shell build, and a new one once the shell is redeployed', async () => {
    const url = await site();
    await (await fetch(`${url}/news`, { headers: HTML })).text();
    const first = asked.at(-1)?.shell;
    writeFileSync(indexFile, TEMPLATE.replace('/main.3f9a0c1d2b4e.js', '/main.4a0b1c2d3e4f.js'));
    // A later modification time, whatever the file system's clock resolution.
    const later = new Date(Date.now() + 5000);
    utimesSync(indexFile, later, later);
    try {
      await (await fetch(`${url}/news`, { headers: HTML })).text();
      expect(asked.at(-1)?.shell).toMatch(/^[0-9a-f]{8}$/);
      expect(asked.at(-1)?.shell).not.toBe(first);
    } finally {
      writeFileSync(indexFile, TEMPLATE);
      const latest = new Date(Date.now() + 10000);
      utimesSync(indexFile, latest, latest);
    }
  });

  it('names a new data version after each edit through the admin site, and only then', async () => {
    // One version for both sites, as in the BFF's process.
    const shared = createDataVersion();
    const url = await site({}, 'public', shared);
    const adminSite = await site({}, 'admin', shared);
    const dataVersion = async () => {
      asked.length = 0;
      await (await fetch(`${url}/news`, { headers: HTML })).text();
      return asked[0]?.data;
    };
    const start = await dataVersion();
    expect(await dataVersion()).toBe(start);
    const admin = await signedIn(adminSite, ADMIN);
    const afterSignIn = await dataVersion();
    const refused = await admin.fetch('/api/seo-pages', { method: 'POST', json: { pagePath: '' } });
    expect(refused.status).toBe(400);
    expect(await dataVersion()).toBe(afterSignIn);
    const saved = await admin.fetch('/api/seo-pages', {
      method: 'POST',
      json: {
        pagePath: '/epc',
        pageTitle: 'Non-domestic EPCs in Norfolk',
        metaDescription: 'EPCs',
      },
    });
    expect(saved.status).toBe(201);
    const afterEdit = await dataVersion();
    expect(afterEdit).not.toBe(afterSignIn);
    expect(afterEdit).toMatch(/^[0-9a-z]+\.\d+$/);
  });

  it('never asks for the admin panel or for HEAD', async () => {
    const url = await site();
    const admin = await fetch(`${await site({}, 'admin')}/admin`, { headers: HTML });
    expect(await admin.text()).toContain('<div id="root"></div>');
    const head = await fetch(`${url}/residential`, { method: 'HEAD', headers: HTML });
    expect(head.status).toBe(200);
    expect(asked).toEqual([]);
    // Only GET is rendered: HEAD claims neither the bare template's length nor its ETag.
    expect(head.headers.get('content-length')).toBeNull();
    expect(head.headers.get('etag')).toBeNull();
    expect(head.headers.get('content-type')).toMatch(/^text\/html/);
    expect(head.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const missing = await fetch(`${url}/property/0123456789abcdef01234567`, {
      method: 'HEAD',
      headers: HTML,
    });
    expect(missing.status).toBe(404);
  });

  describe('falls back to the page the browser renders', () => {
    const expectBrowserPage = async (url: string, pagePath = '/news') => {
      const response = await fetch(`${url}${pagePath}`, { headers: HTML });
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html).toContain('<body><div id="root"></div></body>');
      expect(html).toContain(`<title>News | ${AGENCY.name}</title>`);
    };

    it('when the renderer fails', async () => {
      behaviour = (_req, res) => {
        res.writeHead(500, { 'content-type': 'text/plain' }).end('The page could not be rendered.');
      };
      await expectBrowserPage(await site());
      expect(asked).toHaveLength(1);
    });

    it('when the renderer is not running', async () => {
      await expectBrowserPage(await site({ rendererUrl: 'http://127.0.0.1:9' }));
    });

    it('when the renderer does not start answering within the budget', async () => {
      behaviour = (_req, res) => {
        const late = setTimeout(() => res.writeHead(200).end(RENDERED), 3000);
        res.on('close', () => clearTimeout(late));
      };
      const started = Date.now();
      await expectBrowserPage(await site({ renderBudgetMs: 200 }));
      expect(Date.now() - started).toBeLessThan(2500);
    });

    it('without a renderer configured', async () => {
      await expectBrowserPage(await site({ rendererUrl: undefined }));
      expect(asked).toEqual([]);
    });
  });

  it('a body cut short: the page the browser renders, whole', async () => {
    behaviour = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<div id="root"><main>Half');
      setTimeout(() => res.destroy(), 50);
    };
    const url = await site();
    const response = await fetch(`${url}/news`, { headers: HTML });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).not.toContain('Half');
    expect(html).toContain('<body><div id="root"></div></body>');
  });

  it('puts the page’s styles in its head, where HTML allows them', async () => {
    const style = '<style data-emotion="css abc">.css-abc{color:red}</style>';
    behaviour = (_req, res) => {
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(`${style}${RENDERED_HEAD_END}${RENDERED}`);
    };
    const html = await (await fetch(`${await site()}/news`, { headers: HTML })).text();
    expect(html).toContain(`${style}</head>`);
    expect(html).toContain(`<body>${RENDERED}</body>`);
    expect(html).not.toContain(RENDERED_HEAD_END);
  });

  it('a rendered page has an ETag of its own, and a browser revalidating it gets a 304', async () => {
    const url = await site();
    const first = await fetch(`${url}/news`, { headers: HTML });
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(await first.text()).toContain(RENDERED);

    const again = await fetch(`${url}/news`, { headers: { ...HTML, 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    // Another rendered body is another page: the old ETag no longer matches.
    behaviour = (_req, res) => {
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(RENDERED.replace('server', 'renderer'));
    };
    const changed = await fetch(`${url}/news`, { headers: { ...HTML, 'if-none-match': etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(await changed.text()).toContain('Rendered on the renderer');
  });

  it('is ready only once the renderer has loaded the remotes', async () => {
    let rendererReady = false;
    behaviour = (req, res) => {
      if (req.url !== '/ready') {
        res.writeHead(404).end();
        return;
      }
      res
        .writeHead(rendererReady ? 200 : 503, { 'content-type': 'application/json' })
        .end(JSON.stringify({ status: rendererReady ? 'ok' : 'starting' }));
    };
    const url = await site();
    const starting = await fetch(`${url}/api/ready`);
    expect(starting.status).toBe(503);
    expect(await starting.json()).toMatchObject({ status: 'unavailable', renderer: 'down' });
    rendererReady = true;
    const ready = await fetch(`${url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ok', renderer: 'up' });

    const withoutRenderer = await fetch(
      `${await site({ rendererUrl: 'http://127.0.0.1:9' })}/api/ready`,
    );
    expect(withoutRenderer.status).toBe(503);
    expect(await withoutRenderer.json()).toMatchObject({ renderer: 'down' });
  });

  it('a visitor who leaves stops the render', async () => {
    let started!: () => void;
    const renderStarted = new Promise<void>((resolve) => (started = resolve));
    let closed!: () => void;
    const renderStopped = new Promise<void>((resolve) => (closed = resolve));
    behaviour = (req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<div id="root"><main>Still rendering');
      // The page's render; the renderer's readiness is asked on the same server.
      if (req.url !== '/news') return;
      res.on('close', closed);
      started();
    };
    const url = await site();
    const leaving = new AbortController();
    const request = fetch(`${url}/news`, { headers: HTML, signal: leaving.signal });
    // The visitor leaves once the render is under way: before, there is nothing to stop.
    await renderStarted;
    leaving.abort();
    await expect(request).rejects.toThrow();
    await renderStopped;
  });
});

/** Sends one request exactly as written and reads the status line of the answer. */
function rawRequest(siteUrl: string, requestLine: string): Promise<number> {
  const { port } = new URL(siteUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      socket.write(
        `${requestLine}\r\nHost: 127.0.0.1\r\nAccept: text/html\r\nConnection: close\r\n\r\n`,
      );
    });
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0)));
  });
}

describe('page paths that name another host', () => {
  /** Another server on this machine: any connection to it means the site was made to call it. */
  let target: net.Server;
  let targetPort: number;
  let reached = 0;

  beforeAll(async () => {
    target = net.createServer((socket) => {
      reached += 1;
      socket.end('HTTP/1.1 200 OK\r\ncontent-type: text/html\r\ncontent-length: 5\r\n\r\nEVIL!');
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    targetPort = (target.address() as AddressInfo).port;
  });

  afterAll(() => new Promise((resolve) => target.close(resolve)));

  it.each([
    ['a network-path reference', (port: number) => `GET //127.0.0.1:${port}/evil HTTP/1.1`],
    ['a backslash after the slash', (port: number) => `GET /\\127.0.0.1:${port}/evil HTTP/1.1`],
    ['a backslash first', (port: number) => `GET \\\\127.0.0.1:${port}/evil HTTP/1.1`],
    ['an absolute-form target', (port: number) => `GET http://127.0.0.1:${port}/evil HTTP/1.1`],
    ['a backslash inside the path', () => `GET /news\\..\\..\\evil HTTP/1.1`],
    ['the asterisk form', () => 'GET * HTTP/1.1'],
  ])('%s: 400, and nothing is sent to any server', async (_shape, requestLine) => {
    const url = await site();
    reached = 0;
    expect(await rawRequest(url, requestLine(targetPort))).toBe(400);
    expect(reached).toBe(0);
    expect(asked).toEqual([]);
  });

  it('a renderer URL keeps its own host whatever the page path is', () => {
    const base = 'http://127.0.0.1:4200';
    expect(rendererTarget(base, '//evil.example/x?y=1').href).toBe(
      'http://127.0.0.1:4200//evil.example/x?y=1',
    );
    expect(rendererTarget(base, 'http://evil.example/x').host).toBe('127.0.0.1:4200');
    expect(rendererTarget(base, '/residential?page=2').href).toBe(
      'http://127.0.0.1:4200/residential?page=2',
    );
  });
});
