import type { Property } from '@reedmere/contracts';
import type { Page } from 'puppeteer-core';
import { api } from '../src/api';
import { type OpenBrowser } from '../src/browser';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import { openVisitorPage, PHONE, QUICK_CONTACT, waitForAnimationsToEnd } from '../src/page-helpers';
import { siteUrl } from '../src/site-url';

/** Controls a finger must hit: every button, and the links that stand on their own. */
const TOUCH_CONTROLS = [
  'button',
  'a.MuiButtonBase-root',
  'a.kit-button',
  'a.site-button',
  'a.site-fab',
  'a.site-icon-button',
  'nav[aria-label="Mobile"] a',
  'header a[href^="tel:"]',
  'header a[href*="wa.me"]',
  'nav[aria-label="Footer"] a',
  'footer address a',
].join(', ');

/** Visible controls smaller than 44 x 44 px, described so a failure says which. */
async function smallControls(page: Page): Promise<string[]> {
  return page.$$eval(TOUCH_CONTROLS, (elements) =>
    elements
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.height < 44 || box.width < 44))
      .map(
        ({ element, box }) =>
          `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30) || element.getAttribute('aria-label')}" ${Math.round(box.width)}x${Math.round(box.height)}`,
      ),
  );
}

async function openPhone(browser: OpenBrowser, path: string): Promise<Page> {
  const page = await openVisitorPage(browser, PHONE);
  await page.goto(`${siteUrl('demo')}${path}`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('main h1');
  return page;
}

// A phone is used with a finger: controls big enough to hit, and the call and WhatsApp buttons
// never lying on top of the page's own controls (before, the thumbnail strip's arrow sat under
// the floating call button, and a tap on it started a call).
describe('touch screens and the quick-contact buttons', () => {
  const browser = browserForTheseTests();
  let propertyPath: string;

  beforeAll(async () => {
    const [property] = (await api<Property[]>('demo', '/api/properties?limit=1')).body;
    propertyPath = `/property/${property!.id}`;
  });

  it.each(['/', '/residential', '/contact', '/calculators'])(
    'every control on %s is at least 44 x 44 px on a phone',
    async (path) => {
      const page = await openPhone(browser, path);
      // The menu button and the menu's own links too.
      await page.locator('button[aria-label="Open menu"]').click();
      await page.waitForSelector('nav[aria-label="Mobile"]');
      // Measured once open: a box still sliding in is measured a hair off its size.
      await waitForAnimationsToEnd(page, 'nav[aria-label="Mobile"]');
      expect(await smallControls(page)).toEqual([]);
      await page.close();
    },
  );

  it('keeps compact controls on a desktop with a mouse', async () => {
    const page = await openVisitorPage(browser);
    await page.goto(`${siteUrl('demo')}/`, { waitUntil: 'networkidle0' });
    const call = await page.$eval(
      'header a[href^="tel:"]',
      (a) => a.getBoundingClientRect().height,
    );
    expect(call).toBeLessThan(30);
    await page.close();
  });

  it('on a phone the quick-contact buttons are a bar the page keeps clear, never over a control', async () => {
    const page = await openPhone(browser, propertyPath);
    const bar = await page.$eval(QUICK_CONTACT, (group) => {
      const box = group.getBoundingClientRect();
      return { left: box.left, width: box.width, top: box.top, bottom: box.bottom };
    });
    expect(bar).toMatchObject({ left: 0, width: PHONE.width, bottom: PHONE.height });
    // At the end of the page, the footer's last line is above the bar, not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const footerEnd = await page.$eval('footer', (footer) => footer.getBoundingClientRect().bottom);
    expect(footerEnd).toBeLessThanOrEqual(bar.top + 1);
    // Wherever the visitor scrolls, a control that shows above the bar is the one a tap reaches.
    const covered: string[] = [];
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let top = 0; top < height; top += 400) {
      await page.evaluate((y) => window.scrollTo(0, y), top);
      covered.push(
        ...(await page.$$eval(
          'main button, main a',
          (elements, barTop) =>
            elements
              .map((element) => ({ element, box: element.getBoundingClientRect() }))
              .filter(({ box }) => box.width > 0 && box.top >= 0 && box.bottom <= barTop)
              .filter(({ element, box }) => {
                const hit = document.elementFromPoint(box.right - 2, box.top + box.height / 2);
                return hit !== null && !element.contains(hit);
              })
              .map(({ element }) => element.outerHTML.slice(0, 80)),
          bar.top,
        )),
      );
    }
    expect(covered).toEqual([]);
    await page.close();
  });

  it('the quick-contact buttons make way while the visitor types', async () => {
    const page = await openPhone(browser, '/contact');
    expect(await page.$(QUICK_CONTACT)).not.toBeNull();
    await page.locator('input[name=firstName]').click();
    await page.waitForSelector(QUICK_CONTACT, { hidden: true });
    await page.locator('main h1').click();
    await page.waitForSelector(QUICK_CONTACT);
    await page.close();
  });

  it('on a wide window they float in the margin, clear of the content', async () => {
    const page = await openVisitorPage(browser, { width: 1440, height: 900 });
    await page.goto(`${siteUrl('demo')}${propertyPath}`, { waitUntil: 'networkidle0' });
    const fab = await page.$eval(QUICK_CONTACT, (group) => group.getBoundingClientRect().left);
    const contentRight = await page.$eval(
      'main .site-container',
      (container) => container.getBoundingClientRect().right - 24,
    );
    expect(fab).toBeGreaterThan(contentRight);
    await page.close();
  });
});
