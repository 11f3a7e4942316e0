import { DEV_ADMIN } from '@reedmere/launcher';
import { NOT_FOUND, type Enquiry, type Property } from '@reedmere/contracts';
import type { ElementHandle, HTTPRequest, Page } from 'puppeteer-core';
import { seriousViolations } from '../src/accessibility';
import { signIn } from '../src/admin-session';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import {
  DESKTOP,
  MAIN_NAV,
  openVisitorPage,
  PHONE,
  QUICK_CONTACT,
  waitForAnimationsToEnd,
  waitForHeading,
  waitForHydration,
} from '../src/page-helpers';
import { siteUrl } from '../src/site-url';

const SENT_BANNER = 'Message Sent Successfully!';
const NOT_FOUND_TITLE = `${NOT_FOUND.title} | Reedmere Estates`;

// Enquiries this file sends carry this last name, so they can be removed afterwards.
const ENQUIRER_LAST_NAME = `Walker${Date.now()}`;

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const overlaps = (a: Box, b: Box): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const boxOf = (page: Page, selector: string): Promise<Box> =>
  page.$eval(selector, (element) => {
    const { top, bottom, left, right } = element.getBoundingClientRect();
    return { top, bottom, left, right };
  });

async function openContactPage(page: Page): Promise<void> {
  await page.goto(`${siteUrl('demo')}/contact`, { waitUntil: 'networkidle0' });
  await waitForHydration(page, 'main form');
}

async function fillEnquiry(page: Page, firstName: string): Promise<void> {
  await page.type('input[name=firstName]', firstName);
  await page.type('input[name=lastName]', ENQUIRER_LAST_NAME);
  await page.type('input[name=email]', `${firstName.toLowerCase()}@example.com`);
  await page.select('select[name=serviceType]', 'General Enquiry');
  await page.type('textarea[name=message]', 'Could someone call me about a valuation?');
}

/**
 * Waits for the toast of `type` to settle in place, and keeps it there: a pointer resting on a
 * toast holds its timer, so the checks that follow never race its 5 seconds.
 */
async function settledToast(page: Page, type: 'success' | 'error'): Promise<ElementHandle> {
  const toast = await page.waitForSelector(
    `[data-sonner-toast][data-type="${type}"][data-mounted="true"]`,
  );
  await toast!.hover();
  await waitForAnimationsToEnd(page, '[data-sonner-toaster]');
  return toast!;
}

/** Where the browser's focus went after the send, and what that element said then. */
async function watchFocusAfterSend(page: Page): Promise<void> {
  await page.evaluate((message) => {
    const record: { focused: HTMLElement | null; focusedText: string } = {
      focused: null,
      focusedText: '',
    };
    (window as unknown as { afterSend: typeof record }).afterSend = record;
    document.addEventListener('focusin', (event) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || !target.textContent?.includes(message)) return;
      record.focused = target;
      record.focusedText = target.textContent;
    });
  }, SENT_BANNER);
}

/** Goes Back, and on to wherever a page reached that way sends the browser; says where it ends. */
async function back(page: Page): Promise<string> {
  await page.goBack();
  return new URL(page.url()).pathname;
}

// What a visitor met walking the public site in a real browser: toasts that covered the menu
// and were hard to read, a menu that closed on the key meant to open it, a sent message nobody
// saw on a phone, a not-found page that renamed itself, a phone's first screen full of contact
// bars, and a Back button that could not leave the sign-in page after signing out.
describe('the public shell in Chromium', () => {
  const browser = browserForTheseTests();

  afterAll(async () => {
    const admin = await signIn('demo');
    const inbox = await admin.call<Enquiry[]>('/api/inquiries');
    for (const enquiry of inbox.body.filter((item) => item.lastName === ENQUIRER_LAST_NAME)) {
      await admin.call(`/api/inquiries/${enquiry.id}`, { method: 'DELETE' });
    }
  });

  it('shows toasts clear of the header, readable, and in the announced region', async () => {
    const page = await openVisitorPage(browser, DESKTOP);
    await page.setBypassCSP(true);
    await openContactPage(page);

    await fillEnquiry(page, 'Toasty');
    await page.locator('button[type=submit]').click();
    const success = await settledToast(page, 'success');
    // Announced: the toast sits in the polite live region named Notifications.
    expect(
      await success.evaluate((toast) => {
        const region = toast.closest('[aria-live]');
        return [region?.getAttribute('aria-live'), region?.getAttribute('aria-label')];
      }),
    ).toEqual(['polite', expect.stringContaining('Notifications')]);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    expect(overlaps(await boxOf(page, '[data-sonner-toast]'), await boxOf(page, 'header'))).toBe(
      false,
    );
    expect(await seriousViolations(page)).toEqual([]);

    // An error toast too, with the send refused by the server.
    await page.setRequestInterception(true);
    const refuse = (request: HTTPRequest) => {
      if (request.url().endsWith('/api/inquiries') && request.method() === 'POST') {
        void request.respond({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Enquiries are temporarily unavailable.' }),
        });
      } else void request.continue();
    };
    page.on('request', refuse);
    await page.mouse.move(0, 0);
    // As a visitor who has read the sent banner: the next enquiry is written once it has gone.
    await page.waitForFunction(
      (banner) => {
        const status = document.querySelector('section:has(form) > [role="status"]');
        return status !== null && !status.textContent?.includes(banner);
      },
      {},
      SENT_BANNER,
    );
    await fillEnquiry(page, 'Refused');
    await page.locator('button[type=submit]').click();
    await settledToast(page, 'error');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    expect(overlaps(await boxOf(page, '[data-sonner-toast]'), await boxOf(page, 'header'))).toBe(
      false,
    );
    expect(await seriousViolations(page)).toEqual([]);
    page.off('request', refuse);
    await page.setRequestInterception(false);
    await page.close();
  });

  it('on a phone, moves focus to the sent message in view, the toast above the call bar', async () => {
    const page = await openVisitorPage(browser, PHONE);
    await openContactPage(page);
    await fillEnquiry(page, 'Phoney');
    await watchFocusAfterSend(page);
    await page.locator('button[type=submit]').click();

    const toast = await settledToast(page, 'success');
    await page.waitForSelector(QUICK_CONTACT, { visible: true });
    await waitForAnimationsToEnd(page, 'body');
    const toastBox = await toast.evaluate((element) => {
      const { top, bottom, left, right } = element.getBoundingClientRect();
      return { top, bottom, left, right };
    });
    expect(toastBox.bottom).toBeLessThanOrEqual((await boxOf(page, QUICK_CONTACT)).top);
    expect(toastBox.top).toBeGreaterThanOrEqual(0);

    // The message keeps its place once its 5 seconds are over, so where it stands is read every
    // 100 ms until it holds the focus and shows whole in the window (on a phone the header has
    // scrolled away).
    await page.waitForFunction(
      () => {
        const { focused } = (window as unknown as { afterSend: { focused: HTMLElement | null } })
          .afterSend;
        if (!focused || document.activeElement !== focused) return false;
        const { top, bottom } = focused.getBoundingClientRect();
        return top >= 0 && bottom <= window.innerHeight;
      },
      { polling: 100 },
    );
    const focusedText = await page.evaluate(
      () => (window as unknown as { afterSend: { focusedText: string } }).afterSend.focusedText,
    );
    expect(focusedText).toContain(SENT_BANNER);
    await page.close();
  });

  it('opens a desktop submenu with Enter, not on focus, and Escape closes it back on its button', async () => {
    const page = await openVisitorPage(browser, DESKTOP);
    await page.goto(`${siteUrl('demo')}/`, { waitUntil: 'networkidle0' });
    await waitForHydration(page, MAIN_NAV);
    const residential = `${MAIN_NAV} button[aria-controls]`;
    await page.focus(`${MAIN_NAV} a[href="/"]`);
    await page.keyboard.press('Tab');
    const state = () =>
      page.$eval(residential, (button) => ({
        focused: document.activeElement === button,
        expanded: button.getAttribute('aria-expanded'),
        menuShown: !document.getElementById(button.getAttribute('aria-controls') ?? '')?.hidden,
      }));
    expect(await state()).toEqual({ focused: true, expanded: 'false', menuShown: false });
    await page.keyboard.press('Enter');
    expect(await state()).toEqual({ focused: true, expanded: 'true', menuShown: true });
    await page.keyboard.press('Escape');
    expect(await state()).toEqual({ focused: true, expanded: 'false', menuShown: false });
    await page.close();
  });

  it('keeps the not-found title on a property that is not there or is hidden', async () => {
    const admin = await signIn('demo');
    const hidden = (await admin.call<Property[]>('/api/admin/properties')).body.find(
      (property) => property.isHidden,
    );
    expect(hidden).toBeDefined();
    const page = await openVisitorPage(browser, DESKTOP);
    // Every title the page's script writes, so the test can wait until the client has written one.
    await page.evaluateOnNewDocument(() => {
      const written: string[] = [];
      (window as unknown as { titlesWritten: string[] }).titlesWritten = written;
      const own = Object.getOwnPropertyDescriptor(Document.prototype, 'title')!;
      Object.defineProperty(Document.prototype, 'title', {
        configurable: true,
        get() {
          return own.get!.call(this) as string;
        },
        set(value: string) {
          written.push(value);
          own.set!.call(this, value);
        },
      });
    });
    for (const path of ['/property/no-such-property', `/property/${hidden!.id}`]) {
      const response = await page.goto(`${siteUrl('demo')}${path}`, { waitUntil: 'networkidle0' });
      expect(response?.status()).toBe(404);
      await waitForHeading(page, 'Property Not Found');
      await page.waitForFunction(
        () => (window as unknown as { titlesWritten: string[] }).titlesWritten.length > 0,
      );
      await page.waitForNetworkIdle({ idleTime: 300 });
      const titles = await page.evaluate(() => ({
        now: document.title,
        written: (window as unknown as { titlesWritten: string[] }).titlesWritten,
      }));
      expect(titles.now).toBe(NOT_FOUND_TITLE);
      expect(new Set(titles.written)).toEqual(new Set([NOT_FOUND_TITLE]));
    }
    await page.close();
  });

  it('on a phone, keeps the top bar to one row, the rest reachable in the menu and footer', async () => {
    const page = await openVisitorPage(browser, PHONE);
    await page.setBypassCSP(true);
    await page.goto(`${siteUrl('demo')}/`, { waitUntil: 'networkidle0' });
    await waitForHydration(page, 'header');
    const topBar = await page.$eval('header a[href^="tel:"]', (call) => {
      const bar = call.closest('header > *')!;
      const shown = Array.from(bar.querySelectorAll('a, span, button')).filter(
        (element) => (element as HTMLElement).offsetParent !== null,
      );
      return {
        height: bar.getBoundingClientRect().height,
        tallest: Math.max(...shown.map((element) => element.getBoundingClientRect().height)),
        text: (bar as HTMLElement).innerText,
      };
    });
    // One row: no taller than its tallest control and the bar's padding.
    expect(topBar.height).toBeLessThanOrEqual(topBar.tallest + 16);
    expect(topBar.text).toContain('Call');

    // What the top bar leaves out is a tap away: the hours and WhatsApp in the menu, the hours
    // in the footer too.
    await page.locator('header button[aria-label="Open menu"]').click();
    const menu = await page.waitForSelector('#mobile-menu', { visible: true });
    expect(await menu!.evaluate((element) => (element as HTMLElement).innerText)).toContain(
      'Open 8am-8pm 7 days a week',
    );
    expect(await menu!.$('a[href*="wa.me"]')).not.toBeNull();
    await waitForAnimationsToEnd(page, 'header');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.$eval('footer', (footer) => footer.textContent)).toContain(
      'Open 8am - 8pm, 7 days per week',
    );
    await page.close();
  });

  it('after Log out, Back leads through the sign-in page to the public page the admin came from', async () => {
    const page = await openVisitorPage(browser, DESKTOP);
    await page.goto(`${siteUrl('demo')}/residential`, { waitUntil: 'networkidle0' });
    await waitForHeading(page, 'Residential Excellence');
    // Signed out, the panel sends the admin on to the sign-in page.
    await page.goto(`${siteUrl('demo')}/admin`);
    await page.waitForSelector('input[name=password]', { timeout: 30000 });
    await page.type('input[name=email]', DEV_ADMIN.email);
    await page.type('input[name=password]', DEV_ADMIN.password);
    await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
    await waitForHeading(page, 'Admin Panel');
    await Promise.all([page.waitForNavigation(), page.locator('::-p-aria(Log out)').click()]);
    // Signed out, the admin site shows its sign-in page.
    expect(new URL(page.url()).pathname).toBe('/api/login');
    await page.waitForSelector('input[name=password]');

    // The panel's page was replaced by the sign-in page: Back goes to the one the admin
    // signed in on (the browser keeps a form's page behind its post), and Back again to the
    // public page, with no page on the way sending the browser forward.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    expect(await back(page)).toBe('/api/login');
    await page.waitForSelector('input[name=password]');
    expect(await back(page)).toBe('/residential');
    expect(visited).not.toContain('/admin');
    await waitForHeading(page, 'Residential Excellence');
    await page.close();
  });
});
