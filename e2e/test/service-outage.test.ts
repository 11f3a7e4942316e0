import { isSectionError, type HomeContent } from '@reedmere/contracts';
import { api } from '../src/api';
import { demoServicePid } from '../src/demo-stack';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import { mainText, openVisitorPage, waitForHydration } from '../src/page-helpers';
import { siteUrl } from '../src/site-url';
import type { Page } from 'puppeteer-core';

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

it('the home page with the developments service hung shows the listings and the projects error', async () => {
  const pid = await demoServicePid('developments');
  process.kill(pid, 'SIGSTOP');
  const deadline = Date.now() + OUTAGE_SHOWN_WITHIN_MS;
  try {
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
  } finally {
    process.kill(pid, 'SIGCONT');
  }
  // Back: the projects show again, nothing of the outage kept.
  const page = await browser.newPage();
  await page.goto(`${siteUrl('demo')}/`, { waitUntil: 'networkidle0' });
  await page.waitForFunction(() => !document.body.innerText.includes('Error Loading Developments'));
  const projects = await page.$eval('main', (main) => (main as HTMLElement).innerText);
  expect(projects).toContain('Development Projects');
  await page.close();
}, 120000);

/**
 * Coming back to the home page reads it again. With the listings service hung, that read marks
 * the listings failed; the visitor still sees the listings they left, not an error in their place.
 */
it('coming back to the home page while the listings service hangs keeps the listings shown', async () => {
  const page = await openVisitorPage(browser);
  await page.goto(`${siteUrl('demo')}/`, { waitUntil: 'networkidle0' });
  // Live: the card opens its property in the app, and Back comes to the home page there too.
  await waitForHydration(page, 'main');
  const card = (await page.waitForSelector('main a[href^="/property/"]'))!;
  const href = await card.evaluate((link) => link.getAttribute('href')!);
  await card.click();
  await page.waitForFunction((path) => location.pathname === path, {}, href);
  await page.waitForSelector('main h1');

  const pid = await demoServicePid('listings');
  process.kill(pid, 'SIGSTOP');
  try {
    // The site answers the home page with the listings failed once its short-lived copy of the
    // last answer has gone: from then on the page's own read gets that answer too.
    const deadline = Date.now() + OUTAGE_SHOWN_WITHIN_MS;
    while (!isSectionError((await api<HomeContent>('demo', '/api/home')).body.residentialSales)) {
      if (Date.now() > deadline) throw new Error('The home page never answered the outage');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    // The page notes when its read of the home page has come in whole.
    await page.evaluate(() => {
      new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => new URL(entry.name).pathname === '/api/home')) {
          (window as unknown as { homeReadAgain: boolean }).homeReadAgain = true;
        }
      }).observe({ type: 'resource' });
    });
    const readAgain = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/home',
    );
    await page.goBack();
    const answer = (await (await readAgain).json()) as HomeContent;
    expect(isSectionError(answer.residentialSales)).toBe(true);
    await page.waitForFunction(
      () => (window as unknown as { homeReadAgain?: boolean }).homeReadAgain,
    );
    // The answer handed to the page and drawn: it is idle, showing what it keeps showing.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    const text = await mainText(page);
    expect(text).toContain('Residential Sales');
    expect(text).not.toContain('Error Loading Properties');
    expect(await page.$(`main a[href="${href}"]`)).not.toBeNull();
  } finally {
    process.kill(pid, 'SIGCONT');
    await page.close();
  }
}, 120000);
