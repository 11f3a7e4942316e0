import { LIST_PAGE_SIZE, type Property } from '@reedmere/contracts';
import type { Page } from 'puppeteer-core';
import { seriousViolations } from '../src/accessibility';
import { api } from '../src/api';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import {
  DESKTOP,
  openVisitorPage,
  PHONE,
  waitForHeading,
  waitForHydration,
} from '../src/page-helpers';
import { siteUrl } from '../src/site-url';

const PAGER = 'main nav[aria-label="Pages"]';

/** The title of the first listing on page `page` of /properties, as the API orders them. */
async function firstTitleOfPage(page: number): Promise<string> {
  const answer = await api<Property[]>(
    'demo',
    `/api/properties?page=${page}&limit=${LIST_PAGE_SIZE}`,
  );
  expect(answer.status).toBe(200);
  const first = answer.body[0];
  if (!first) throw new Error(`The demo content has no page ${page} of properties`);
  return first.title;
}

/** Waits until the URL names page `page` and its cards are shown, settled (not marked busy). */
async function waitForListPage(page: Page, pageNumber: number, firstTitle: string) {
  await page.waitForFunction(
    (expected, title) => {
      const inUrl = new URLSearchParams(window.location.search).get('page') ?? '1';
      const first = document.querySelector('main article h3')?.textContent;
      return inUrl === expected && first === title && !document.querySelector('[aria-busy="true"]');
    },
    {},
    String(pageNumber),
    firstTitle,
  );
}

/** Every text in the main element that reads 'Page n': the pager's label and the announcement. */
const pageTexts = (page: Page) =>
  page.$$eval('main *', (elements) =>
    elements
      .filter((element) => element.children.length === 0)
      .map((element) => element.textContent?.trim() ?? '')
      .filter((text) => /^Page \d+$/.test(text)),
  );

// Paging forward and going Back with the browser: whatever says 'Page n' names the page of the
// URL and of the cards, including the live region a screen reader hears.
describe('/properties after paging forward and pressing Back', () => {
  const browser = browserForTheseTests();
  let page: Page;
  let firstTitles: string[];

  beforeAll(async () => {
    firstTitles = [await firstTitleOfPage(1), await firstTitleOfPage(2), await firstTitleOfPage(3)];
    page = await openVisitorPage(browser, DESKTOP);
  });

  it('shows page 2 everywhere once Back leaves page 3', async () => {
    await page.goto(`${siteUrl('demo')}/properties`);
    await waitForHeading(page, 'Properties');
    await waitForHydration(page, PAGER);
    await waitForListPage(page, 1, firstTitles[0]!);
    for (const next of [2, 3]) {
      await page.locator(`${PAGER} button::-p-text(Next)`).click();
      await waitForListPage(page, next, firstTitles[next - 1]!);
    }
    expect(await pageTexts(page)).toEqual(['Page 3', 'Page 3']);

    await page.goBack();
    await waitForListPage(page, 2, firstTitles[1]!);
    const label = await page.$eval(`${PAGER} [aria-current="page"]`, (el) => el.textContent);
    expect(label).toBe('Page 2');
    expect(await pageTexts(page)).toEqual(['Page 2', 'Page 2']);
    // Next stays available for the page that follows.
    const nextDisabled = await page.$eval(
      `${PAGER} button::-p-text(Next)`,
      (button) => (button as HTMLButtonElement).disabled,
    );
    expect(nextDisabled).toBe(false);
  });
});

// A visitor on a phone sends a viewing request: the send button is disabled while it sends, so the
// confirmation takes the focus, on screen, and is read out.
describe('the viewing request on a phone, once sent', () => {
  const browser = browserForTheseTests();
  let page: Page;
  let property: Property;

  beforeAll(async () => {
    const list = await api<Property[]>('demo', '/api/properties?limit=1');
    const first = list.body[0];
    if (!first) throw new Error('The demo content has no properties');
    property = first;
    page = await openVisitorPage(browser, PHONE);
  });

  it('moves the focus to the confirmation and brings it into view', async () => {
    await page.goto(`${siteUrl('demo')}/property/${encodeURIComponent(property.id)}`);
    await waitForHeading(page, property.title);
    const toggle = await page.waitForSelector('button[aria-expanded]::-p-text(Request a viewing)');
    await waitForHydration(page, 'button[aria-expanded]');
    await toggle!.tap();
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'firstName');

    const form = '#viewing-request form';
    await page.type(`${form} input[name=firstName]`, 'Grace');
    await page.type(`${form} input[name=lastName]`, 'Hopper');
    await page.type(`${form} input[name=email]`, 'grace@example.com');
    await page.type(`${form} textarea[name=message]`, `Focus after send ${Date.now()}`);
    const submit = await page.waitForSelector(`${form} button[type=submit]`);
    await submit!.scrollIntoView();
    const [response] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().endsWith('/api/inquiries') && r.request().method() === 'POST',
      ),
      submit!.tap(),
    ]);
    expect(response.status()).toBe(201);

    const message = "Request sent. We'll be in touch to arrange a viewing.";
    // Focus on the confirmation, and the smooth scroll ended with it on the screen.
    await page.waitForFunction(
      (text) => {
        const focused = document.activeElement;
        if (!focused || focused === document.body || !focused.textContent?.includes(text)) {
          return false;
        }
        const box = focused.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      },
      {},
      message,
    );
    const focused = await page.evaluate(() => ({
      tabIndex: (document.activeElement as HTMLElement).tabIndex,
      inLiveRegion: Boolean(document.activeElement?.closest('[role="status"]')),
    }));
    expect(focused).toEqual({ tabIndex: -1, inLiveRegion: true });
    // The toast that says so too comes with its library, loaded on the first toast: judged once
    // it is in the page (axe waits for its entrance to end), not caught fading in.
    await page.waitForSelector('[data-sonner-toast][data-mounted="true"]');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
