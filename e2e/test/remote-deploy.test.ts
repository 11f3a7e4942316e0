import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import {
  copyRemoteWorkspace,
  demoDataDir,
  keepRegistry,
  removeCopy,
  replaceInFile,
  runDeployScript,
} from '../src/demo-stack';
import { openVisitorPage, waitForTextInMain } from '../src/page-helpers';
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

// Independent delivery on one machine: a changed copy of the news remote is built and published
// into the running site by the deploy script; the next load shows it, the shell untouched.
describe('deploying one remote into the running site', () => {
  const browser = browserForTheseTests();
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

  it('deploys the changed copy with the deploy script', async () => {
    const run = await runDeployScript('news', copy!, dataDir);
    expect([run.code, run.output]).toEqual([0, expect.stringContaining('Deployed news: build')]);
    buildId = run.buildId;
    expect(buildId).toMatch(/^\d{8}T\d{6}Z-[0-9a-f]{8}$/);
    expect(run.output).toContain(`/remotes/news/${buildId}/mf-manifest.json`);
    expect(run.output).toMatch(/in \d+\.\d s/);
  }, 300000);

  it('on reload shows the new text, from the new build folder, with the same shell files', async () => {
    const after = await loadNews(page, NEW_SUBTITLE);
    expect(await page.$eval('main', (el) => (el as HTMLElement).innerText)).not.toContain(SUBTITLE);
    // Every file of the remote came from the new build's folder.
    expect(after.remote).toContain(`/remotes/news/${buildId}/mf-manifest.json`);
    expect(after.remote).toContain(`/remotes/news/${buildId}/remoteEntry.js`);
    for (const p of after.remote) expect(p.startsWith(`/remotes/news/${buildId}/`)).toBe(true);
    // The shell was not rebuilt: the same files, byte for byte.
    expect(Object.fromEntries(after.shell)).toEqual(Object.fromEntries(before.shell));
  });

  it('puts the original back (for the tests that follow)', async () => {
    await restoreRegistry!();
    const restored = await loadNews(page, SUBTITLE);
    const manifest = (files: string[]) => files.find((p) => p.endsWith('/mf-manifest.json'));
    expect(manifest(restored.remote)).toBe(manifest(before.remote));
  });
});
