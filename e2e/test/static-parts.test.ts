import type { Page } from 'puppeteer-core';
import type { Property } from '@reedmere/contracts';
import { api } from '../src/api';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import { waitForAnimationsToEnd, waitForHeading, waitForHydration } from '../src/page-helpers';
import { siteUrl } from '../src/site-url';
import { shellFilesHolding } from '../src/bundle-files';

/**
 * The parts of a served page nobody can interact with (text, pictures, links) are kept by the
 * browser as the server sent them: React never renders them there. They show, link and fail the
 * way the server's HTML does; a later page of the visit renders its own in the browser.
 */

const browser = browserForTheseTests();
let property: Property;

beforeAll(async () => {
  property = (await api<Property[]>('demo', '/api/properties?limit=1')).body[0]!;
});

const STATIC_ROUTES = (): string[] => [
  '/',
  '/residential',
  `/property/${property.id}`,
  '/news',
  '/stamp-duty-calculator',
];

interface StaticPartState {
  /** The part's markup now. */
  html: string;
  /** Elements inside it that React has taken over. */
  taken: number;
}

/** Each static part of the page: its markup and how much of it React has taken over. */
function staticParts(page: Page): Promise<StaticPartState[]> {
  return page.$$eval('[data-static-part]', (parts) =>
    parts.map((part) => ({
      html: part.innerHTML,
      taken: [...part.querySelectorAll('*')].filter((el) =>
        Object.keys(el).some((key) => key.startsWith('__react')),
      ).length,
    })),
  );
}

/** Opens `path` on a phone and waits until the page is live, recording console problems. */
async function openLive(path: string) {
  const page = await browser.newPage();
  await page.setViewport({ width: 390, height: 844 });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warn') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  const response = await page.goto(`${siteUrl('demo')}${path}`, { waitUntil: 'networkidle0' });
  await waitForHydration(page, 'header');
  return { page, problems, served: (await response?.text()) ?? '' };
}

describe('static parts of a served page', () => {
  it('are kept exactly as served on every public route, with nothing of React in them', async () => {
    for (const path of STATIC_ROUTES()) {
      const { page, problems, served } = await openLive(path);
      const parts = await staticParts(page);
      // As the server sent them: the markup of each, in order, parsed from the HTML itself.
      const sent = await page.evaluate(
        (html) =>
          [
            ...new DOMParser()
              .parseFromString(html, 'text/html')
              .querySelectorAll('[data-static-part]'),
          ].map((part) => part.innerHTML),
        served,
      );
      await page.close();
      expect({ path, count: parts.length > 0 }).toEqual({ path, count: true });
      expect({ path, html: parts.map((part) => part.html) }).toEqual({ path, html: sent });
      expect({ path, taken: parts.map((part) => part.taken) }).toEqual({
        path,
        taken: parts.map(() => 0),
      });
      expect({ path, problems }).toEqual({ path, problems: [] });
    }
  });

  it("the app follows a static part's link: the page is not loaded again", async () => {
    const { page, problems } = await openLive('/');
    expect(problems).toEqual([]);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    const link = await page.$('[data-static-part] a[href^="/property/"]');
    const href = await link!.evaluate((el) => el.getAttribute('href'));
    await link!.click();
    await page.waitForFunction(
      (path) => location.pathname === path && document.querySelector('main h1'),
      {},
      href,
    );
    expect(documents).toEqual([]);
    // The property's reads, its page settings among them, answered without an error to report.
    await page.waitForNetworkIdle({ idleTime: 300 });
    expect(problems).toEqual([]);
    await page.close();
  });

  it("a served list's card opens its property in the app, and Back to Properties returns to the list where it was", async () => {
    const { page, problems } = await openLive('/residential');
    expect(problems).toEqual([]);
    const cards = await page.$$('[data-static-part] a[href^="/property/"]');
    const card = cards[Math.min(3, cards.length - 1)]!;
    const href = await card.evaluate((a) => a.getAttribute('href')!);
    await card.evaluate((a) => a.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const left = await page.evaluate(() => Math.round(window.scrollY));
    expect(left).toBeGreaterThan(300);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    await card.click();
    await page.waitForFunction(
      (path) => location.pathname === path && document.querySelector('main h1'),
      {},
      href,
    );
    const back = 'main a[href="/residential"]';
    await page.waitForSelector(back);
    const entries = await page.evaluate(() => history.length);
    // The page may still draw the link anew as its data arrives: the locator finds it again.
    await page.locator(back).click();
    await page.waitForFunction(() => location.pathname === '/residential');
    await page.waitForFunction(
      (top) => Math.abs(window.scrollY - top) < 40,
      { timeout: 5000 },
      left,
    );
    // Back in history, as the browser's own Back: no new entry, and no page load either way.
    expect(await page.evaluate(() => history.length)).toBe(entries);
    expect(documents).toEqual([]);
    await page.close();
  });

  it('a later page of the visit renders its own in the browser, the layout keeping its own', async () => {
    const { page, problems } = await openLive('/news');
    const footerBefore = (await staticParts(page)).at(-1)!;
    await page.click('header a[href="/"]');
    await waitForHeading(page, 'Norfolk property, handled personally');
    // The home page's own parts (its hero, its services) come from React as their code arrives;
    // the footer is still the one the server sent.
    await page.waitForFunction(() => {
      const parts = [...document.querySelectorAll('[data-static-part]')];
      const taken = (el: Element | null) =>
        el !== null && Object.keys(el).some((key) => key.startsWith('__react'));
      return (
        parts.length >= 3 && parts.slice(0, -1).every((part) => taken(part.querySelector('a')))
      );
    });
    expect((await staticParts(page)).at(-1)).toEqual(footerBefore);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("the home page, live, loads neither the styling library, the toast library, SWR nor any remote, nor does the contact page reached from it, styled by the site's stylesheet", async () => {
    const swrFiles = await shellFilesHolding('node_modules/swr/');
    expect(swrFiles.length).toBeGreaterThan(0);
    const page = await browser.newPage();
    await page.setViewport({ width: 390, height: 844 });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${siteUrl('demo')}/`, { waitUntil: 'networkidle0' });
    await waitForHydration(page, 'header');
    // The chrome is live: the cookie banner answers, the phone menu opens.
    await page.locator('section[aria-label="Cookie consent"] ::-p-text(Essential Only)').click();
    await page.waitForSelector('section[aria-label="Cookie consent"]', { hidden: true });
    await page.locator('button[aria-label="Open menu"]').click();
    await page.waitForSelector('nav[aria-label="Mobile"]');
    await waitForAnimationsToEnd(page, 'nav[aria-label="Mobile"]');
    const drawnWithMui = (path: string) => /^\/styling\.|^\/remotes\//.test(path);
    expect(scripts.filter(drawnWithMui)).toEqual([]);
    // The home page reads no data in the browser: the data layer loads with the next page.
    expect(scripts.filter((file) => swrFiles.includes(file))).toEqual([]);
    // No toast shown, so no toast region either: it comes with the first toast.
    expect(await page.$('section[aria-label^="Notifications"]')).toBeNull();

    // The contact page is plain markup: its own code comes, and still no styling library.
    const scriptsOfHome = scripts.length;
    await page.locator('nav[aria-label="Mobile"] a[href="/contact"]').click();
    await waitForHeading(page, 'Contact Us');
    const send = await page.waitForSelector('main form button[type="submit"]');
    // The site's navy from the site's stylesheet, not a browser's grey button.
    expect(await send!.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(
      'rgb(20, 35, 60)',
    );
    expect(scripts.length).toBeGreaterThan(scriptsOfHome);
    expect(scripts.filter(drawnWithMui)).toEqual([]);
    expect(scripts.filter((file) => swrFiles.includes(file)).length).toBeGreaterThan(0);
    await page.close();
  });

  it('a remote drawn in plain markup comes without the styling library: its stylesheet is in the served head, and a visit that comes to it later waits for the sheet', async () => {
    const { page, problems, served } = await openLive('/stamp-duty-calculator');
    const head = served.slice(0, served.indexOf('</head>'));
    const sheet = /<link rel="stylesheet" href="(\/remotes\/calculators\/[^"]+\.css)"/.exec(
      head,
    )?.[1];
    expect(sheet).toBeDefined();
    const answer = await fetch(`${siteUrl('demo')}${sheet!}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/css/);
    // Live: a key answered, the figure following.
    await page.click('#calculator-purchasePrice', { count: 3 });
    await page.keyboard.type('500000');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="total-duty"]')?.textContent === '£15,000',
    );
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    expect(loaded.filter((path) => /^\/styling\./.test(path))).toEqual([]);
    // Styled by the sheet: the panel is white with the site's rounded corners.
    const panel = await page.$eval('.kit-panel', (el) => getComputedStyle(el).borderRadius);
    expect(panel).toBe('8px');
    expect(problems).toEqual([]);

    // From another page of the visit: the calculator shows only once its sheet is in, however
    // slowly the sheet comes.
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.css')) {
        setTimeout(() => void request.continue(), 1500);
      } else void request.continue();
    });
    await page.goto(`${siteUrl('demo')}/news`, { waitUntil: 'networkidle0' });
    await waitForHydration(page, 'header');
    await page.evaluate(() => {
      window.history.pushState(null, '', '/mortgage-calculator');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitForHeading(page, 'Mortgage Calculator');
    const columns = await page.$eval('.calc-columns', (el) => getComputedStyle(el).display);
    expect(columns).toBe('grid');
    await page.close();
  });

  it("a picture that fails to load in a static part reads 'No Image', named after it", async () => {
    const page = await browser.newPage();
    await page.setViewport({ width: 390, height: 844 });
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/files/')) void request.respond({ status: 404, body: '' });
      else void request.continue();
    });
    await page.goto(`${siteUrl('demo')}/`, { waitUntil: 'networkidle0' });
    await waitForHydration(page, 'header');
    // A property's picture (named by its title; a development's is decorative, and nameless)
    // may be asked for only as the page settles: it is lazy until near the window.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-static-part] [data-image-fallback]')].some(
        (el) =>
          !(el as HTMLElement).hidden && el.getAttribute('aria-label')?.endsWith(': no image'),
      ),
    );
    // No picture that failed is left showing the browser's broken image.
    const broken = await page.$$eval(
      '[data-static-part] img',
      (images) =>
        images.filter(
          (img) => (img as HTMLImageElement).complete && !(img as HTMLImageElement).naturalWidth,
        ).length,
    );
    expect(broken).toBe(0);
    await page.close();
  });
});
