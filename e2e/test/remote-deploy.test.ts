import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { readRegistry } from '@reedmere/releases';
import { registryFileIn } from '@reedmere/launcher';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import { canaryVisitorId } from '@reedmere/contracts/testing';
import { asVisitor, untilCanaryViews, visitAndLeave } from '../src/canary-visitors';
import {
  copyRemoteWorkspace,
  demoDataDir,
  keepRegistry,
  removeCopy,
  replaceInFile,
  runDeployCommand,
  runDeployScript,
  startCanary,
  untilReleased,
} from '../src/demo-stack';
import { openVisitorPage, waitForHydration, waitForTextInMain } from '../src/page-helpers';
import { siteUrl } from '../src/site-url';

const SUBTITLE = 'Market updates and property news from across Norfolk.';
const NEW_SUBTITLE = 'Freshly deployed: the latest property news from Norfolk.';
const NEWS_PAGE = path.join('src', 'features', 'article-list', 'components', 'news-page.tsx');

interface Loaded {
  /** The shell's own scripts and styles: path -> SHA-256 of the bytes the site serves. */
  shell: Map<string, string>;
  /** Every file of the news remote the page fetched. */
  remote: string[];
}

/** Loads /news (nothing from the browser cache) and records which files it used. */
async function loadNews(page: Page, text: string): Promise<Loaded> {
  const shellPaths = new Set<string>();
  const remote: string[] = [];
  const origin = siteUrl('demo');
  const onRequest = (request: { url(): string }) => {
    const url = new URL(request.url());
    if (url.origin !== origin) return;
    if (url.pathname.startsWith('/remotes/news/')) remote.push(url.pathname);
    else if (/^\/(?!api\/|remotes\/).+\.(?:m?js|css)$/.test(url.pathname)) {
      shellPaths.add(url.pathname);
    }
  };
  page.on('request', onRequest);
  try {
    await page.goto(`${origin}/news`, { waitUntil: 'networkidle0' });
    await waitForTextInMain(page, text);
    // The served page reads at once; its remote's files load when the shell starts after the
    // page's load, which on a busy machine can come after the network has been still a while.
    await waitForHydration(page, 'main');
  } finally {
    page.off('request', onRequest);
  }
  const shell = new Map<string, string>();
  for (const p of [...shellPaths].sort()) {
    const bytes = Buffer.from(await (await fetch(`${origin}${p}`)).arrayBuffer());
    shell.set(p, createHash('sha256').update(bytes).digest('hex'));
  }
  return { shell, remote };
}

/** The served HTML of /news for a visitor, once it comes rendered on the server with `text`. */
async function servedNews(cookie: string, text: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const html = await (
      await fetch(`${siteUrl('demo')}/news`, { headers: { accept: 'text/html', cookie } })
    ).text();
    // The first page of a new set of builds may come for the browser to render while the
    // renderer loads them; a later one comes rendered.
    if (html.includes(text) || Date.now() > deadline) return html;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

// Independent delivery on one machine: a changed copy of the news remote is built and published
// into the running site by the deploy script, first as a canary for half the visitors, then for
// everyone; each visitor sees their version, the shell untouched.
describe('deploying one remote into the running site', () => {
  const browser = browserForTheseTests();
  const canaryVisitor = browserForTheseTests();
  const stableVisitor = browserForTheseTests();
  let page: Page;
  let dataDir: string;
  let restoreRegistry: (() => Promise<void>) | undefined;
  let copy: string | undefined;
  let before: Loaded;
  let buildId: string | undefined;

  beforeAll(async () => {
    dataDir = demoDataDir();
    restoreRegistry = await keepRegistry(dataDir);
    copy = await copyRemoteWorkspace('mfe-news');
    await replaceInFile(path.join(copy, NEWS_PAGE), SUBTITLE, NEW_SUBTITLE);
    page = await openVisitorPage(browser);
    await page.setCacheEnabled(false);
  });
  afterAll(async () => {
    await restoreRegistry?.();
    await removeCopy(copy);
  });

  it('shows the current news page first', async () => {
    before = await loadNews(page, SUBTITLE);
    expect(before.shell.size).toBeGreaterThan(0);
    expect(before.remote.filter((p) => p.endsWith('/mf-manifest.json'))).toHaveLength(1);
  });

  it('deploys the changed copy as a canary for half the visitors with the deploy script', async () => {
    const run = await runDeployScript('news', copy!, dataDir, 50);
    expect([run.code, run.output]).toEqual([0, expect.stringContaining('Deployed news: build')]);
    buildId = run.buildId;
    expect(buildId).toMatch(/^\d{8}T\d{6}Z-[0-9a-f]{8}$/);
    expect(run.output).toContain(`/remotes/news/${buildId}/mf-manifest.json`);
    expect(run.output).toContain('A canary for 50 % of visitors');
    expect(run.output).toMatch(/in \d+\.\d s/);
  }, 300000);

  it('gives two visitors different builds, each keeping theirs, served and hydrated alike', async () => {
    const canaryUrl = `/remotes/news/${buildId}/mf-manifest.json`;
    const visitors = [
      { browser: canaryVisitor, onCanary: true, text: NEW_SUBTITLE, other: SUBTITLE },
      { browser: stableVisitor, onCanary: false, text: SUBTITLE, other: NEW_SUBTITLE },
    ];
    for (const visitor of visitors) {
      const id = canaryVisitorId('news', canaryUrl, 50, visitor.onCanary);
      const cookie = `reedmere_visitor=${id}`;
      // Served: the page comes rendered on the server from this visitor's build.
      const served = await servedNews(cookie, visitor.text);
      expect(served).toContain(visitor.text);
      expect(served).not.toContain(visitor.other);

      const visitorPage = await openVisitorPage(visitor.browser);
      await asVisitor(visitorPage, id);
      const problems: string[] = [];
      visitorPage.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warn') problems.push(message.text());
      });
      visitorPage.on('pageerror', (error) => problems.push(String(error)));
      const news = await loadNews(visitorPage, visitor.text);
      // Hydrated from the same build the server rendered: its files, and no warning.
      const manifests = news.remote.filter((p) => p.endsWith('/mf-manifest.json'));
      if (visitor.onCanary) expect(manifests).toEqual([canaryUrl]);
      else expect(manifests).not.toContain(canaryUrl);
      expect(problems).toEqual([]);
      expect(await visitorPage.$eval('main', (el) => (el as HTMLElement).innerText)).not.toContain(
        visitor.other,
      );

      // From page to page: away by the header's link, then back to the news by the app.
      await visitorPage.click('header a[href="/"]');
      await visitorPage.waitForFunction(() => location.pathname === '/');
      await visitorPage.goto(`${siteUrl('demo')}/news`, { waitUntil: 'networkidle0' });
      await waitForTextInMain(visitorPage, visitor.text);
      const registry = await visitorPage.evaluate(async () =>
        (await fetch('/api/remotes', { credentials: 'include' })).json(),
      );
      expect((registry as Record<string, string>).news === canaryUrl).toBe(visitor.onCanary);
      expect(problems).toEqual([]);
      await visitorPage.close();
    }
  });

  it('promotes the canary: on reload every visitor gets the new build, with the same shell files', async () => {
    const run = await runDeployCommand(['promote', 'news'], dataDir);
    expect([run.code, run.output]).toEqual([
      0,
      expect.stringContaining(`Promoted news: every visitor now gets ${buildId}.`),
    ]);
    const after = await loadNews(page, NEW_SUBTITLE);
    expect(await page.$eval('main', (el) => (el as HTMLElement).innerText)).not.toContain(SUBTITLE);
    // Every file of the remote came from the new build's folder.
    expect(after.remote).toContain(`/remotes/news/${buildId}/mf-manifest.json`);
    expect(after.remote).toContain(`/remotes/news/${buildId}/remoteEntry.js`);
    for (const p of after.remote) expect(p.startsWith(`/remotes/news/${buildId}/`)).toBe(true);
    // The shell was not rebuilt: the same files, byte for byte.
    expect(Object.fromEntries(after.shell)).toEqual(Object.fromEntries(before.shell));
  });

  it('steps a healthy canary through its plan and promotes it by itself, with no restart', async () => {
    await restoreRegistry!();
    const canaryUrl = `/remotes/news/${buildId}/mf-manifest.json`;
    // The build deployed above, tried again: at 50 %, then 100 % (the promotion) after 3 s with
    // two page views and no error.
    await startCanary(dataDir, 'news', canaryUrl, {
      share: 50,
      check: { minViews: 2, marginPercent: 10 },
      plan: { steps: [100], stepMinutes: 0.05 },
    });
    const visitorPage = await openVisitorPage(canaryVisitor);
    await asVisitor(visitorPage, canaryVisitorId('news', canaryUrl, 50, true));
    for (let visit = 1; visit <= 2; visit++) {
      await visitAndLeave(visitorPage, '/news', () =>
        Boolean(document.querySelector('main')?.textContent?.includes('Freshly deployed')),
      );
      // Counted before the next (the second may promote it at once).
      if (visit < 2) await untilCanaryViews(dataDir, 'news', canaryUrl, visit);
    }
    // Open until the release: the second visit's report is still leaving (see visitAndLeave).
    const promoted = await untilReleased(dataDir, {
      action: 'promote',
      version: buildId,
      by: 'health check',
    });
    await visitorPage.close();
    expect(promoted.figures?.canary).toEqual({ views: 2, errors: 0 });
    expect(promoted.reason).toMatch(
      /^canary 0 errors in 2 views \(0\.0 %\) against stable .* after 0\.05 min at 50 %$/,
    );
    expect((await readRegistry(registryFileIn(dataDir))).news).toBe(canaryUrl);
    // A visitor the canary never had gets the new build on their first page.
    await loadNews(page, NEW_SUBTITLE);
  });

  it('puts the original back (for the tests that follow)', async () => {
    await restoreRegistry!();
    const restored = await loadNews(page, SUBTITLE);
    const manifest = (files: string[]) => files.find((p) => p.endsWith('/mf-manifest.json'));
    expect(manifest(restored.remote)).toBe(manifest(before.remote));
  });
});
