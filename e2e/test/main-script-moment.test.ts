import type { Page } from 'puppeteer-core';
import { signIn } from '../src/admin-session';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import { openAdminPage, openVisitorPage, PHONE, waitForHydration } from '../src/page-helpers';
import { adminUrl, siteUrl } from '../src/site-url';

/**
 * A served page is painted from its HTML and stylesheets alone, so its first script asks for the
 * main one only once the browser has reported that paint; a page the browser renders itself (the
 * admin panel) asks for it at once, since nothing shows without it.
 */

interface Moments {
  /** When the main script was asked for, in ms from the navigation. */
  mainAskedFor: number;
  /** When the first contentful paint was. */
  firstPaint: number;
}

async function momentsOf(page: Page, url: string): Promise<Moments> {
  await page.goto(url, { waitUntil: 'load' });
  await waitForHydration(page, 'main');
  // The browser reports a paint once the frame is on screen, which may be after hydration.
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length);
  return page.evaluate(() => {
    const main = performance
      .getEntriesByType('resource')
      .find((entry) => /^\/main\.[0-9a-f]+\.js$/.test(new URL(entry.name).pathname));
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return { mainAskedFor: main?.startTime ?? NaN, firstPaint: paint?.startTime ?? NaN };
  });
}

describe('when a page asks for its main script', () => {
  const browser = browserForTheseTests();

  it.each(['/', '/stamp-duty-calculator'])('%s, served: after its first paint', async (path) => {
    const page = await openVisitorPage(browser, PHONE);
    const { mainAskedFor, firstPaint } = await momentsOf(page, `${siteUrl('demo')}${path}`);
    await page.close();
    expect(firstPaint).toBeGreaterThan(0);
    expect(mainAskedFor).toBeGreaterThan(firstPaint);
  });

  it('the admin panel, drawn by its code: before anything is painted', async () => {
    const page = await openAdminPage(browser, await signIn('demo'));
    const moments = await momentsOf(page, `${adminUrl('demo')}/admin`);
    await page.close();
    expect(moments.mainAskedFor).toBeGreaterThan(0);
    expect(moments.mainAskedFor).toBeLessThan(moments.firstPaint);
  });
});
