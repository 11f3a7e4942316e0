import type { Page } from 'puppeteer-core';
import { registryFileIn } from '@reedmere/launcher';
import { readCanaryHealth } from '@reedmere/releases';
import { waitForHydration, waitForIdleMainThread } from './page-helpers';
import { siteUrl } from './site-url';

/** The demo site, for this page, as the visitor with `id` (their cookie, as the site sets it). */
export const asVisitor = (page: Page, id: string): Promise<void> =>
  page.setCookie({ name: 'reedmere_visitor', value: id, url: siteUrl('demo') });

/**
 * Opens `path` of the demo site, waits for `shown` to be true in the page and for the page to
 * be done taking over what the server sent (hydrated, its requests settled and its main thread
 * idle: the sections' views are noted as they hydrate), then leaves it: the page reports its
 * remotes' health as it goes. Keep the page open until the report has counted: a page closed
 * at once can drop the report still leaving it (puppeteer does not see that request to wait for).
 */
export async function visitAndLeave(page: Page, path: string, shown: () => boolean): Promise<void> {
  // Each step below has its own time: the first page of a build just published is rendered
  // once the renderer has loaded that build, which on a busy machine takes most of a page's wait
  // before anything else of the page has started.
  await page.goto(`${siteUrl('demo')}${path}`, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(shown);
  // Taken over: the sections note their views as they hydrate, and the first note loads the
  // reporting code, which must have arrived for the page to report as it leaves.
  await waitForHydration(page, 'main');
  await page.waitForNetworkIdle({ idleTime: 500 });
  await waitForIdleMainThread(page, 5000);
  await page.goto('about:blank');
}

/**
 * Waits until the demo site's health check has counted `views` page views of the canary of
 * `remote` at `canaryUrl` (its figures file, written as the reports arrive).
 */
export async function untilCanaryViews(
  dataDir: string,
  remote: string,
  canaryUrl: string,
  views: number,
  withinMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const health = (await readCanaryHealth(registryFileIn(dataDir))).remotes[remote];
    const counted = health?.canaryUrl === canaryUrl ? health.figures.canary.views : 0;
    if (counted >= views) return;
    if (Date.now() > deadline) {
      throw new Error(
        `${remote}'s canary has ${counted} views counted, not ${views}, after ${withinMs} ms`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
