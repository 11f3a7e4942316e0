import type { Enquiry, Property } from '@reedmere/contracts';
import type { Page } from 'puppeteer-core';
import { signIn } from '../src/admin-session';
import { api } from '../src/api';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import { withCookieChoiceMade } from '../src/page-helpers';
import { siteUrl } from '../src/site-url';

// A visitor on a phone asks to view a property from its page, and the office sees which one.
// It posts one enquiry: the rate limit (5 per 15 minutes) is shared with the contact form tests.
describe('requesting a viewing from a property page in Chromium', () => {
  const browser = browserForTheseTests();
  let page: Page;
  let property: Property;
  const problems: string[] = [];

  beforeAll(async () => {
    const list = await api<Property[]>('demo', '/api/properties');
    expect(list.status).toBe(200);
    const first = list.body[0];
    if (!first) throw new Error('The demo content has no properties');
    property = first;
    page = await browser.newPage();
    await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(String(error)));
    await withCookieChoiceMade(page);
    await page.goto(`${siteUrl('demo')}/property/${encodeURIComponent(property.id)}`, {
      waitUntil: 'networkidle0',
    });
  });

  it('is closed in the server page, and opens with the cursor in the first field', async () => {
    const html = await (
      await fetch(`${siteUrl('demo')}/property/${encodeURIComponent(property.id)}`)
    ).text();
    expect(html).toContain('Request a viewing');
    expect(html).not.toContain('name="preferredTimes"');

    const toggle = await page.waitForSelector('button[aria-expanded]::-p-text(Request a viewing)');
    await toggle!.tap();
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'firstName');
    expect(await toggle!.evaluate((el) => el.getAttribute('aria-expanded'))).toBe('true');
    expect(problems).toEqual([]);
  });

  it('sends the request with the property, confirms it, and the office sees the property', async () => {
    const marker = `Viewing browser test ${Date.now()}`;
    const form = '#viewing-request form';
    await page.type(`${form} input[name=firstName]`, 'Ada');
    await page.type(`${form} input[name=lastName]`, 'Lovelace');
    await page.type(`${form} input[name=email]`, 'ada@example.com');
    await page.type(`${form} input[name=preferredTimes]`, 'Saturday morning');
    await page.type(`${form} textarea[name=message]`, marker);
    const [response] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().endsWith('/api/inquiries') && r.request().method() === 'POST',
      ),
      page.locator(`${form} button[type=submit]`).click(),
    ]);
    expect(response.status()).toBe(201);
    await page.locator("::-p-text(Request sent. We'll be in touch to arrange a viewing.)").wait();
    await page.locator('[data-sonner-toast] ::-p-text(Request Sent!)').wait();
    expect(await page.$eval(`${form} input[name=firstName]`, (el) => el.value)).toBe('');

    const admin = await signIn('demo');
    const inbox = await admin.call<Enquiry[]>('/api/inquiries');
    expect(inbox.body.find((e) => e.message === marker)).toMatchObject({
      serviceType: 'Viewing Request',
      propertyId: property.id,
      propertyTitle: property.title,
      preferredTimes: 'Saturday morning',
    });
  });
});
