import { cp, mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { deploysDirIn, REPO_ROOT } from '@reedmere/launcher';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import { demoDataDir, keepRegistry, pointRegistry } from '../src/demo-stack';
import {
  HEADER_LINKS,
  MAIN_NAV,
  mainHeading,
  mainText,
  openVisitorPage,
  REMOTE_FALLBACK_TEXT,
  waitForHeading,
} from '../src/page-helpers';
import { siteUrl } from '../src/site-url';

// A build folder of its own (an old date, so it sorts before any real deploy), holding a copy of
// the news remote's build.
const BUILD_ID = '20000101T000000Z-e2e0e2e0';

// One remote's browser code really stops being served (its files are gone from the site, no
// request interception): its section shows the fallback with Retry while every other route works,
// and Retry renders it once the files are back. Its manifest and server build stay: every renderer
// process can still load the build the registry names, whichever of them renders the page (one
// that could not would keep its previous version in service, and the page would name that one).
const KEPT_FOR_THE_SERVER = new Set(['mf-manifest.json', 'server']);
describe('a remote that is no longer served', () => {
  const browser = browserForTheseTests();
  let page: Page;
  let restoreRegistry: (() => Promise<void>) | undefined;
  let buildDir: string;
  let movedAway: string;
  const entryStatuses: number[] = [];

  /** Moves every file of the build the browser loads from `from` to `to`. */
  async function moveBrowserFiles(from: string, to: string) {
    await mkdir(to, { recursive: true });
    for (const entry of await readdir(from)) {
      if (!KEPT_FOR_THE_SERVER.has(entry)) {
        await rename(path.join(from, entry), path.join(to, entry));
      }
    }
  }

  beforeAll(async () => {
    const dataDir = demoDataDir();
    restoreRegistry = await keepRegistry(dataDir);
    buildDir = path.join(deploysDirIn(dataDir), 'news', BUILD_ID);
    // Not a build id: the site never serves a folder of this name.
    movedAway = path.join(deploysDirIn(dataDir), 'news', `browser-files-of-${BUILD_ID}`);
    await cp(path.join(REPO_ROOT, 'mfe-news', 'dist'), buildDir, {
      recursive: true,
    });
    await pointRegistry(dataDir, 'news', `/remotes/news/${BUILD_ID}/mf-manifest.json`);
    page = await openVisitorPage(browser);
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === `/remotes/news/${BUILD_ID}/remoteEntry.js`) {
        entryStatuses.push(response.status());
      }
    });
  });
  afterAll(async () => {
    await restoreRegistry?.();
    await rm(buildDir, { recursive: true, force: true });
    await rm(movedAway, { recursive: true, force: true });
  });

  it('renders from its build folder while it is served', async () => {
    await page.goto(`${siteUrl('demo')}/news`, { waitUntil: 'networkidle0' });
    await waitForHeading(page, 'News');
    expect(entryStatuses).toContain(200);
  });

  it('once its files are gone: the fallback with Retry, header and footer intact', async () => {
    await moveBrowserFiles(buildDir, movedAway);
    entryStatuses.length = 0;
    await page.goto(`${siteUrl('demo')}/news`);
    await page.waitForFunction(
      (text) => document.querySelector('main')?.textContent?.includes(text),
      {},
      REMOTE_FALLBACK_TEXT,
    );
    // The site itself answered 404: the files are really gone, nothing was intercepted.
    expect(entryStatuses.length).toBeGreaterThan(0);
    expect(entryStatuses.every((status) => status === 404)).toBe(true);
    expect(await page.$('main button::-p-text(Retry)')).not.toBeNull();
    expect(await page.$(MAIN_NAV)).not.toBeNull();
    expect(await page.$('footer')).not.toBeNull();
  });

  it.each(HEADER_LINKS)('every other route still works: %s', async (label, pathname, heading) => {
    await page.locator(`${MAIN_NAV} a::-p-text(${label})`).click();
    await page.waitForFunction((p) => window.location.pathname === p, {}, pathname);
    await waitForHeading(page, heading);
    await page.waitForNetworkIdle({ idleTime: 300 });
    expect(await mainText(page)).not.toContain(REMOTE_FALLBACK_TEXT);
  });

  it('brought back, Retry renders it', async () => {
    await page.goto(`${siteUrl('demo')}/news`);
    await page.locator('main button::-p-text(Retry)').wait();
    await moveBrowserFiles(movedAway, buildDir);
    await page.locator('main button::-p-text(Retry)').click();
    await waitForHeading(page, 'News');
    expect(await mainText(page)).not.toContain(REMOTE_FALLBACK_TEXT);
    expect((await mainHeading(page)).length).toBeGreaterThan(0);
  });
});
