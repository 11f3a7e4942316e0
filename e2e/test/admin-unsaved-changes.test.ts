import type { Dialog, Page } from 'puppeteer-core';
import { signIn } from '../src/admin-session';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import { MAIN_NAV, openAdminPage } from '../src/page-helpers';
import { adminUrl } from '../src/site-url';

const TITLE_FIELD = '#property-title';
const ADDED = ' (not saved)';

/** The description of the open dialog: the question it asks. */
async function dialogQuestion(page: Page): Promise<string> {
  const dialog = await page.waitForSelector('[role="dialog"]');
  return dialog!.evaluate(
    (element) =>
      document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
  );
}

const titleValue = (page: Page) =>
  page.$eval(TITLE_FIELD, (input) => (input as HTMLInputElement).value);

// The admin changes a property's title and does not save: opening another property asks first,
// and so does reloading the page. Nothing is saved, so the demo data stays as it was.
describe('unsaved changes in the admin panel', () => {
  const browser = browserForTheseTests();
  let page: Page;
  let first: string;
  let second: string;

  beforeAll(async () => {
    const admin = await signIn('demo');
    page = await openAdminPage(browser, admin);
  });

  afterAll(async () => {});

  it('asks before Edit on another property replaces the changed form', async () => {
    await page.goto(`${adminUrl('demo')}/admin`, { waitUntil: 'networkidle0' });
    // The panel's code and its list arrive one after the other: a busy machine may pause between.
    await page.waitForSelector('#admin-tabpanel-properties li[aria-label]');
    const names = await page.$$eval('#admin-tabpanel-properties li[aria-label]', (items) =>
      items.map((item) => item.getAttribute('aria-label') ?? ''),
    );
    expect(names.length).toBeGreaterThanOrEqual(2);
    [first, second] = names as [string, string];

    await page.locator(`button[aria-label="Edit ${first}"]`).click();
    await page.waitForSelector(`h3::-p-text(Edit ${first})`);
    await page.type(TITLE_FIELD, ADDED);
    await page.locator(`button[aria-label="Edit ${second}"]`).click();
    expect(await dialogQuestion(page)).toBe(
      `Your changes to "${first}" have not been saved. Discard them and open "${second}"?`,
    );

    await page.locator('[role="dialog"] button::-p-text(Keep editing)').click();
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    expect(await titleValue(page)).toBe(`${first}${ADDED}`);
    await page.waitForSelector(`h3::-p-text(Edit ${first})`);
  });

  it('asks before a header link leaves the changed form', async () => {
    await page.locator(`${MAIN_NAV} a::-p-text(Contact)`).click();
    expect(await dialogQuestion(page)).toBe(
      'A form in the panel has changes that have not been saved. Leave the panel and discard them?',
    );
    await page.locator('[role="dialog"] button::-p-text(Keep editing)').click();
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    expect(new URL(page.url()).pathname).toBe('/admin');
    expect(await titleValue(page)).toBe(`${first}${ADDED}`);
  });

  it('asks before the page with the changed form is reloaded', async () => {
    const asked = new Promise<Dialog>((resolve) => page.once('dialog', resolve));
    // Staying on the page cancels the reload, so it never finishes.
    const reloading = page.reload({ timeout: 5_000 }).catch(() => undefined);
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    await reloading;
    expect(await titleValue(page)).toBe(`${first}${ADDED}`);
  });

  it('asks before Log out discards the changes, and the browser does not ask again', async () => {
    let browserAsked = false;
    page.on('dialog', (dialog) => {
      browserAsked = true;
      void dialog.accept();
    });
    await page.locator('button::-p-text(Log out)').click();
    expect(await dialogQuestion(page)).toBe(
      'A form in the panel has changes that have not been saved. Log out and discard them?',
    );
    await Promise.all([
      page.waitForNavigation(),
      page.locator('[role="dialog"] button::-p-text(Log out)').click(),
    ]);
    // Signed out, the admin site shows its sign-in page.
    expect(new URL(page.url()).pathname).toBe('/api/login');
    expect(browserAsked).toBe(false);
  });
});
