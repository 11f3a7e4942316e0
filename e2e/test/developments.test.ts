import type { Development, DevelopmentSummary } from '@reedmere/contracts';
import type { Page } from 'puppeteer-core';
import { api } from '../src/api';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import {
  MAIN_NAV,
  mainHeading,
  mainText,
  openVisitorPage,
  waitForHeading,
  withCookieChoiceMade,
} from '../src/page-helpers';
import { siteUrl } from '../src/site-url';

const COUNTER = 'dialog[open] [data-testid="gallery-counter"]';

async function counterText(page: Page): Promise<string> {
  return page.$eval(COUNTER, (el) => el.textContent?.trim() ?? '');
}

async function waitForCounter(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (selector, expected) => document.querySelector(selector)?.textContent?.trim() === expected,
    {},
    COUNTER,
    text,
  );
}

// A visitor's way through the developments: the list, a project, its photo tabs and the
// full-screen gallery, and back; then an unknown project and a site with no projects.
describe('the developments pages', () => {
  const browser = browserForTheseTests();
  let page: Page;
  let projects: Development[];
  let project: Development;

  beforeAll(async () => {
    const response = await api<Development[]>('demo', '/api/developments');
    projects = response.body;
    // The project with the most photos, so the gallery has the most to step through.
    project = [...projects].sort(
      (a, b) =>
        b.beforeImages.length +
        b.duringImages.length +
        b.afterImages.length -
        (a.beforeImages.length + a.duringImages.length + a.afterImages.length),
    )[0]!;
    page = await openVisitorPage(browser);
  });

  it('lists every project with the counters, reached from the header', async () => {
    expect(projects.length).toBeGreaterThan(0);
    // The counters are the API's summary, which counts every project by its status.
    const summary = await api<DevelopmentSummary>('demo', '/api/developments-summary');
    expect(summary.status).toBe(200);
    const count = (status: string) => projects.filter((p) => p.status === status).length;
    expect(summary.body).toEqual({
      total: projects.length,
      byStatus: {
        planning: count('planning'),
        in_progress: count('in_progress'),
        completed: count('completed'),
      },
    });
    const { byStatus } = summary.body;
    const counters = [
      `Projects In Progress\\s+${byStatus.in_progress}`,
      `Projects Scheduled\\s+${byStatus.planning}`,
      `Completed Projects\\s+${byStatus.completed}`,
    ];
    await page.goto(`${siteUrl('demo')}/`, { waitUntil: 'networkidle0' });
    await page.locator(`${MAIN_NAV} a::-p-text(Developments)`).click();
    await waitForHeading(page, 'Development Projects');
    await page.waitForSelector(`main a[href="/developments/${encodeURIComponent(project.id)}"]`);
    await page.waitForFunction(
      (patterns) => {
        const text = (document.querySelector('main') as HTMLElement | null)?.innerText ?? '';
        return patterns.every((pattern) => new RegExp(pattern).test(text));
      },
      {},
      counters,
    );
    const text = await mainText(page);
    for (const p of projects) expect(text).toContain(p.title);
    expect(text).not.toContain('No Projects Available');
    expect(text).not.toContain('Error Loading Developments');
  });

  it('opens a project with its badge, details and photo tabs', async () => {
    await page.locator(`main a[href="/developments/${encodeURIComponent(project.id)}"]`).click();
    await waitForHeading(page, project.title);
    expect(new URL(page.url()).pathname).toBe(`/developments/${encodeURIComponent(project.id)}`);
    const text = await mainText(page);
    expect(text).toContain(project.status.replace(/_/g, ' ').toUpperCase());
    expect(text).toContain('Project Description');
    expect(text).toContain('Project Details');
    const tabs = await page.$$eval('main [role="tab"]', (els) => els.map((el) => el.textContent));
    expect(tabs).toEqual([
      `Before (${project.beforeImages.length})`,
      `During (${project.duringImages.length})`,
      `After (${project.afterImages.length})`,
    ]);
  });

  it('switches tabs, each showing its own panel', async () => {
    for (const label of ['During', 'After', 'Before']) {
      await page.locator(`main #gallery-tab-${label.toLowerCase()}`).click();
      await page.waitForFunction(
        (name) =>
          document
            .querySelector('main [role="tab"][aria-selected="true"]')
            ?.textContent?.startsWith(name),
        {},
        label,
      );
      const panel = await page.$eval('main [role="tabpanel"]:not([hidden])', (el) => ({
        labelledBy: el.getAttribute('aria-labelledby'),
        id: el.id,
      }));
      const tab = await page.$eval('main [role="tab"][aria-selected="true"]', (el) => ({
        id: el.id,
        controls: el.getAttribute('aria-controls'),
      }));
      expect(panel).toEqual({ labelledBy: tab.id, id: tab.controls });
    }
  });

  it('opens the full-screen gallery and wraps round both ways', async () => {
    const stages = [
      ['Before', project.beforeImages],
      ['During', project.duringImages],
      ['After', project.afterImages],
    ] as const;
    // The stage with the most photos: the arrows show only when there is somewhere to move to.
    const [label, images] = [...stages].sort(([, a], [, b]) => b.length - a.length)[0]!;
    await page.locator(`main #gallery-tab-${label.toLowerCase()}`).click();
    await page
      .locator(`main button[aria-label="Open ${label} photo 1 of ${images.length}"]`)
      .click();
    await page.waitForSelector('dialog[open]');
    expect(await counterText(page)).toBe(`1 / ${images.length}`);
    const shown = await page.$eval('dialog[open] img', (img) => img.getAttribute('src'));
    expect(shown).toBe(images[0]);

    // Back from the first photo is the last; on from the last is the first.
    await page.keyboard.press('ArrowLeft');
    await waitForCounter(page, `${images.length} / ${images.length}`);
    await page.keyboard.press('ArrowRight');
    await waitForCounter(page, `1 / ${images.length}`);
    const arrows = await page.$$('dialog[open] button[aria-label$=" image"]');
    if (images.length === 1) {
      expect(arrows).toHaveLength(0);
    } else {
      await page.locator('dialog[open] button[aria-label="Previous image"]').click();
      await waitForCounter(page, `${images.length} / ${images.length}`);
      await page.locator('dialog[open] button[aria-label="Next image"]').click();
      await waitForCounter(page, `1 / ${images.length}`);
    }

    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    expect(await mainHeading(page)).toBe(project.title);
  });

  it('goes back to the list', async () => {
    await page.locator('main a::-p-text(Back to Developments)').click();
    await waitForHeading(page, 'Development Projects');
    expect(new URL(page.url()).pathname).toBe('/developments');
  });

  it('says Development Not Found for an unknown project, with the way back', async () => {
    await page.goto(`${siteUrl('demo')}/developments/no-such-project`, {
      waitUntil: 'networkidle0',
    });
    await waitForHeading(page, 'Development Not Found');
    expect(await mainText(page)).toContain("The development you're looking for doesn't exist.");
    await page.locator('main a::-p-text(Back to Developments)').click();
    await waitForHeading(page, 'Development Projects');
  });

  it('shows the first 2 projects on the home page', async () => {
    const home = await api<{ developments: Development[] }>('demo', '/api/home');
    await page.goto(`${siteUrl('demo')}/`, { waitUntil: 'networkidle0' });
    const links = await page.$$eval('main a[href^="/developments/"]', (els) =>
      els.map((el) => el.getAttribute('href')),
    );
    expect(links).toEqual(
      home.body.developments.slice(0, 2).map((d) => `/developments/${encodeURIComponent(d.id)}`),
    );
  });
});

describe('the developments pages on a phone', () => {
  const browser = browserForTheseTests();

  it('fits the list and a project on a phone-sized screen', async () => {
    const [first] = (await api<Development[]>('demo', '/api/developments')).body;
    const page = await browser.newPage();
    await page.setViewport({
      width: 390,
      height: 844,
      isMobile: true,
      hasTouch: true,
    });
    await withCookieChoiceMade(page);
    await page.goto(`${siteUrl('demo')}/developments`, {
      waitUntil: 'networkidle0',
    });
    await waitForHeading(page, 'Development Projects');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.goto(`${siteUrl('demo')}/developments/${encodeURIComponent(first!.id)}`, {
      waitUntil: 'networkidle0',
    });
    await waitForHeading(page, first!.title);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.close();
  });
});

describe('the developments pages on an empty database', () => {
  const browser = browserForTheseTests();

  it('says No Projects Available, with every counter at 0', async () => {
    const page = await openVisitorPage(browser);
    await page.goto(`${siteUrl('empty')}/developments`, {
      waitUntil: 'networkidle0',
    });
    await waitForHeading(page, 'Development Projects');
    await page.waitForFunction(() =>
      document.querySelector('main')?.textContent?.includes('No Projects Available'),
    );
    const text = await mainText(page);
    expect(text).toMatch(/Projects In Progress\s+0/);
    expect(text).toMatch(/Projects Scheduled\s+0/);
    expect(text).toMatch(/Completed Projects\s+0/);
    expect(await page.$('main a[href^="/developments/"]')).toBeNull();
    await page.close();
  });

  it('shows No Projects Available on the home page too', async () => {
    const page = await browser.newPage();
    await withCookieChoiceMade(page);
    await page.goto(`${siteUrl('empty')}/`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(() =>
      document.querySelector('main')?.textContent?.includes('No Projects Available'),
    );
    await page.close();
  });
});
