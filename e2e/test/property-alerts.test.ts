import { describeAlertSearch, type Property } from '@reedmere/contracts';
import { makeAlertSearch } from '@reedmere/contracts/testing';
import type { Page } from 'puppeteer-core';
import { signInAt, type AdminSession } from '../src/admin-session';
import { apiAt } from '../src/api';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import type { CaughtMail, MailCatcher } from '../src/mail-catcher';
import { PHONE, waitForHeading, withCookieChoiceMade } from '../src/page-helpers';
import { startStackWithMail, type StackWithMail } from '../src/stack-with-mail';

/**
 * A property alert from sign-up to unsubscribe, on a stack of its own: its content service sends
 * through an SMTP server in this process and runs the alert digest every 1.5 s, not hourly.
 */

const DIGEST_INTERVAL_MS = 1500;
const MAIL_TIMEOUT_MS = 10000;
const VISITOR = 'alert-visitor@example.com';
// Signs up after the visitor's alert: the digest picks up the second listing for this address.
const SECOND_VISITOR = 'second-visitor@example.com';

const SEARCH = makeAlertSearch({ location: 'Norwich', maxPrice: 500000 });
const DESCRIPTION = describeAlertSearch(SEARCH);

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('property alerts by e-mail, in Chromium on a phone', () => {
  let running: StackWithMail;
  let mail: MailCatcher;
  let origin: string;
  const browser = browserForTheseTests();
  let page: Page;
  let admin: AdminSession;
  const pageErrors: string[] = [];
  let confirmationLink: string;
  let firstAlert: CaughtMail;

  beforeAll(async () => {
    // The listings the alerts are about are published by the tests themselves.
    running = await startStackWithMail('alerts', {
      ALERT_DIGEST_INTERVAL_MS: String(DIGEST_INTERVAL_MS),
      // As the harness's stacks: longer for server rendering on a busy machine.
      RENDER_BUDGET_MS: '5000',
    });
    mail = running.mail;
    const { stack } = running;
    origin = stack.url;
    admin = await signInAt(stack.adminUrl);
    page = await browser.newPage();
    await page.setViewport(PHONE);
    page.on('pageerror', (error) => pageErrors.push(String(error)));
    await withCookieChoiceMade(page);
  }, 240000);

  afterAll(() => running?.stop(), 60000);

  /** Creates a visible home for sale in Norwich through the admin API: listed now. */
  async function publishListing(title: string, price: number): Promise<Property> {
    const created = await admin.call<Property>('/api/properties', {
      method: 'POST',
      json: {
        title,
        address: '12 Alert Row',
        location: 'Norwich',
        price,
        priceType: 'sale',
        propertyType: 'residential',
        isHidden: false,
      },
    });
    if (created.status !== 201) {
      throw new Error(`Creating "${title}" answered ${created.status}: ${created.text}`);
    }
    expect((await apiAt(origin, `/api/properties/${created.body.id}`)).status).toBe(200);
    return created.body;
  }

  /** The one-click headers of an alert e-mail; answers the unsubscribe URL. */
  function expectUnsubscribeHeaders(message: CaughtMail): string {
    const header = message.header('List-Unsubscribe') ?? '';
    expect(header).toMatch(
      new RegExp(`^<${escapeRegExp(origin)}/alerts/unsubscribe\\?token=[A-Za-z0-9_-]+>$`),
    );
    expect(message.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    return header.slice(1, -1);
  }

  it('signs up from the filtered homes for sale: the dialog says to check the inbox', async () => {
    await page.goto(`${origin}/residential`);
    await waitForHeading(page, 'Residential Excellence');
    // Typing before React has attached to the server's form would be lost.
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('form[role="search"]') ?? {}).some((key) =>
        key.startsWith('__react'),
      ),
    );
    await page.locator('form[role="search"] ::-p-aria(Location)').fill('Norwich');
    await page.select('form[role="search"] select#filter-maxPrice', '500000');
    await page.locator('form[role="search"] button[type="submit"]').click();
    await page.waitForFunction(() => {
      const query = new URLSearchParams(window.location.search);
      return query.get('location') === 'Norwich' && query.get('maxPrice') === '500000';
    });

    await page.locator('main button::-p-text(Get alerts for this search)').click();
    const dialog = 'dialog[open]';
    await page.waitForSelector(`${dialog} input[name="email"]`);
    expect(await page.$eval(dialog, (el) => (el as HTMLElement).innerText)).toContain(DESCRIPTION);
    await page.type(`${dialog} input[name="email"]`, VISITOR);
    const [response] = await Promise.all([
      page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/alerts' && r.request().method() === 'POST',
      ),
      page.locator(`${dialog} button[type="submit"]`).click(),
    ]);
    expect(response.status()).toBe(202);
    await page.waitForFunction(
      (selector) =>
        document
          .querySelector(selector)
          ?.textContent?.includes('Please check your inbox for an e-mail to confirm'),
      {},
      `${dialog} [role="status"]`,
    );
    expect(pageErrors).toEqual([]);
  });

  it('e-mails the confirmation link, which confirms once in the browser', async () => {
    const confirmation = await mail.nextTo(VISITOR, MAIL_TIMEOUT_MS);
    expect(confirmation.recipients).toEqual([VISITOR]);
    expect(confirmation.to).toEqual([VISITOR]);
    expect(confirmation.subject).toBe(`Confirm your property alert: ${DESCRIPTION}`);
    const link = new RegExp(`${escapeRegExp(origin)}/alerts/confirm\\?token=[A-Za-z0-9_-]+`).exec(
      confirmation.text,
    )?.[0];
    if (!link) throw new Error(`No confirm link on ${origin} in:\n${confirmation.text}`);
    confirmationLink = link;
    expect(confirmation.html).toContain(`href="${link}"`);
    expectUnsubscribeHeaders(confirmation);

    const opened = await page.goto(link);
    expect(opened?.status()).toBe(200);
    expect(await page.$eval('h1', (h1) => h1.textContent)).toBe('Confirm your property alert');
    const [confirmed] = await Promise.all([
      page.waitForNavigation(),
      page.locator('button::-p-text(Confirm my alert)').click(),
    ]);
    expect(confirmed?.status()).toBe(200);
    expect(await page.$eval('h1', (h1) => h1.textContent)).toBe('Your property alert is confirmed');

    const again = await page.goto(confirmationLink);
    expect(again?.status()).toBeGreaterThanOrEqual(400);
    expect(again?.status()).toBeLessThan(500);
    expect(await page.$eval('body', (body) => body.innerText)).toContain(
      'This link has expired or was already used',
    );
  });

  it('e-mails the new matching listing at the next digest, its title escaped in the HTML', async () => {
    const title = 'Norwich <b>bold</b> terrace';
    const listing = await publishListing(title, 325000);
    firstAlert = await mail.nextTo(VISITOR, MAIL_TIMEOUT_MS);
    expect(firstAlert.recipients).toEqual([VISITOR]);
    expect(firstAlert.subject).toBe(`A property for your alert: ${DESCRIPTION}`);
    const link = `${origin}/property/${listing.id}`;
    for (const part of [firstAlert.text, firstAlert.html]) {
      expect(part).toContain('£325,000');
      expect(part).toContain(link);
    }
    expect(firstAlert.text).toContain(title);
    expect(firstAlert.html).toContain('Norwich &lt;b&gt;bold&lt;/b&gt; terrace');
    expect(firstAlert.html).not.toContain('<b>bold');
    expect(firstAlert.html).toContain(`href="${link}"`);
    expectUnsubscribeHeaders(firstAlert);
    expect(mail.messagesTo(VISITOR)).toHaveLength(2);
  });

  it('one-click unsubscribes, after which the next listing is not e-mailed', async () => {
    const unsubscribe = expectUnsubscribeHeaders(firstAlert);
    // As a mail client posts it (RFC 8058): a form body, no cookies, no Origin.
    const oneClick = await fetch(unsubscribe, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
      redirect: 'manual',
      signal: AbortSignal.timeout(10000),
    });
    expect(oneClick.status).toBe(200);
    const alerts = await admin.call<Array<{ email: string }>>('/api/admin/alerts');
    expect(alerts.status).toBe(200);
    expect(alerts.body.map((alert) => alert.email)).not.toContain(VISITOR);

    // A subscriber to the same search who is still there shows the digest keeps running: a
    // subscriber hears at most once a day anyway, so silence alone would prove little.
    const signUp = await apiAt(origin, '/api/alerts', {
      method: 'POST',
      json: { email: SECOND_VISITOR, ...SEARCH, website: '' },
      headers: { origin },
    });
    expect(signUp.status).toBe(202);
    const confirmation = await mail.nextTo(SECOND_VISITOR, MAIL_TIMEOUT_MS);
    const confirm = /\/alerts\/confirm\?token=[A-Za-z0-9_-]+/.exec(confirmation.text)?.[0];
    if (!confirm) throw new Error(`No confirm link in:\n${confirmation.text}`);
    expect((await apiAt(origin, confirm, { method: 'POST', headers: { origin } })).status).toBe(
      200,
    );

    const before = mail.messagesTo(VISITOR).length;
    const second = await publishListing('Norwich second terrace', 350000);
    const secondAlert = await mail.nextTo(SECOND_VISITOR, MAIL_TIMEOUT_MS);
    expect(secondAlert.text).toContain(`${origin}/property/${second.id}`);
    // Two more digest runs: anything for the visitor would have been queued by now.
    await new Promise((resolve) => setTimeout(resolve, 2 * DIGEST_INTERVAL_MS));
    const late = mail.messagesTo(VISITOR).slice(before);
    expect(late.map((message) => message.subject)).toEqual([]);
  });
});
