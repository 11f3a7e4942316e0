import type { Property } from '@reedmere/contracts';
import type { Page } from 'puppeteer-core';
import { signIn, type AdminSession } from '../src/admin-session';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import { openAdminPage, waitForHeading } from '../src/page-helpers';
import { adminUrl } from '../src/site-url';

// Two recognisable records on the shared demo site, deleted again at the end.
const STAMP = Date.now();
const TITLE = `E2E finder barn ${STAMP}`;
const OTHER = `E2E finder loft ${STAMP}`;
const LOCATION = `Great Snoring E2E ${STAMP}`;

const row = (title: string) => `li[aria-label="${title}"]`;
const rowTitles = (page: Page) =>
  page.$$eval('li[aria-label]', (items) => items.map((item) => item.getAttribute('aria-label')));
const countText = (page: Page) =>
  page.$eval('[role=search] ~ * [role=status]', (el) => el.textContent ?? '');

// The admin finds a property among the 30-odd of the demo site, edits it, and is brought back to
// it in the list; features typed without pressing Enter are kept.
describe('the admin property list', () => {
  const browser = browserForTheseTests();
  let page: Page;
  let admin: AdminSession;

  const create = async (title: string, priceType: 'sale' | 'rent'): Promise<Property> => {
    const response = await admin.call<Property>('/api/properties', {
      method: 'POST',
      json: {
        title,
        address: '2 Finder Lane',
        location: LOCATION,
        price: 190000,
        priceType,
        propertyType: 'residential',
        images: [],
      },
    });
    expect(response.status).toBe(201);
    return response.body;
  };

  beforeAll(async () => {
    admin = await signIn('demo');
    await create(TITLE, 'sale');
    await create(OTHER, 'rent');
    page = await openAdminPage(browser, admin);
  });

  afterAll(async () => {
    const listed = await admin.call<Property[]>('/api/admin/properties').catch(() => null);
    for (const property of listed?.body.filter((item) => item.location === LOCATION) ?? []) {
      await admin.call(`/api/properties/${property.id}`, { method: 'DELETE' });
    }
  });

  it('finds properties by search and filters, and says how many match', async () => {
    await page.goto(`${adminUrl('demo')}/admin`);
    await page.waitForSelector(row(TITLE));
    const total = (await rowTitles(page)).length;
    expect(total).toBeGreaterThan(20);
    expect(await countText(page)).toBe(`${total} properties`);

    await page.locator('::-p-aria(Search properties)').fill(`great snoring e2e ${STAMP}`);
    await page.waitForFunction(() => document.querySelectorAll('li[aria-label]').length === 2);
    expect((await rowTitles(page)).sort()).toEqual([TITLE, OTHER].sort());
    expect(await countText(page)).toBe(`Showing 2 of ${total} properties`);

    await page.select('#property-filter-market', 'rent');
    await page.waitForFunction(() => document.querySelectorAll('li[aria-label]').length === 1);
    expect(await rowTitles(page)).toEqual([OTHER]);

    await page.select('#property-filter-visibility', 'hidden');
    await page.waitForSelector('::-p-text(No properties match the search and filters.)');
    expect(await countText(page)).toBe(`Showing 0 of ${total} properties`);

    await page.locator('::-p-aria(Clear search and filters)').click();
    await page.waitForFunction(
      (count) => document.querySelectorAll('li[aria-label]').length === count,
      {},
      total,
    );
  });

  it('keeps features typed without Enter, and returns to the item after saving', async () => {
    await page.locator(`${row(TITLE)} ::-p-aria(Edit ${TITLE})`).click();
    await page.waitForSelector('#property-features');
    await page.type('#property-features', 'Two gardens, Parking');
    await page.locator('::-p-aria(Update property)').click();
    await page.waitForSelector('[data-sonner-toast] ::-p-text(Property updated successfully)');

    // Back on the item's Edit button, scrolled into view, rather than at the top of the list.
    await page.waitForFunction(
      (name) => document.activeElement?.getAttribute('aria-label') === `Edit ${name}`,
      {},
      TITLE,
    );
    const inView = await page.evaluate(() => {
      const box = document.activeElement!.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });
    expect(inView).toBe(true);

    const listed = await admin.call<Property[]>('/api/admin/properties');
    expect(listed.body.find((item) => item.title === TITLE)?.features).toEqual([
      'Two gardens',
      'Parking',
    ]);
  });

  it('returns to the item after Cancel too', async () => {
    await page.locator(`${row(OTHER)} ::-p-aria(Edit ${OTHER})`).click();
    await page.waitForFunction(() => document.activeElement?.tagName === 'H3');
    await page.locator('::-p-aria(Cancel)').click();
    await page.waitForFunction(
      (name) => document.activeElement?.getAttribute('aria-label') === `Edit ${name}`,
      {},
      OTHER,
    );
  });

  it('has a way back to the panel from SEO management', async () => {
    await page.goto(`${adminUrl('demo')}/admin/seo`);
    await waitForHeading(page, 'SEO Management');
    await page.locator('a ::-p-text(Back to the admin panel)').click();
    await waitForHeading(page, 'Admin Panel');
    expect(new URL(page.url()).pathname).toBe('/admin');
  });
});
