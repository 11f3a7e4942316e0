import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Property } from '@reedmere/contracts';
import type { ElementHandle, Page } from 'puppeteer-core';
import { signIn, type AdminSession } from '../src/admin-session';
import { tinyPdf } from '../src/api';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import { moveFirstImageOnePlaceOn } from '../src/gallery-keyboard';
import { openAdminPage, withCookieChoiceMade } from '../src/page-helpers';
import { adminUrl, siteUrl } from '../src/site-url';
import { jpegSize, solidPng } from '../src/test-images';

// A recognisable record on the shared demo site; every one made here is deleted at the end.
const TITLE = `E2E cottage ${Date.now()}`;
const LOCATION = 'Little Snoring E2E';

const row = (title: string) => `li[aria-label="${title}"]`;

// The admin manages a property from the panel: create with images and a brochure, check it on
// the public page, hide it, mark it under offer, copy it, and delete both.
describe('managing properties in the admin panel', () => {
  const browser = browserForTheseTests();
  let page: Page;
  let admin: AdminSession;
  let folder: string;
  let created: Property | undefined;

  const stored = async (): Promise<Property[]> => {
    const response = await admin.call<Property[]>('/api/admin/properties');
    expect(response.status).toBe(200);
    return response.body.filter((property) => property.title.startsWith(TITLE));
  };

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'e2e-properties-'));
    // Red is wider than 1200 px, so the browser must shrink it; blue already fits.
    await writeFile(path.join(folder, 'red.png'), solidPng(1600, 1000, [200, 40, 40]));
    await writeFile(path.join(folder, 'blue.png'), solidPng(900, 600, [40, 60, 200]));
    await writeFile(path.join(folder, 'brochure.pdf'), tinyPdf());
    admin = await signIn('demo');
    page = await openAdminPage(browser, admin);
  });

  afterAll(async () => {
    // Whatever the tests left behind goes, so the shared demo data stays as it was.
    if (admin) {
      for (const property of await stored().catch(() => [])) {
        await admin.call(`/api/properties/${property.id}`, { method: 'DELETE' });
      }
    }
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('refuses an empty form with the property validation messages and focuses the title', async () => {
    await page.goto(`${adminUrl('demo')}/admin`, { waitUntil: 'networkidle0' });
    await page.locator('::-p-aria(Add property)').click();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Add property');
    await page.locator('::-p-aria(Create property)').click();
    for (const message of ['Title is required', 'Address is required', 'Location is required']) {
      await page.waitForSelector(`::-p-text(${message})`);
    }
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('property-title');
  });

  it('creates a property with two reordered images and a brochure', async () => {
    await page.type('#property-title', TITLE);
    await page.type('#property-address', '3 Church Lane');
    await page.type('#property-location', LOCATION);
    await page.type('#property-price', '289950');
    await page.select('#property-priceQualifier', 'offers_in_excess_of');
    await page.type('#property-bedrooms', '3');
    await page.select('#property-tenure', 'freehold');
    await page.select('#property-councilTaxBand', 'C');
    await page.select('#property-epcCurrent', 'D');
    await page.click('#property-description');
    await page.keyboard.type('A bright cottage by the green.');
    await page.type('#property-features', 'Garden');
    await page.keyboard.press('Enter');

    const images = (await page.waitForSelector(
      'input[data-testid=gallery-file-input]',
    )) as ElementHandle<HTMLInputElement>;
    await images.uploadFile(path.join(folder, 'red.png'), path.join(folder, 'blue.png'));
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid=gallery-thumbnail]').length === 2,
    );
    // Keyboard sorting: pick up the first image, move it one place on, drop it.
    const firstSrc = () =>
      page.$eval('[data-testid=gallery-thumbnail] img', (img) => img.getAttribute('src'));
    const before = await firstSrc();
    const gallery = await page.waitForSelector(
      '::-p-xpath(//fieldset[.//input[@data-testid="gallery-file-input"]])',
    );
    await moveFirstImageOnePlaceOn(page, gallery!, 2);
    await page.waitForFunction(
      (src) =>
        document.querySelector('[data-testid=gallery-thumbnail] img')?.getAttribute('src') !== src,
      {},
      before,
    );

    const brochure = (await page.waitForSelector(
      'input[data-testid=brochure-input]',
    )) as ElementHandle<HTMLInputElement>;
    await brochure.uploadFile(path.join(folder, 'brochure.pdf'));
    await page.waitForSelector('a::-p-text(View brochure)');

    await page.locator('::-p-aria(Create property)').click();
    await page.waitForSelector(row(TITLE), { timeout: 30000 });

    [created] = await stored();
    expect(created).toMatchObject({
      title: TITLE,
      location: LOCATION,
      price: 289950,
      priceQualifier: 'offers_in_excess_of',
      bedrooms: 3,
      features: ['Garden'],
      tenure: 'freehold',
      councilTaxBand: 'C',
      epcCurrent: 'D',
      isHidden: false,
    });
    expect(created!.description).toContain('A bright cottage by the green.');
    expect(created!.brochureUrl).toMatch(/^\/api\/files\/.+/);
    expect(created!.images).toHaveLength(2);
    // Blue first after the move; red was resized in the browser to fit 1200x800.
    const sizes = await Promise.all(
      created!.images.map(async (url) => {
        const response = await fetch(`${siteUrl('demo')}${url}`);
        return jpegSize(Buffer.from(await response.arrayBuffer()));
      }),
    );
    expect(sizes).toEqual([
      { width: 900, height: 600 },
      { width: 1200, height: 750 },
    ]);
  });

  it('shows the new property on /residential', async () => {
    const visitor = await browser.newPage();
    await withCookieChoiceMade(visitor);
    await visitor.goto(`${siteUrl('demo')}/residential?location=${encodeURIComponent(LOCATION)}`, {
      waitUntil: 'networkidle0',
    });
    await visitor.waitForSelector(`main ::-p-text(${TITLE})`);
    await visitor.close();
  });

  it('hides it and marks it under offer', async () => {
    await page.locator(`${row(TITLE)} ::-p-aria(Hide ${TITLE})`).click();
    await page.waitForSelector(`${row(TITLE)} ::-p-aria(Show ${TITLE})`);
    await page.locator(`${row(TITLE)} ::-p-aria(Under Offer: ${TITLE})`).click();
    await page.waitForSelector(`${row(TITLE)} ::-p-aria(Clear Offer: ${TITLE})`);
    const text = await page.$eval(row(TITLE), (el) => el.textContent ?? '');
    expect(text).toContain('Hidden');
    expect(text).toContain('Under Offer');
    const [property] = await stored();
    expect(property).toMatchObject({ isHidden: true, isUnderOffer: true });
    const publicList = await fetch(
      `${siteUrl('demo')}/api/properties?location=${encodeURIComponent(LOCATION)}`,
    );
    const visible = (await publicList.json()) as Property[];
    expect(visible.map((item) => item.id)).not.toContain(created!.id);
    // ...and a visitor no longer sees it on the residential page.
    const visitor = await browser.newPage();
    await withCookieChoiceMade(visitor);
    await visitor.goto(`${siteUrl('demo')}/residential?location=${encodeURIComponent(LOCATION)}`, {
      waitUntil: 'networkidle0',
    });
    await visitor.waitForSelector('main h1');
    expect(await visitor.$eval('main', (el) => el.textContent)).not.toContain(TITLE);
    await visitor.close();
  });

  it("shows those changes in the Activity tab and in the listing's history", async () => {
    const panel = '[role=tabpanel]:not([hidden])';
    const events = `${panel} li[aria-label]`;
    await page.locator('[role=tab] ::-p-text(Activity)').click();
    await page.waitForSelector(`${events}[aria-label^="Changed Property: ${TITLE} by"]`);
    // Newest first: the offer, then hiding it.
    const [offer, hidden] = await page.$$eval(events, (items) =>
      items.map((item) => item.textContent ?? ''),
    );
    expect(offer).toContain('Under offer: No → Yes');
    expect(hidden).toContain('Hidden: No → Yes');

    await page.select('#activity-filter-action', 'create');
    await page.waitForFunction(
      (selector) => {
        const labels = [...document.querySelectorAll(selector)].map((item) =>
          item.getAttribute('aria-label'),
        );
        return labels.length > 0 && labels.every((label) => label?.startsWith('Added '));
      },
      {},
      events,
    );
    const added = await page.$$eval(events, (items) =>
      items.map((item) => item.getAttribute('aria-label') ?? ''),
    );
    expect(added.some((label) => label.startsWith(`Added Property: ${TITLE} by`))).toBe(true);

    await page.locator('[role=tab] ::-p-text(Properties)').click();
    await page.locator(`${row(TITLE)} ::-p-aria(Edit ${TITLE})`).click();
    await page.locator('#property-history-summary').click();
    await page.waitForSelector(`${events}[aria-label^="Changed Property: ${TITLE} by"]`);
    expect(await page.$eval(panel, (el) => el.textContent)).toContain('Hidden: No → Yes');
    await page.locator(`${panel} ::-p-aria(Cancel)`).click();
    await page.waitForSelector(row(TITLE));
  });

  it('copies it', async () => {
    await page.locator(`${row(TITLE)} ::-p-aria(Copy ${TITLE})`).click();
    await page.waitForFunction(
      (title) =>
        [...document.querySelectorAll('li[aria-label]')].filter((item) =>
          item.getAttribute('aria-label')?.startsWith(title),
        ).length === 2,
      {},
      TITLE,
    );
    expect(await stored()).toHaveLength(2);
  });

  it('deletes both after the confirmation', async () => {
    for (const property of await stored()) {
      await page.locator(`${row(property.title)} ::-p-aria(Delete ${property.title})`).click();
      const dialog = await page.waitForSelector('[role=dialog]');
      expect(await dialog!.evaluate((el) => el.textContent)).toContain(
        'Are you sure you want to delete this property?',
      );
      await page.locator('[role=dialog] ::-p-aria(Delete)').click();
      await page.waitForFunction(
        (selector) => !document.querySelector(selector),
        {},
        row(property.title),
      );
      await page.waitForFunction(() => !document.querySelector('[role=dialog]'));
    }
    expect(await stored()).toEqual([]);
  });
});
