import type { Page } from 'puppeteer-core';
import { PAGE_TIMEOUT_MS } from '../src/browser';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import { QUICK_CONTACT, waitForHydration, waitForIdleMainThread } from '../src/page-helpers';
import { siteUrl } from '../src/site-url';

const BANNER = 'section[aria-label="Cookie consent"]';

async function storedConsent(page: Page): Promise<Record<string, unknown> | null> {
  const text = await page.evaluate(() => localStorage.getItem('cookie-consent'));
  return text === null ? null : (JSON.parse(text) as Record<string, unknown>);
}

/**
 * Waits for the banner. The server knows nothing of the stored choice, so the banner comes only
 * after hydration, in a render that may wait for the rest of the page to become live: the network
 * and the main thread can both be quiet for a while before it.
 */
async function bannerAppears(page: Page): Promise<void> {
  await page.waitForSelector(BANNER);
}

/**
 * Whether the banner is absent once the page is live and has nothing left to do: no load under
 * way for half a second and the main thread idle after it.
 */
async function bannerAbsentOnceLive(page: Page): Promise<boolean> {
  await waitForHydration(page, 'header');
  await waitForIdleMainThread(page);
  await page.waitForNetworkIdle({ idleTime: 500 });
  await waitForIdleMainThread(page);
  return (await page.$(BANNER)) === null;
}

// The banner shows until a choice is stored, and the choice survives a reload.
describe('the cookie banner in Chromium', () => {
  const browser = browserForTheseTests();

  async function freshVisit(): Promise<Page> {
    // A new incognito-like context: its own, empty local storage.
    const context = await browser.browser.createBrowserContext();
    const page = await context.newPage();
    page.setDefaultTimeout(PAGE_TIMEOUT_MS);
    await page.goto(`${siteUrl('demo')}/`, { waitUntil: 'networkidle0' });
    return page;
  }

  it('stores the chosen preferences and stays closed after a reload', async () => {
    const page = await freshVisit();
    await bannerAppears(page);
    await page.locator(`${BANNER} button::-p-text(Manage Preferences)`).click();
    await page.locator(`${BANNER} ::-p-text(Always Active)`).wait();
    await page.locator(`${BANNER} ::-p-aria(Marketing[role="switch"])`).click();
    await page.locator(`${BANNER} button::-p-text(Save Preferences)`).click();
    await page.waitForSelector(BANNER, { hidden: true });

    const saved = await storedConsent(page);
    expect(saved).toMatchObject({
      essential: true,
      analytics: false,
      marketing: true,
      functionality: false,
    });
    expect(new Date(String(saved?.timestamp)).toISOString()).toBe(saved?.timestamp);

    await page.reload({ waitUntil: 'networkidle0' });
    expect(await bannerAbsentOnceLive(page)).toBe(true);
    expect(await storedConsent(page)).toEqual(saved);
    await page.browserContext().close();
  });

  it('Accept All and Essential Only each close it for good', async () => {
    for (const [button, expected] of [
      ['Accept All', true],
      ['Essential Only', false],
    ] as const) {
      const page = await freshVisit();
      await bannerAppears(page);
      await page.locator(`${BANNER} button::-p-text(${button})`).click();
      await page.waitForSelector(BANNER, { hidden: true });
      expect(await storedConsent(page)).toMatchObject({
        essential: true,
        analytics: expected,
        marketing: expected,
        functionality: expected,
      });
      await page.reload({ waitUntil: 'networkidle0' });
      expect(await bannerAbsentOnceLive(page)).toBe(true);
      await page.browserContext().close();
    }
  });

  it('keeps a focused control clear of the banner while it shows', async () => {
    const page = await freshVisit();
    await bannerAppears(page);
    const scrollPadding = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingBottom);
    const bannerHeight = await page.$eval(BANNER, (el) => el.getBoundingClientRect().height);
    expect(parseFloat(await scrollPadding())).toBeGreaterThanOrEqual(Math.floor(bannerHeight));
    // Tabbing to a link low in the page scrolls it above the banner, not under it.
    await page.focus('footer a[href="/privacy-policy"]');
    const { linkBottom, bannerTop } = await page.evaluate((banner) => {
      const link = document.querySelector('footer a[href="/privacy-policy"]')!;
      return {
        linkBottom: link.getBoundingClientRect().bottom,
        bannerTop: document.querySelector(banner)!.getBoundingClientRect().top,
      };
    }, BANNER);
    expect(linkBottom).toBeLessThanOrEqual(bannerTop);
    await page.locator(`${BANNER} button::-p-text(Accept All)`).click();
    await page.waitForSelector(BANNER, { hidden: true });
    // What stays clear afterwards is only the quick-contact bar (none where buttons float).
    await page.waitForFunction(
      (quickContact) => {
        const bar = document.querySelector(quickContact);
        const barHeight = bar?.parentElement?.offsetHeight ?? 0;
        const left =
          parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom) || 0;
        return Math.abs(left - barHeight) < 1;
      },
      {},
      QUICK_CONTACT,
    );
    await page.browserContext().close();
  });
});
