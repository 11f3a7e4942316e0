import type { Property } from '@reedmere/contracts';
import { signIn, signInAt, type AdminSession } from '../src/admin-session';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import { openAdminPage } from '../src/page-helpers';
import { adminUrl } from '../src/site-url';

const TITLE = `Two editors' cottage ${Date.now()}`;
const row = (title: string) => `li[aria-label="${title}"]`;

// The demo's residential editor, as the README lists the development sign-ins.
const RESIDENTIAL_EDITOR = {
  email: 'residential.editor@reedmere.example',
  password: 'demo-residential-editor',
  name: 'Rosie Hart',
};

// The owner opens a listing; the residential editor saves it meanwhile. The owner's save is
// refused, naming her, and the owner's form keeps what they typed; nothing of hers is undone.
describe('two people editing the same listing', () => {
  const browser = browserForTheseTests();
  let owner: AdminSession;
  let listing: Property;

  beforeAll(async () => {
    owner = await signIn('demo');
    const created = await owner.call<Property>('/api/properties', {
      method: 'POST',
      json: {
        title: TITLE,
        address: '7 Mill Row',
        location: 'Aylsham',
        price: 240000,
        priceType: 'sale',
        propertyType: 'residential',
        images: [],
      },
    });
    expect(created.status).toBe(201);
    listing = created.body;
  });

  afterAll(async () => {
    if (listing) await owner.call(`/api/properties/${listing.id}`, { method: 'DELETE' });
  });

  it('refuses the second save, names who saved in between, and keeps the form', async () => {
    const page = await openAdminPage(browser, owner);
    await page.goto(`${adminUrl('demo')}/admin`);
    await page.locator(`${row(TITLE)} ::-p-aria(Edit ${TITLE})`).click();
    await page.waitForSelector('#property-price');

    const editor = await signInAt(adminUrl('demo'), RESIDENTIAL_EDITOR);
    // She saves the listing as she read it, with a new price.
    const hers = await editor.call<Property>(`/api/properties/${listing.id}`, {
      method: 'PUT',
      json: { ...listing, price: 235000 },
      headers: { 'if-match': `"${listing.updatedAt}"` },
    });
    expect(hers.status).toBe(200);

    const price = await page.$('#property-price');
    await price!.click({ clickCount: 3 });
    await price!.type('250000');
    await page.locator('::-p-aria(Update property)').click();
    const toast = await page.waitForSelector(
      '[data-sonner-toast] ::-p-text(saved this listing at)',
    );
    expect(await toast!.evaluate((el) => el.closest('[data-sonner-toast]')?.textContent)).toMatch(
      /Rosie Hart saved this listing at .+, after you opened it, so your changes were not saved\./,
    );
    expect(await page.$eval('#property-price', (el) => (el as HTMLInputElement).value)).toBe(
      '250000',
    );
    const stored = await owner.call<Property>(`/api/properties/${listing.id}`);
    expect(stored.body.price).toBe(235000);
  });
});
