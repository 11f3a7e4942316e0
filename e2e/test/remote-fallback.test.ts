import type { HTTPRequest, Page } from 'puppeteer-core';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import {
  MAIN_NAV,
  mainHeading,
  mainText,
  openVisitorPage,
  REMOTE_FALLBACK_TEXT,
  waitForHeading,
} from '../src/page-helpers';
import { siteUrl } from '../src/site-url';

// One remote's files unreachable (as when its server is down): its section shows the fallback
// with Retry, the rest of the site keeps working, and Retry recovers once the files are back.
describe('a remote whose files cannot be reached', () => {
  const browser = browserForTheseTests();
  let page: Page;
  let newsDown = true;

  beforeAll(async () => {
    page = await openVisitorPage(browser);
    await page.setRequestInterception(true);
    page.on('request', (request: HTTPRequest) => {
      const { pathname } = new URL(request.url());
      if (newsDown && pathname.startsWith('/remotes/news/'))
        void request.abort('connectionrefused');
      else void request.continue();
    });
  });

  it('shows the fallback with Retry in its place, header and footer intact', async () => {
    await page.goto(`${siteUrl('demo')}/news`);
    await page.waitForFunction(
      (text) => document.querySelector('main')?.textContent?.includes(text),
      {},
      REMOTE_FALLBACK_TEXT,
    );
    expect(await page.$('main button::-p-text(Retry)')).not.toBeNull();
    expect(await page.$(MAIN_NAV)).not.toBeNull();
    expect(await page.$('footer')).not.toBeNull();
  });

  it('leaves every other section working', async () => {
    await page.locator(`${MAIN_NAV} a::-p-text(Contact)`).click();
    await waitForHeading(page, 'Contact Us');
    await page.locator(`${MAIN_NAV} a::-p-text(Developments)`).click();
    await page.waitForFunction(() => window.location.pathname === '/developments');
    await page.waitForNetworkIdle({ idleTime: 300 });
    expect((await mainHeading(page)).length).toBeGreaterThan(0);
    expect(await mainText(page)).not.toContain(REMOTE_FALLBACK_TEXT);
  });

  it('recovers with Retry once the files are back', async () => {
    await page.goto(`${siteUrl('demo')}/news`);
    await page.locator('main button::-p-text(Retry)').wait();
    newsDown = false;
    await page.locator('main button::-p-text(Retry)').click();
    await page.waitForFunction(
      (text) => !document.querySelector('main')?.textContent?.includes(text),
      {},
      REMOTE_FALLBACK_TEXT,
    );
    expect((await mainHeading(page)).length).toBeGreaterThan(0);
  });
});
