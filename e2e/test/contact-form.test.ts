import type { Page } from 'puppeteer-core';
import { signIn } from '../src/admin-session';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import { QUICK_CONTACT, withCookieChoiceMade } from '../src/page-helpers';
import { siteUrl } from '../src/site-url';

interface StoredEnquiry {
  firstName: string;
  lastName: string;
  email: string;
  serviceType: string;
  message: string;
}

// The enquiry form as a visitor fills it in, and the enquiry as the agency then sees it.
describe('the contact form in Chromium', () => {
  const browser = browserForTheseTests();
  let page: Page;
  /** The contact page, loaded in a page of its own with the cookie choice made. */
  const openContactPage = async () => {
    const opened = await browser.newPage();
    await withCookieChoiceMade(opened);
    await opened.goto(`${siteUrl('demo')}/contact`, { waitUntil: 'networkidle0' });
    return opened;
  };
  beforeAll(async () => {
    page = await openContactPage();
  });

  it('does not send while a required field is empty', async () => {
    let posted = false;
    const watch = (request: { url(): string; method(): string }) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/inquiries')) posted = true;
    };
    page.on('request', watch);
    await page.locator('button[type=submit]').click();
    // The browser's own check stops the form: its message is on the first empty field.
    const message = await page.$eval('input[name=firstName]', (el) => el.validationMessage);
    expect(message.length).toBeGreaterThan(0);
    await page.waitForNetworkIdle({ idleTime: 300 });
    page.off('request', watch);
    expect(posted).toBe(false);
    expect(await page.$('::-p-text(Message Sent Successfully!)')).toBeNull();
  });

  it('posts the enquiry, shows the success banner and toast, and clears the form', async () => {
    const marker = `Browser test ${Date.now()}`;
    await page.type('input[name=firstName]', 'Ada');
    await page.type('input[name=lastName]', 'Lovelace');
    await page.type('input[name=email]', 'ada@example.com');
    await page.select('select[name=serviceType]', 'Commercial Lettings');
    await page.type('textarea[name=message]', marker);
    const [response] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().endsWith('/api/inquiries') && r.request().method() === 'POST',
      ),
      page.locator('button[type=submit]').click(),
    ]);
    expect(response.status()).toBe(201);
    await page.locator('::-p-text(Message Sent Successfully!)').wait();
    await page.locator('[data-sonner-toast] ::-p-text(Message Sent!)').wait();
    expect(await page.$eval('input[name=firstName]', (el) => el.value)).toBe('');
    expect(await page.$eval('textarea[name=message]', (el) => el.value)).toBe('');

    const admin = await signIn('demo');
    const inbox = await admin.call<StoredEnquiry[]>('/api/inquiries');
    expect(inbox.status).toBe(200);
    expect(inbox.body.find((e) => e.message === marker)).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      serviceType: 'Commercial Lettings',
    });
  });

  it('leaves the form where it is when the banner goes, until the visitor changes a field', async () => {
    // A page of its own: the form is sent again, and the shared page's next test starts as before.
    const own = await openContactPage();
    await own.type('input[name=firstName]', 'Ada');
    await own.type('input[name=lastName]', 'Lovelace');
    await own.type('input[name=email]', 'ada@example.com');
    await own.select('select[name=serviceType]', 'Commercial Lettings');
    await own.type('textarea[name=message]', `Browser test ${Date.now()}`);
    await own.locator('button[type=submit]').click();
    await own.locator('::-p-text(Message Sent Successfully!)').wait();
    const formTop = () =>
      own.$eval('section:has(form) > form', (form) => form.getBoundingClientRect().top + scrollY);
    const shownAt = await formTop();
    // The region stays in the page, empty once the banner has gone.
    await own.waitForFunction(
      () => document.querySelector('section:has(form) > [role="status"]')?.textContent === '',
      { timeout: 15_000 },
    );
    expect(await formTop()).toBe(shownAt);

    await own.type('input[name=firstName]', 'G');
    expect(await formTop()).toBeLessThan(shownAt);
    await own.close();
  });

  it('keeps what was typed and says so when sending fails', async () => {
    // A page of its own: the shared page's toast of the enquiry sent above can still be showing
    // (a toast under the pointer waits), and a click aimed at the send button would land on it.
    const own = await openContactPage();
    await own.setRequestInterception(true);
    own.on('request', (request) => {
      if (request.url().endsWith('/api/inquiries')) void request.abort('connectionrefused');
      else void request.continue();
    });
    await own.type('input[name=firstName]', 'Grace');
    await own.type('input[name=lastName]', 'Hopper');
    await own.type('input[name=email]', 'grace@example.com');
    await own.select('select[name=serviceType]', 'General Enquiry');
    await own.type('textarea[name=message]', 'Is the Diss office open on Sundays?');
    await own.locator('button[type=submit]').click();
    await own
      .locator('[data-sonner-toast] ::-p-text(Failed to send message. Please try again.)')
      .wait();
    expect(await own.$eval('input[name=firstName]', (el) => el.value)).toBe('Grace');
    expect(await own.$eval('button[type=submit]', (el) => el.textContent)).not.toContain('Sending');
    await own.close();
  });

  it('sends at a mouse press and release on the send button where the call bar comes back', async () => {
    // A narrow window with a mouse: the call bar along the bottom makes way while a field has
    // focus, and comes back once the focus has left it.
    const narrow = await openContactPage();
    await narrow.setViewport({ width: 390, height: 844 });
    await narrow.type('input[name=firstName]', 'Ada');
    await narrow.type('input[name=lastName]', 'Lovelace');
    await narrow.type('input[name=email]', 'name@example');
    await narrow.select('select[name=serviceType]', 'General Enquiry');
    await narrow.type('textarea[name=message]', 'Do you cover Swaffham?');
    await narrow.waitForSelector(QUICK_CONTACT, { hidden: true });
    // The send button's centre 20 px above the window's bottom, where the bar would be.
    const { x, y } = await narrow.$eval('button[type=submit]', (button) => {
      const before = button.getBoundingClientRect();
      window.scrollBy({
        top: before.top + before.height / 2 - (window.innerHeight - 20),
        behavior: 'instant',
      });
      const box = button.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    });
    let posted = false;
    narrow.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/inquiries')) posted = true;
    });
    await narrow.mouse.move(x, y);
    await narrow.mouse.down();
    // A press held as long as a hand holds one, the page given time to bring the bar back.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await narrow.mouse.up();
    await narrow.locator('[data-sonner-toast] ::-p-text(Failed to send message.)').wait();
    expect(posted).toBe(true);
    await narrow.close();
  });

  it('on a phone, explains on the field an address the server refuses; the toast closes at a tap', async () => {
    const phone = await browser.newPage();
    await phone.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
    await withCookieChoiceMade(phone);
    await phone.goto(`${siteUrl('demo')}/contact`, { waitUntil: 'networkidle0' });
    await phone.type('input[name=firstName]', 'Ada');
    await phone.type('input[name=lastName]', 'Lovelace');
    // The browser's own e-mail check lets this through; the server does not.
    await phone.type('input[name=email]', 'name@example');
    await phone.select('select[name=serviceType]', 'General Enquiry');
    await phone.type('textarea[name=message]', 'Do you cover Swaffham?');
    await phone.locator('button[type=submit]').click();
    await phone.locator('[data-sonner-toast] ::-p-text(Failed to send message.)').wait();
    await phone.waitForFunction(() => document.activeElement?.getAttribute('name') === 'email');
    const email = await phone.$eval('input[name=email]', (input) => ({
      invalid: input.getAttribute('aria-invalid'),
      description: document.getElementById(input.getAttribute('aria-describedby') ?? '')
        ?.textContent,
      value: input.value,
    }));
    expect(email).toEqual({
      invalid: 'true',
      description: 'Enter a valid email address',
      value: 'name@example',
    });

    // The close button is drawn small; a finger landing 18 px beside its centre still hits it.
    const close = await phone.waitForSelector('[data-sonner-toast] [data-close-button]');
    const box = (await close!.boundingBox())!;
    const hit = await phone.evaluate(
      (x, y) => document.elementFromPoint(x, y)?.closest('[data-close-button]') !== null,
      box.x + box.width / 2 + 18,
      box.y + box.height / 2,
    );
    expect(hit).toBe(true);
    await phone.close();
  });
});
