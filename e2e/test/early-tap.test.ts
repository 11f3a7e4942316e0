import type { HTTPRequest, Page } from 'puppeteer-core';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import { openVisitorPage, withCookieChoiceMade } from '../src/page-helpers';
import { siteUrl } from '../src/site-url';

const PHONE = { width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };

/**
 * Opens `path` as served, with the listings section's code held back: the page is there to read
 * and tap, but it cannot be hydrated until the function returned is called.
 */
async function openWithListingsCodeHeld(page: Page, path: string) {
  const held: HTTPRequest[] = [];
  let holding = true;
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (holding && new URL(request.url()).pathname.startsWith('/remotes/listings/')) {
      held.push(request);
    } else {
      void request.continue();
    }
  });
  await page.goto(`${siteUrl('demo')}${path}`, { waitUntil: 'domcontentloaded' });
  return () => {
    holding = false;
    for (const request of held) void request.continue();
  };
}

// A served page is readable before its code runs; a tap in that moment finds no handler. The
// shell keeps that tap and plays it again once the page is live, so one tap is enough.
describe('a tap on a served page before it is live', () => {
  const browser = browserForTheseTests();

  it('opens the sort menu that was clicked', async () => {
    const page = await openVisitorPage(browser);
    const release = await openWithListingsCodeHeld(page, '/properties');
    await page.click('main [role="combobox"]');
    expect(await page.$('[role="listbox"]')).toBeNull();

    release();
    await page.waitForSelector('[role="listbox"] li[role="option"]');
    await page.close();
  });

  it('opens the alert sign-up that was tapped on a phone', async () => {
    const page = await browser.newPage();
    await page.setViewport(PHONE);
    await withCookieChoiceMade(page);
    const release = await openWithListingsCodeHeld(page, '/residential');
    const button = await page.waitForSelector('main button::-p-text(Get alerts for this search)');
    await button!.tap();
    expect(await page.$('[role="dialog"]')).toBeNull();

    release();
    const dialog = await page.waitForSelector('[role="dialog"]');
    expect(await dialog!.evaluate((el) => el.textContent)).toContain('Get alerts for this search');
    await page.close();
  });
});
