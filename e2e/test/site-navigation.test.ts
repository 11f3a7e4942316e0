import { NOT_FOUND } from '@reedmere/contracts';
import type { Page } from 'puppeteer-core';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import {
  HEADER_LINKS,
  MAIN_NAV,
  mainHeading,
  mainText,
  openVisitorPage,
  REMOTE_FALLBACK_TEXT,
  waitForHeading,
  waitForAnimationsToEnd,
  withCookieChoiceMade,
} from '../src/page-helpers';
import { siteUrl } from '../src/site-url';

// The header as a visitor uses it, on a desktop-sized window: every top-level route reached by
// clicking, each page's heading checked, the header, footer and no fallback on every one.
describe('navigating the site with the header', () => {
  const browser = browserForTheseTests();
  let page: Page;

  beforeAll(async () => {
    page = await openVisitorPage(browser);
    await page.goto(`${siteUrl('demo')}/`, { waitUntil: 'networkidle0' });
  });

  const header = MAIN_NAV;

  async function clickLink(text: string) {
    await page.locator(`${header} a::-p-text(${text})`).click();
  }

  async function clickMenuItem(menu: string, item: string) {
    await page.locator(`${header} button::-p-text(${menu})`).hover();
    await page.locator(`${header} ul[aria-label="${menu} menu"] a::-p-text(${item})`).click();
  }

  async function expectPage(path: string, heading?: string) {
    await page.waitForFunction((p) => window.location.pathname === p, {}, path);
    if (heading) await waitForHeading(page, heading);
    else await page.waitForNetworkIdle({ idleTime: 300 });
    expect((await mainHeading(page)).length).toBeGreaterThan(0);
    expect(await mainText(page)).not.toContain(REMOTE_FALLBACK_TEXT);
    expect(await page.$('footer')).not.toBeNull();
  }

  it.each(HEADER_LINKS)('the %s link opens %s', async (label, path, heading) => {
    await clickLink(label);
    await expectPage(path, heading);
  });

  it.each([
    ['Residential', 'Properties For Sale', '/residential', 'Residential Excellence'],
    [
      'Residential',
      'Property Finder Service',
      '/property-finder',
      'Norfolk Property Finder Service',
    ],
    ['Commercial', 'Commercial Sales', '/commercial-sales', 'Commercial Sales Excellence'],
    ['Commercial', 'Commercial Lettings', '/commercial-lettings', 'Commercial Lettings'],
    ['Commercial', 'Non-Domestic EPCs', '/epc', 'Non-Domestic EPCs'],
  ])('the %s menu item %s opens %s', async (menu, item, path, heading) => {
    await clickMenuItem(menu, item);
    await expectPage(path, heading);
  });

  it('marks the section of the current page in the header', async () => {
    await clickMenuItem('Commercial', 'Commercial Lettings');
    await expectPage('/commercial-lettings');
    const current = await page.$eval(`${header} [aria-current]`, (el) => el.textContent);
    expect(current).toContain('Commercial');
  });

  it.each([
    ['Privacy Policy', '/privacy-policy', 'Privacy Policy'],
    ['Cookie Policy', '/cookie-policy', 'Cookie Policy'],
    ['Terms & Conditions', '/terms-conditions', 'Terms & Conditions'],
  ])('the footer link %s opens %s', async (label, path, heading) => {
    await page.locator(`footer a::-p-text(${label})`).click();
    await expectPage(path, heading);
  });

  it('shows the 404 page for an unknown route, with the header and a way home', async () => {
    await page.goto(`${siteUrl('demo')}/no-such-page`, { waitUntil: 'networkidle0' });
    expect(await mainHeading(page)).toBe(NOT_FOUND.title);
    expect(await mainText(page)).toContain(NOT_FOUND.text);
    await page.locator('main a::-p-text(Back to Home)').click();
    await page.waitForFunction(() => window.location.pathname === '/');
  });
});

describe('an unknown route over plain HTTP', () => {
  it('answers 404 with the 404 page, not indexed', async () => {
    const response = await fetch(`${siteUrl('demo')}/no-such-page`, {
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(`<title>${NOT_FOUND.title} | Reedmere Estates</title>`);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<div id="root">');
  });
});

describe('the header on a phone', () => {
  const browser = browserForTheseTests();

  it('opens the menu with its toggle and reaches a page from it', async () => {
    const page = await browser.newPage();
    await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
    await withCookieChoiceMade(page);
    await page.goto(`${siteUrl('demo')}/`, { waitUntil: 'networkidle0' });
    expect(await page.$eval(MAIN_NAV, (nav) => getComputedStyle(nav).display)).toBe('none');
    await page.locator('header button[aria-label="Open menu"]').click();
    await page.waitForSelector('nav[aria-label="Mobile"]');
    await waitForAnimationsToEnd(page, 'header');
    await page.locator('nav[aria-label="Mobile"] a::-p-text(Non-Domestic EPCs)').click();
    await waitForHeading(page, 'Non-Domestic EPCs');
    // Nothing sideways: the page is exactly as wide as the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.close();
  });

  it('opens the menu at once for a visitor who asks for reduced motion', async () => {
    const page = await browser.newPage();
    await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    await withCookieChoiceMade(page);
    await page.goto(`${siteUrl('demo')}/`, { waitUntil: 'networkidle0' });
    await page.locator('header button[aria-label="Open menu"]').click();
    await page.waitForSelector('nav[aria-label="Mobile"]');
    // Two frames after the menu appeared, nothing in the header is still sliding.
    const stillMoving = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const header = document.querySelector('header');
              const moving = document.getAnimations().filter((animation) => {
                const target = (animation.effect as KeyframeEffect | null)?.target;
                return animation.playState === 'running' && !!target && !!header?.contains(target);
              });
              resolve(moving.length);
            }),
          );
        }),
    );
    expect(stillMoving).toBe(0);
    await page.close();
  });
});
