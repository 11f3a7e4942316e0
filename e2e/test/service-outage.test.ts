import { isSectionError, type HomeContent } from '@reedmere/contracts';
import { api } from '../src/api';
import { demoServicePid } from '../src/demo-stack';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import { mainHeading, mainText, openVisitorPage, waitForHydration } from '../src/page-helpers';
import { siteUrl } from '../src/site-url';
import type { HTTPResponse, Page } from 'puppeteer-core';

/**
 * One service that stops answering costs the home page only its own section: with the
 * developments service paused (it accepts connections and never answers, as a hung process
 * does), the listing sections still show and the projects show their error state.
 */

const browser = browserForTheseTests();

/**
 * A complete page rendered before the pause is served for up to 30 s (the renderer's page cache,
 * one per rendering process, so one process may still hold it after another shows the outage),
 * and a public read for up to 5 s: each look at the page loads it again until the served HTML
 * shows the outage, within a deadline well past both.
 */
const OUTAGE_SHOWN_WITHIN_MS = 60000;

async function loadUntilTheOutageIsServed(javaScript: boolean, deadline: number): Promise<Page> {
  for (;;) {
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await page.setJavaScriptEnabled(javaScript);
    // Each load asks for the whole page, not whether the copy from the load before still holds.
    await page.setCacheEnabled(false);
    const response = await page.goto(`${siteUrl('demo')}/`, { waitUntil: 'networkidle0' });
    expect(response?.status()).toBe(200);
    if ((await response?.text())?.includes('Error Loading Developments')) return page;
    await page.close();
    if (Date.now() > deadline) throw new Error('The served home page never showed the outage');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Stops one of the demo stack's services for `use`, as a hung process: it never answers. */
async function withServiceHung(service: string, use: () => Promise<void>): Promise<void> {
  const pid = await demoServicePid(service);
  process.kill(pid, 'SIGSTOP');
  try {
    await use();
  } finally {
    process.kill(pid, 'SIGCONT');
  }
}

it('the home page with the developments service hung shows the listings and the projects error', async () => {
  await withServiceHung('developments', async () => {
    const deadline = Date.now() + OUTAGE_SHOWN_WITHIN_MS;
    for (const javaScript of [false, true]) {
      const page = await loadUntilTheOutageIsServed(javaScript, deadline);
      // Live, the page keeps what it was served.
      await page.waitForFunction(
        () => document.body.innerText.includes('Error Loading Developments'),
        { timeout: 15000 },
      );
      const text = await page.$eval('main', (main) => (main as HTMLElement).innerText);
      expect(text).toContain('Residential Sales');
      expect(text).toContain('View Details');
      expect(text).not.toContain('Error Loading Properties');
      await page.close();
    }
  });
  // Back: the projects show again, nothing of the outage kept.
  const page = await browser.newPage();
  await page.goto(`${siteUrl('demo')}/`, { waitUntil: 'networkidle0' });
  await page.waitForFunction(() => !document.body.innerText.includes('Error Loading Developments'));
  const projects = await page.$eval('main', (main) => (main as HTMLElement).innerText);
  expect(projects).toContain('Development Projects');
  await page.close();
}, 120000);

/** The response to the page's next read of `pathname`. */
const readOf = (page: Page, pathname: string): Promise<HTTPResponse> =>
  page.waitForResponse((answer) => new URL(answer.url()).pathname === pathname);

/**
 * How long a page may take to draw an answer that has arrived, on a busy machine too: what it
 * must not show has had its chance to appear by then.
 */
const DRAWN_WITHIN_MS = 5000;

/** Fails if the text of `selector` comes to include `text` within DRAWN_WITHIN_MS. */
async function neverShows(page: Page, selector: string, text: string): Promise<void> {
  await expect(
    page.waitForFunction(
      (within, unwanted) => document.querySelector(within)?.textContent?.includes(unwanted),
      { timeout: DRAWN_WITHIN_MS },
      selector,
      text,
    ),
  ).rejects.toThrow();
}

/** A visitor's page, live (its links open pages in the app), at `path`. */
async function livePage(path: string): Promise<Page> {
  const page = await openVisitorPage(browser);
  await page.goto(`${siteUrl('demo')}${path}`, { waitUntil: 'networkidle0' });
  await waitForHydration(page, 'main');
  return page;
}

/**
 * Coming back to the home page reads it again. With the listings service hung, that read marks
 * the listings failed; the visitor still sees the listings they left, not an error in their place.
 */
it('coming back to the home page while the listings service hangs keeps the listings shown', async () => {
  const page = await livePage('/');
  const card = (await page.waitForSelector('main a[href^="/property/"]'))!;
  const href = await card.evaluate((link) => link.getAttribute('href')!);
  await card.click();
  await page.waitForFunction((path) => location.pathname === path, {}, href);
  await page.waitForSelector('main h1');

  await withServiceHung('listings', async () => {
    // The site answers the home page with the listings failed once its short-lived copy of the
    // last answer has gone: from then on the page's own read gets that answer too.
    const deadline = Date.now() + OUTAGE_SHOWN_WITHIN_MS;
    while (!isSectionError((await api<HomeContent>('demo', '/api/home')).body.residentialSales)) {
      if (Date.now() > deadline) throw new Error('The home page never answered the outage');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const readAgain = readOf(page, '/api/home');
    await page.goBack();
    const answer = (await (await readAgain).json()) as HomeContent;
    expect(isSectionError(answer.residentialSales)).toBe(true);
    await neverShows(page, 'main', 'Error Loading Properties');
    expect(await mainText(page)).toContain('Residential Sales');
    expect(await page.$(`main a[href="${href}"]`)).not.toBeNull();
  });
  await page.close();
}, 120000);

/**
 * A property opened from a list shows at once, drawn from the list's record, and is read afresh
 * behind it. With the listings service hung that read fails; the property stays on screen.
 */
it('a property opened from a list while the listings service hangs stays on screen', async () => {
  const page = await livePage('/residential');
  const card = (await page.waitForSelector('main a[href^="/property/"]'))!;
  const href = await card.evaluate((link) => link.getAttribute('href')!);
  const listHeading = await mainHeading(page);
  await withServiceHung('listings', async () => {
    const readAfresh = readOf(page, href.replace(/^\/property\//, '/api/properties/'));
    await card.click();
    await page.waitForFunction(
      (list) => document.querySelector('main h1')?.textContent?.trim() !== list,
      {},
      listHeading,
    );
    const title = await mainHeading(page);
    expect(title).not.toBe('Property Not Found');
    expect((await readAfresh).status()).toBeGreaterThanOrEqual(500);
    await neverShows(page, 'main h1', 'Property Not Found');
    expect(await mainHeading(page)).toBe(title);
  });
  await page.close();
}, 60000);
