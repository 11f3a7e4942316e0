import type { Enquiry } from '@reedmere/contracts';
import type { Page } from 'puppeteer-core';
import { signIn, type AdminSession } from '../src/admin-session';
import { api } from '../src/api';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import {
  loadOf,
  openAdminPage,
  waitForHeading,
  watchForText,
  withCookieChoiceMade,
} from '../src/page-helpers';
import { adminUrl } from '../src/site-url';

// A recognisable enquirer: their name, e-mail and phone are the personal data at stake.
const STAMP = Date.now();
const ENQUIRER = {
  firstName: 'Bfcache',
  lastName: `Visitor${STAMP}`,
  email: `bfcache-${STAMP}@example.com`,
  phone: '01603 555 0199',
  serviceType: 'General Enquiry',
  message: 'Please ring me back about a valuation.',
};
const NAME = `${ENQUIRER.firstName} ${ENQUIRER.lastName}`;

/** Whether any of the enquirer's details can be seen on the page now. */
const showsEnquirer = (page: Page) =>
  page.evaluate(
    (details) => details.some((text) => document.body.innerText.includes(text)),
    [NAME, ENQUIRER.email, ENQUIRER.phone],
  );

const openEnquiries = async (page: Page) => {
  await page.goto(`${adminUrl('demo')}/admin`);
  await waitForHeading(page, 'Admin Panel');
  await page.locator('[role=tab] ::-p-text(Enquiries)').click();
  await page.waitForSelector(`article[aria-label="Enquiry from ${NAME}"]`);
  // The list shows what the panel read first while it reads the inbox again: that read must be
  // answered before the session ends, or it is the one refused.
  await page.waitForNetworkIdle({ idleTime: 300 });
};

// A shared office computer: once the admin has signed out, the browser's Back button must not
// bring the panel, and the enquirers' details in it, back to the next person at the desk.
describe('the admin panel once the session has ended', () => {
  const browser = browserForTheseTests();

  beforeAll(async () => {
    const sent = await api('demo', '/api/inquiries', { method: 'POST', json: ENQUIRER });
    expect(sent.status).toBe(201);
  });

  afterAll(async () => {
    const cleanup: AdminSession = await signIn('demo');
    const inbox = await cleanup.call<Enquiry[]>('/api/inquiries');
    for (const enquiry of inbox.body.filter((item) => item.lastName === ENQUIRER.lastName)) {
      await cleanup.call(`/api/inquiries/${enquiry.id}`, { method: 'DELETE' });
    }
  });

  it('shows nothing of it on Back after Log out, and goes to the sign-in page', async () => {
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await withCookieChoiceMade(page);
    await page.goto(`${adminUrl('demo')}/api/login`);
    await page.type('input[name=email]', 'admin@reedmere.example');
    await page.type('input[name=password]', 'reedmere-dev-admin');
    await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
    await waitForHeading(page, 'Admin Panel');
    await page.locator('[role=tab] ::-p-text(Enquiries)').click();
    await page.waitForSelector(`article[aria-label="Enquiry from ${NAME}"]`);
    expect(await showsEnquirer(page)).toBe(true);

    await Promise.all([page.waitForNavigation(), page.locator('::-p-aria(Log out)').click()]);
    // Signed out, the admin site shows its sign-in page in place of the panel's.
    expect(new URL(page.url()).pathname).toBe('/api/login');
    await page.waitForSelector('input[name=password]');

    // Back never shows the panel's page again: watch until the sign-in page shows.
    await page.goBack();
    const seen: boolean[] = [];
    const deadline = Date.now() + 10000;
    while (new URL(page.url()).pathname !== '/api/login' && Date.now() < deadline) {
      seen.push(await showsEnquirer(page).catch(() => false));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seen.some(Boolean)).toBe(false);
    await page.waitForSelector('input[name=password]');
    expect(new URL(page.url()).pathname).toBe('/api/login');
    expect(await showsEnquirer(page)).toBe(false);
    await page.close();
  });

  it('sends the admin to sign in when an action is refused because the session has gone', async () => {
    const admin = await signIn('demo');
    const page = await openAdminPage(browser, admin);
    await openEnquiries(page);
    // The panel loads its toasts as it opens: the one saying why the page moves on is drawn at
    // once, before the move to the sign-in page half a second later.
    await page.waitForSelector('section[aria-label^="Notifications"]');

    // The session ends elsewhere (another tab's Log out, or it expired) while the panel is open.
    expect((await admin.call('/api/logout', { method: 'POST' })).status).toBeLessThan(400);

    const toastShown = await watchForText(
      page,
      '[data-sonner-toast]',
      'Unauthorized: You are logged out. Logging in again...',
    );
    const signInPage = loadOf(page, '/api/login');
    const card = `article[aria-label="Enquiry from ${NAME}"]`;
    await page.locator(`${card} ::-p-text(Mark as read)`).click();
    await signInPage;
    expect(toastShown()).toBe(true);
    await page.close();
  });
});
