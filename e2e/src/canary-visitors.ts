import type { Page } from 'puppeteer-core';
import { siteUrl } from './site-url';

/** The demo site, for this page, as the visitor with `id` (their cookie, as the site sets it). */
export const asVisitor = (page: Page, id: string): Promise<void> =>
  page.setCookie({ name: 'reedmere_visitor', value: id, url: siteUrl('demo') });

/**
 * Opens `path` of the demo site, waits for `shown` to be true in the page, then leaves it: the
 * page reports its remotes' health as it goes.
 */
export async function visitAndLeave(page: Page, path: string, shown: () => boolean): Promise<void> {
  await page.goto(`${siteUrl('demo')}${path}`, { waitUntil: 'networkidle0' });
  await page.waitForFunction(shown);
  await page.goto('about:blank');
}
