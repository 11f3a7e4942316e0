import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  REGISTRY_VERSION_HEADER,
  registryVersion,
  STABLE_REGISTRY_PATH,
  VISITOR_REGISTRY_HEADER,
  type ReleaseRegistry,
  type RemoteRegistry,
} from '@reedmere/contracts';
import { decodeVisitorRegistry, silentLogger } from '@reedmere/service-kit';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { listen, type Listening } from './support/http';
import { shellTemplate } from './support/shell-template';
import { SERVICE_TOKEN, STAFF_ASSERTION_KEY } from './support/stack';

/**
 * A remote's canary reaches its share of visitors: each visitor gets an id in a cookie, keeps
 * their builds from page to page, and the renderer is given a canary visitor's builds.
 */

const STABLE = '/remotes/news/20261101T000000Z-00000001/mf-manifest.json';
const CANARY = '/remotes/news/20261130T000000Z-00000002/mf-manifest.json';
const LISTINGS = '/remotes/listings/mf-manifest.json';
const VISITOR_COOKIE =
  /^reedmere_visitor=([0-9a-f]{32}); Max-Age=7776000; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/;

const withCanary = (share: number): ReleaseRegistry => ({
  listings: LISTINGS,
  news: { stable: STABLE, canary: { url: CANARY, share, since: '2026-11-30T10:00:00.000Z' } },
});

let root: string;
let remotesFile: string;
let renderer: http.Server;
let rendererUrl: string;
/** What the stand-in renderer was asked: the registry version and a visitor's own builds. */
const asked: { version?: string; visitor?: RemoteRegistry }[] = [];
const sites: Listening[] = [];
let tick = 1_700_000_000;

/** Rewrites the registry file with a later modification time, as a deploy does. */
function writeRegistry(registry: ReleaseRegistry): void {
  writeFileSync(remotesFile, JSON.stringify(registry));
  tick += 10;
  utimesSync(remotesFile, tick, tick);
}

async function site(env: Record<string, string> = {}): Promise<string> {
  const config = loadConfig({
    NODE_ENV: 'test',
    SERVICE_TOKEN,
    STAFF_ASSERTION_KEY,
    REMOTES_FILE: remotesFile,
    SITE_DIR: path.join(root, 'site'),
    RENDERER_URL: rendererUrl,
    ...env,
  });
  const listening = await listen(createApp({ config, logger: silentLogger }));
  sites.push(listening);
  return listening.url;
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'bff-canary-'));
  mkdirSync(path.join(root, 'site'));
  writeFileSync(path.join(root, 'site', 'index.html'), shellTemplate('Reedmere'));
  remotesFile = path.join(root, 'remotes.json');
  renderer = http.createServer((req, res) => {
    const visitor = req.headers[VISITOR_REGISTRY_HEADER] as string | undefined;
    asked.push({
      version: req.headers[REGISTRY_VERSION_HEADER] as string | undefined,
      visitor: visitor === undefined ? undefined : decodeVisitorRegistry(visitor),
    });
    res.writeHead(200, { 'content-type': 'text/html' }).end('<div id="root"><main></main></div>');
  });
  await new Promise<void>((resolve) => renderer.listen(0, '127.0.0.1', resolve));
  rendererUrl = `http://127.0.0.1:${(renderer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await Promise.all(sites.map((each) => each.close()));
  renderer.closeAllConnections();
  await new Promise((resolve) => renderer.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

beforeEach(() => {
  asked.length = 0;
});

const remotes = (url: string, cookie?: string) =>
  fetch(`${url}/api/remotes`, { headers: cookie ? { cookie } : {} });
const newsPage = (url: string, cookie?: string) =>
  fetch(`${url}/news`, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

describe('visitors while a canary is tried', () => {
  it('with no canary: the stable builds for everyone, and no cookie', async () => {
    writeRegistry({ listings: LISTINGS, news: STABLE });
    const url = await site();
    const answer = await remotes(url);
    expect(await answer.json()).toEqual({ listings: LISTINGS, news: STABLE });
    expect(answer.headers.get('set-cookie')).toBeNull();
    const page = await newsPage(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('set-cookie')).toBeNull();
    expect(asked).toEqual([{ version: registryVersion({ listings: LISTINGS, news: STABLE }) }]);
  });

  it('with a canary at 0 %: the stable build, and no cookie', async () => {
    writeRegistry(withCanary(0));
    const url = await site();
    const answer = await remotes(url);
    expect(await answer.json()).toEqual({ listings: LISTINGS, news: STABLE });
    expect(answer.headers.get('set-cookie')).toBeNull();
  });

  it('gives a new visitor an id and their builds, which they keep, and tells the renderer', async () => {
    writeRegistry(withCanary(100));
    const url = await site();
    const first = await remotes(url);
    expect(await first.json()).toEqual({ listings: LISTINGS, news: CANARY });
    const cookie = VISITOR_COOKIE.exec(first.headers.get('set-cookie') ?? '');
    expect(cookie).not.toBeNull();
    const sent = `reedmere_visitor=${cookie![1]!}`;

    const again = await remotes(url, sent);
    expect(await again.json()).toEqual({ listings: LISTINGS, news: CANARY });
    expect(again.headers.get('set-cookie')).toBeNull();
    const page = await newsPage(url, sent);
    expect(page.status).toBe(200);
    expect(page.headers.get('set-cookie')).toBeNull();
    const builds = { listings: LISTINGS, news: CANARY };
    expect(asked).toEqual([{ version: registryVersion(builds), visitor: builds }]);
  });

  it('gives a page its visitor id too, so the first page is already of their version', async () => {
    writeRegistry(withCanary(100));
    const url = await site();
    const page = await newsPage(url);
    expect(page.headers.get('set-cookie')).toMatch(VISITOR_COOKIE);
    expect(asked[0]?.visitor).toEqual({ listings: LISTINGS, news: CANARY });
  });

  it('at 50 %: visitors get either build, each keeping theirs on every read and page', async () => {
    writeRegistry(withCanary(50));
    const url = await site();
    const seen: Record<string, number> = { [STABLE]: 0, [CANARY]: 0 };
    for (let visitor = 0; visitor < 40; visitor += 1) {
      const first = await remotes(url);
      const { news } = (await first.json()) as RemoteRegistry;
      seen[news!] = (seen[news!] ?? 0) + 1;
      const id = VISITOR_COOKIE.exec(first.headers.get('set-cookie') ?? '')![1]!;
      const cookie = `reedmere_visitor=${id}`;
      expect(((await (await remotes(url, cookie)).json()) as RemoteRegistry).news).toBe(news);
      asked.length = 0;
      await (await newsPage(url, cookie)).text();
      expect(asked[0]?.visitor?.news ?? STABLE).toBe(news);
    }
    // 40 visitors at 50 %: either build at least 8 times but for a chance of about 1 in 10^5.
    expect(seen[STABLE]).toBeGreaterThanOrEqual(8);
    expect(seen[CANARY]).toBeGreaterThanOrEqual(8);
  });

  it('gives the stable builds to a read that asks for them, whoever asks, and no cookie', async () => {
    writeRegistry(withCanary(100));
    const url = await site();
    const first = await remotes(url);
    const cookie = `reedmere_visitor=${VISITOR_COOKIE.exec(first.headers.get('set-cookie') ?? '')![1]!}`;
    expect(((await first.json()) as RemoteRegistry).news).toBe(CANARY);
    for (const asking of [undefined, cookie]) {
      const stable = await fetch(`${url}${STABLE_REGISTRY_PATH}`, {
        headers: asking ? { cookie: asking } : {},
      });
      expect(stable.status).toBe(200);
      expect(stable.headers.get('cache-control')).toBe('no-store');
      expect(stable.headers.get('set-cookie')).toBeNull();
      expect(await stable.json()).toEqual({ listings: LISTINGS, news: STABLE });
    }
  });

  it('refuses any other query (400) and gives no id', async () => {
    writeRegistry(withCanary(100));
    const url = await site();
    for (const query of ['builds=canary', 'builds=', 'other=1']) {
      const answer = await fetch(`${url}/api/remotes?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.headers.get('set-cookie')).toBeNull();
      const body = (await answer.json()) as { errors: { field: string; message: string }[] };
      expect(body.errors).toEqual([
        query.startsWith('builds')
          ? { field: 'builds', message: 'builds can only be stable (or left out)' }
          : { field: 'other', message: expect.stringContaining('not allowed') },
      ]);
    }
  });

  it('replaces a malformed id, and names the cookie __Host- and Secure over https', async () => {
    writeRegistry(withCanary(100));
    const url = await site();
    const answer = await remotes(url, 'reedmere_visitor=not-an-id');
    expect(answer.headers.get('set-cookie')).toMatch(VISITOR_COOKIE);

    const behindProxy = await site({ TRUST_PROXY: 'true' });
    const secure = await fetch(`${behindProxy}/api/remotes`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secure.headers.get('set-cookie')).toMatch(
      /^__Host-reedmere_visitor=[0-9a-f]{32}; Max-Age=7776000; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/,
    );
  });
});
