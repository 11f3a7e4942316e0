import type { SeoPage } from '@reedmere/contracts';
import type { Page } from 'puppeteer-core';
import { signIn, type AdminSession } from '../src/admin-session';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import { loadOf, waitForHeading, watchForText, withCookieChoiceMade } from '../src/page-helpers';
import { adminUrl } from '../src/site-url';

const PATH = `/e2e-seo-${Date.now()}`;
const TITLE = 'E2E page title';
const EDITED_TITLE = 'E2E page title, revised';
const AUTH_MESSAGE = 'You must be logged in to access the admin panel. Redirecting to login...';

const row = (pagePath: string) => `li[aria-label="${pagePath}"]`;

// The admin signs in with the form, manages an SEO record on its own page, and signs out; a
// visitor who then opens the panel is told to sign in and taken to the sign-in page.
describe('SEO management and the admin session', () => {
  const browser = browserForTheseTests();
  let page: Page;
  let admin: AdminSession;

  const stored = async (): Promise<SeoPage | undefined> => {
    const response = await admin.call<SeoPage[]>('/api/seo-pages');
    return response.body.find((item) => item.pagePath === PATH);
  };

  beforeAll(async () => {
    admin = await signIn('demo');
    page = await browser.newPage();
    await page.setViewport({ width: 1024, height: 900 });
    await withCookieChoiceMade(page);
  });

  afterAll(async () => {
    const left = await stored().catch(() => undefined);
    if (left) await admin.call(`/api/seo-pages/${left.id}`, { method: 'DELETE' });
  });

  it('sends a visitor from /admin to the sign-in page, telling them why', async () => {
    const alertShown = await watchForText(page, '[role=alert]', AUTH_MESSAGE);
    const signInPage = loadOf(page, '/api/login');
    await page.goto(`${adminUrl('demo')}/admin`);
    await signInPage;
    expect(alertShown()).toBe(true);
  });

  it('signs in with the form and opens SEO management in a new tab from the panel', async () => {
    await page.type('input[name=email]', 'admin@reedmere.example');
    await page.type('input[name=password]', 'reedmere-dev-admin');
    await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
    await waitForHeading(page, 'Admin Panel');
    await page.locator('[role=tab] ::-p-text(SEO)').click();
    const link = await page.waitForSelector('a ::-p-text(Open SEO management)');
    const [href, target] = await link!.evaluate((el) => {
      const anchor = el.closest('a')!;
      return [anchor.getAttribute('href'), anchor.getAttribute('target')];
    });
    expect({ href, target }).toEqual({ href: '/admin/seo', target: '_blank' });
  });

  it('creates an SEO page, with a live preview of the search result', async () => {
    await page.goto(`${adminUrl('demo')}/admin/seo`);
    await waitForHeading(page, 'SEO Management');
    await page.locator('::-p-aria(Add SEO page)').click();
    await page.locator('::-p-aria(Page path)').fill(PATH);
    await page.locator('::-p-aria(Page title)').fill(TITLE);
    await page.waitForSelector(`::-p-text(${TITLE})`);
    await page.locator('button ::-p-text(Create)').click();
    await page.waitForSelector('[data-sonner-toast] ::-p-text(SEO page created successfully.)');
    await page.waitForSelector(row(PATH));
    expect(await stored()).toMatchObject({ pageTitle: TITLE, isActive: true });
  });

  it('edits it', async () => {
    await page.locator(`${row(PATH)} ::-p-aria(Edit ${PATH})`).click();
    const title = page.locator('::-p-aria(Page title)');
    await title.fill(EDITED_TITLE);
    await page.locator('button ::-p-text(Update)').click();
    await page.waitForSelector('[data-sonner-toast] ::-p-text(SEO page updated successfully.)');
    await page.waitForFunction(
      (pagePath) => !document.querySelector(`section[aria-label="Edit ${pagePath}"]`),
      {},
      PATH,
    );
    expect(await stored()).toMatchObject({ pageTitle: EDITED_TITLE });
  });

  it('deletes it after the confirmation', async () => {
    await page.locator(`${row(PATH)} ::-p-aria(Delete ${PATH})`).click();
    await page.waitForSelector('[role=dialog]');
    await page.locator('[role=dialog] ::-p-aria(Delete)').click();
    await page.waitForSelector('[data-sonner-toast] ::-p-text(SEO page deleted successfully.)');
    await page.waitForFunction((selector) => !document.querySelector(selector), {}, row(PATH));
    expect(await stored()).toBeUndefined();
  });

  it('signs out, and the panel then asks for a sign-in again', async () => {
    await page.goto(`${adminUrl('demo')}/admin`);
    await waitForHeading(page, 'Admin Panel');
    await Promise.all([page.waitForNavigation(), page.locator('::-p-aria(Log out)').click()]);
    expect(new URL(page.url()).pathname).toBe('/api/login');
    const cookies = await page.cookies(adminUrl('demo'));
    expect(cookies.find((cookie) => cookie.name === 'reedmere_session')).toBeUndefined();
    await page.goto(`${adminUrl('demo')}/admin`);
    await page.waitForSelector(`[role=alert] ::-p-text(${AUTH_MESSAGE})`);
  });
});
