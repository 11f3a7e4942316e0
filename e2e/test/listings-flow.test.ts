import { LIST_PAGE_SIZE, MAX_LIST_LIMIT, type Property } from '@reedmere/contracts';
import type { Page } from 'puppeteer-core';
import { api } from '../src/api';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import {
  mainText,
  openVisitorPage,
  waitForHeading,
  waitForHydration,
  waitForTextInMain,
  withCookieChoiceMade,
} from '../src/page-helpers';
import { siteUrl } from '../src/site-url';

// A visitor's way through the listings on the demo content: the generic list, the type filter,
// a property with several photos, its gallery both ways round, sharing without a native share
// sheet (the clipboard), and Back to the filtered list.
describe('browsing the listings', () => {
  const browser = browserForTheseTests();
  let page: Page;
  let residential: Property[];
  let target: Property;
  /** The list reads the browser made, from the moment the page was asked for. */
  const listReads: string[] = [];

  /** How many properties a list read matches in all. */
  const totalOf = async (query: string) => {
    const answer = await api<Property[]>('demo', `/api/properties?${query}`);
    expect(answer.status).toBe(200);
    return Number(answer.headers.get('x-total-count'));
  };

  beforeAll(async () => {
    // Residential sales as the page asks for them, newest first, all in one read.
    const list = await api<Property[]>(
      'demo',
      `/api/properties?propertyType=residential&priceType=sale&limit=${MAX_LIST_LIMIT}`,
    );
    expect(list.status).toBe(200);
    residential = list.body;
    expect(Number(list.headers.get('x-total-count'))).toBe(residential.length);
    const withPhotos = residential.find((p) => p.images.length >= 2);
    if (!withPhotos) throw new Error('The demo content has no residential sale with 2+ photos');
    target = withPhotos;

    // Clipboard writes need the permission a visitor's browser would ask for.
    await browser.context.overridePermissions(siteUrl('demo'), [
      'clipboard-read',
      'clipboard-write',
      'clipboard-sanitized-write',
    ]);
    page = await openVisitorPage(browser);
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/properties') listReads.push(url.pathname + url.search);
    });
    // No native share sheet, whatever the Chromium build offers: the clipboard path is tested.
    await page.evaluateOnNewDocument(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
  });

  const textInMain = (text: string) => waitForTextInMain(page, text);

  it('lists every property with its count, from the page as served', async () => {
    const total = await totalOf('limit=1');
    // More than a page: the count is the API's total, not the length of the page.
    expect(total).toBeGreaterThan(LIST_PAGE_SIZE);
    const served = await fetch(`${siteUrl('demo')}/properties`, {
      headers: { accept: 'text/html' },
    });
    expect(await served.text()).toContain(`${total} Properties Found`);
    listReads.length = 0;
    await page.goto(`${siteUrl('demo')}/properties`);
    await waitForHeading(page, 'Properties');
    await textInMain(`${total} Properties Found`);
    expect(await mainText(page)).toContain('Sort by: Latest');
    // The page hydrates from the answer it was served with.
    await waitForHydration(page, 'main select#property-type');
    expect(listReads).toEqual([]);
  });

  it('filters to residential sales and keeps the choice in the URL', async () => {
    await page.select('main select#property-type', 'residential');
    await page.waitForFunction(() => window.location.search === '?type=residential');
    await textInMain(`${residential.length} Properties Found`);
  });

  it('opens a property from the list', async () => {
    const index = residential.findIndex((p) => p.id === target.id);
    for (let i = 0; i < Math.floor(index / LIST_PAGE_SIZE); i += 1) {
      await page.locator('main nav[aria-label="Pages"] button::-p-text(Next)').click();
    }
    await page.locator(`main a[href="/property/${encodeURIComponent(target.id)}"]`).click();
    await waitForHeading(page, target.title);
    // Structured data for search engines follows the page's first frame.
    const listing = await page.waitForFunction(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map((el) => JSON.parse(el.textContent ?? '{}') as Record<string, unknown>)
        .find((data) => data['@type'] === 'RealEstateListing'),
    );
    const jsonLd = (await listing.jsonValue()) as Record<string, unknown>;
    expect(jsonLd['@type']).toBe('RealEstateListing');
    expect(jsonLd.name).toBe(target.title);
  });

  it('steps through the full-screen gallery, wrapping both ways, and closes with Escape', async () => {
    const total = target.images.length;
    const counter = (text: string) =>
      page.waitForFunction(
        (t) => document.querySelector('dialog[open]')?.textContent?.includes(t),
        {},
        text,
      );
    await page.locator(`main button[aria-label="Open the gallery at photo 1 of ${total}"]`).click();
    await counter(`1 / ${total}`);
    await page.locator('dialog[open] button[aria-label="Previous image"]').click();
    await counter(`${total} / ${total}`);
    await page.locator('dialog[open] button[aria-label="Next image"]').click();
    await counter(`1 / ${total}`);
    await page.keyboard.press('ArrowLeft');
    await counter(`${total} / ${total}`);
    await page.keyboard.press('ArrowRight');
    await counter(`1 / ${total}`);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
  });

  it('copies the link when there is no native share, and says so', async () => {
    await page.locator('main button::-p-text(Share Property)').click();
    await page.waitForFunction(() => document.body.textContent?.includes('Link copied!'));
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(page.url());
  });

  it('goes Back to the filtered list', async () => {
    await page.goBack();
    await waitForHeading(page, 'Properties');
    expect(new URL(page.url()).searchParams.get('type')).toBe('residential');
    await textInMain(`${residential.length} Properties Found`);
  });
});

describe('a property that does not exist', () => {
  const browser = browserForTheseTests();
  let page: Page;

  beforeAll(async () => {
    page = await browser.newPage();
    await page.setViewport({ width: 390, height: 844 });
    await withCookieChoiceMade(page);
  });

  it('shows Property Not Found with a way back to the list', async () => {
    await page.goto(`${siteUrl('demo')}/property/no-such-property`);
    await waitForHeading(page, 'Property Not Found');
    expect(await mainText(page)).toContain(
      "The property you're looking for doesn't exist or has been removed.",
    );
    await page.locator('main a::-p-text(Back to Properties)').click();
    await waitForHeading(page, 'Properties');
  });
});
