import { isResidential, LIST_PAGE_SIZE, type Property } from '@reedmere/contracts';
import type { ElementHandle, Page } from 'puppeteer-core';
import { api } from '../src/api';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import {
  openVisitorPage,
  PHONE,
  waitForHeading,
  waitForHydration,
  waitForTextInMain,
} from '../src/page-helpers';
import { siteUrl } from '../src/site-url';

/** A finger drawn across the middle of `element` from `from` to `to` (fractions of its box). */
async function drag(
  page: Page,
  element: ElementHandle<Element>,
  from: { x: number; y: number },
  to: { x: number; y: number },
): Promise<void> {
  const box = await element.boundingBox();
  if (!box) throw new Error('The element is not on screen');
  const at = (f: { x: number; y: number }) => ({
    x: box.x + box.width * f.x,
    y: box.y + box.height * f.y,
  });
  const start = at(from);
  const end = at(to);
  await page.touchscreen.touchStart(start.x, start.y);
  for (let step = 1; step <= 6; step += 1) {
    await page.touchscreen.touchMove(
      start.x + ((end.x - start.x) * step) / 6,
      start.y + ((end.y - start.y) * step) / 6,
    );
  }
  await page.touchscreen.touchEnd();
}

/** Waits until the page has stopped moving (a flick goes on scrolling after the finger lifts). */
async function scrollSettled(page: Page): Promise<void> {
  let last = -1;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    const now = await page.evaluate(() => window.scrollY);
    if (now === last) return;
    last = now;
  }
}

/**
 * Waits until the page listens for presses on the whole document (`pointerdown`, as the site's
 * read-ahead does once the page is live): a press before then opens the page the usual way.
 */
async function untilDocumentListensFor(page: Page, type: string): Promise<void> {
  const session = await page.createCDPSession();
  try {
    const { result } = await session.send('Runtime.evaluate', { expression: 'document' });
    const giveUpAt = Date.now() + 15_000;
    while (Date.now() < giveUpAt) {
      const { listeners } = await session.send('DOMDebugger.getEventListeners', {
        objectId: result.objectId!,
      });
      if (listeners.some((listener) => listener.type === type)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`The page never listened for ${type} on the document`);
  } finally {
    await session.detach();
  }
}

/** The market badges of the cards shown. */
const cardBadges = (page: Page) =>
  page.$$eval('main article', (cards) =>
    cards.map((card) => card.querySelector('.listing-badge')?.textContent ?? ''),
  );

// The listings as a visitor on a phone uses them: buying or renting, paging, the way back from a
// property, and the gallery by touch.
describe('the listings on a phone', () => {
  const browser = browserForTheseTests();
  let page: Page;
  let homesForSale: Property[];
  let homesToLet: Property[];

  beforeAll(async () => {
    const list = await api<Property[]>('demo', '/api/properties');
    const homes = list.body.filter((p) => isResidential(p.propertyType));
    homesForSale = homes.filter((p) => p.priceType === 'sale');
    homesToLet = homes.filter((p) => p.priceType === 'rent');
    if (homesForSale.length <= LIST_PAGE_SIZE || homesToLet.length === 0) {
      throw new Error('The demo content needs two pages of homes for sale and a home to let');
    }
    page = await openVisitorPage(browser, PHONE);
  });

  it('Properties For Sale lists homes for sale, and Rent lists homes to let', async () => {
    await page.goto(`${siteUrl('demo')}/residential`);
    await waitForHeading(page, 'Residential Excellence');
    await page.waitForSelector('main article');
    expect(await cardBadges(page)).not.toContain('To Let');
    await page.locator('main nav[aria-label="Buy or rent"] a::-p-text(Rent)').click();
    await page.waitForFunction(() => window.location.search === '?priceType=rent');
    await page.waitForFunction(
      (count) => {
        const badges = [...document.querySelectorAll('main article .listing-badge')];
        return badges.length === count && badges.every((b) => b.textContent !== 'For Sale');
      },
      {},
      homesToLet.length,
    );
    const badges = await cardBadges(page);
    expect(badges).toHaveLength(homesToLet.length);
    expect(badges).toContain('To Let');
  });

  it('offers monthly rents in the price filter while renting, and keeps renting on reload', async () => {
    await page.reload();
    await page.waitForSelector('main article');
    expect(
      await page.$eval(
        'main nav[aria-label="Buy or rent"] a[aria-current="page"]',
        (a) => a.textContent,
      ),
    ).toBe('Rent');
    const options = await page.$$eval('main select::-p-aria(Max price) option', (items) =>
      items.map((item) => item.textContent),
    );
    expect(options).toContain('£1,000 pcm');
    expect(options).not.toContain('£150,000');
  });

  it('goes back to buying with Back', async () => {
    await page.goBack();
    await page.waitForFunction(() => window.location.search === '');
    await page.waitForFunction(
      () =>
        document.querySelector('main nav[aria-label="Buy or rent"] a[aria-current="page"]')
          ?.textContent === 'Buy',
    );
  });

  it('brings the list heading into view and focus when Next is tapped, without a focus ring', async () => {
    const next = await page.waitForSelector('main nav[aria-label="Pages"] button::-p-text(Next)');
    await next!.tap();
    await page.waitForFunction(
      () => new URLSearchParams(window.location.search).get('page') === '2',
    );
    await page.waitForFunction(
      () => document.activeElement?.textContent === 'Available Properties',
    );
    // The smooth scroll ends with the heading at the top of the screen.
    await page.waitForFunction(
      () => {
        const top = document.activeElement?.getBoundingClientRect().top ?? -1;
        return top >= 0 && top < 100;
      },
      { timeout: 5000 },
    );
    expect(await page.evaluate(() => document.activeElement?.matches(':focus-visible'))).toBe(
      false,
    );
    await page.waitForFunction(
      (count) => document.querySelectorAll('main article').length === count,
      {},
      homesForSale.length - LIST_PAGE_SIZE,
    );
  });

  it('Back to Properties returns to the list, its page and where the visitor was', async () => {
    const card = await page.waitForSelector('main article');
    await card!.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(300);
    const details = await card!.waitForSelector('a::-p-text(View Details)');
    await details!.tap();
    await page.waitForFunction(() => window.location.pathname.startsWith('/property/'));
    const back = await page.waitForSelector('main a::-p-text(Back to Properties)');
    await page.waitForFunction(
      (el) => el.getAttribute('href') === '/residential?page=2',
      {},
      back!,
    );
    await back!.tap();
    await waitForHeading(page, 'Residential Excellence');
    expect(new URL(page.url()).search).toBe('?page=2');
    // The position is held until the page is complete; then it is where the visitor left it.
    await page.waitForFunction(
      () =>
        document.querySelector('[data-loading]') === null &&
        document.body.style.overflowAnchor === '',
    );
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - left)).toBeLessThan(40);
  });

  it('a property opened directly goes back to the list of its own kind', async () => {
    const [toLet] = homesToLet;
    await page.goto(`${siteUrl('demo')}/property/${encodeURIComponent(toLet!.id)}`);
    await waitForHeading(page, toLet!.title);
    await page.locator('main a::-p-text(Back to Properties)').click();
    await page.waitForFunction(() => window.location.pathname === '/residential');
    expect(new URL(page.url()).search).toBe('?priceType=rent');
    await waitForTextInMain(page, 'Available Properties');
  });

  /**
   * /residential on the phone, live and listening for presses, with its first card's link and
   * the home it opens.
   */
  async function liveListWithACard(phone: Page) {
    await phone.goto(`${siteUrl('demo')}/residential`);
    await waitForHydration(phone, 'main');
    await untilDocumentListensFor(phone, 'pointerdown');
    const details = (await phone.waitForSelector('main article a::-p-text(View Details)'))!;
    const href = (await details.evaluate((a) => a.getAttribute('href')))!;
    const property = homesForSale.find((p) => href === `/property/${encodeURIComponent(p.id)}`);
    if (!property) throw new Error(`No home for sale is at ${href}`);
    return { details, href, property };
  }

  it('reads a property while the finger is still on a card of the home page, and shows it without reading it again', async () => {
    const phone = await openVisitorPage(browser, PHONE);
    try {
      await phone.goto(`${siteUrl('demo')}/`);
      await untilDocumentListensFor(phone, 'pointerdown');
      // The home page's cards are static: no list there holds its properties in the browser.
      const details = (await phone.waitForSelector('main article a[href^="/property/"]'))!;
      const href = (await details.evaluate((a) => a.getAttribute('href')))!;
      const readPath = `/api/properties/${href.slice('/property/'.length)}`;
      const { body: property } = await api<Property>('demo', readPath);
      const reads: string[] = [];
      phone.on('request', (request) => {
        if (new URL(request.url()).pathname === readPath) reads.push(request.url());
      });
      await details.evaluate((a) => a.scrollIntoView({ block: 'center', behavior: 'instant' }));
      const box = (await details.boundingBox())!;
      const read = phone.waitForRequest((request) => new URL(request.url()).pathname === readPath);
      await phone.touchscreen.touchStart(box.x + box.width / 2, box.y + box.height / 2);
      await read;
      expect(new URL(phone.url()).pathname).toBe('/');
      // At once: a finger held much longer is a long press, which opens no link.
      await phone.touchscreen.touchEnd();
      await waitForHeading(phone, property.title);
      expect(new URL(phone.url()).pathname).toBe(href);
      // A second read would follow within a frame or two of the page showing.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(reads).toHaveLength(1);
    } finally {
      await phone.close();
    }
  });

  it.each(['a tap', 'Enter'])(
    'opens a property of the list by %s drawn from the list, while its own read is on its way',
    async (how) => {
      const phone = await openVisitorPage(browser, PHONE);
      try {
        const { details, href, property } = await liveListWithACard(phone);
        await untilDocumentListensFor(phone, 'keydown');
        const readPath = `/api/properties/${encodeURIComponent(property.id)}`;
        // The property's own read is held until its page has been looked at.
        let release = () => {};
        const released = new Promise<void>((resolve) => (release = resolve));
        const reads: string[] = [];
        await phone.setRequestInterception(true);
        phone.on('request', (request) => {
          if (new URL(request.url()).pathname !== readPath) return void request.continue();
          reads.push(request.url());
          void released.then(() => request.continue());
        });
        const read = phone.waitForRequest(
          (request) => new URL(request.url()).pathname === readPath,
        );
        await details.evaluate((a) => a.scrollIntoView({ block: 'center', behavior: 'instant' }));
        if (how === 'Enter') {
          await details.focus();
          await phone.keyboard.press('Enter');
        } else await details.tap();
        await waitForHeading(phone, property.title);
        expect(new URL(phone.url()).pathname).toBe(href);
        expect(await phone.$('main [role="status"][aria-label="Loading property"]')).toBeNull();
        // Read afresh behind it, once.
        const answered = phone.waitForResponse((response) => response.url() === reads[0]);
        await read;
        release();
        await answered;
        await waitForHeading(phone, property.title);
        expect(reads).toHaveLength(1);
      } finally {
        await phone.close();
      }
    },
  );

  it('opens a pressed property in one piece, with no loading notice on the way', async () => {
    const phone = await openVisitorPage(browser, PHONE);
    try {
      const { details, href, property } = await liveListWithACard(phone);
      await phone.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { statusesSeen: string[] }).statusesSeen = seen;
        new MutationObserver(() => {
          for (const status of document.querySelectorAll('main [role="status"]')) {
            seen.push(status.getAttribute('aria-label') ?? status.textContent ?? '');
          }
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
      });
      await details.evaluate((a) => a.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await details.tap();
      await waitForHeading(phone, property.title);
      const seen = await phone.evaluate(
        () => (window as unknown as { statusesSeen: string[] }).statusesSeen,
      );
      expect(seen.filter((text) => /loading/i.test(text))).toEqual([]);
      expect(new URL(phone.url()).pathname).toBe(href);
    } finally {
      await phone.close();
    }
  });

  it('shows the first page of homes again on Back from the second, as it was served', async () => {
    const phone = await openVisitorPage(browser, PHONE);
    const cardLinks = () =>
      phone.$$eval('main article a[href^="/property/"]', (links) =>
        links.map((link) => link.getAttribute('href')),
      );
    try {
      await phone.goto(`${siteUrl('demo')}/residential`);
      await waitForHydration(phone, 'main nav[aria-label="Pages"] button');
      const firstPage = await cardLinks();
      expect(new Set(firstPage).size).toBe(LIST_PAGE_SIZE);
      await phone.locator('main nav[aria-label="Pages"] button::-p-text(Next)').click();
      await phone.waitForFunction(
        (first) => {
          const shown = document.querySelector('main article a[href^="/property/"]');
          return shown !== null && !first.includes(shown.getAttribute('href')!);
        },
        {},
        firstPage,
      );
      await phone.goBack();
      await phone.waitForFunction(() => window.location.search === '');
      await phone.waitForFunction(
        (first) =>
          JSON.stringify(
            [...document.querySelectorAll('main article a[href^="/property/"]')].map((link) =>
              link.getAttribute('href'),
            ),
          ) === JSON.stringify(first),
        {},
        firstPage,
      );
    } finally {
      await phone.close();
    }
  });

  describe('the gallery by touch', () => {
    let target: Property;
    const mainPhoto = () => page.waitForSelector('main button[aria-label^="Open the gallery"]');
    const photoLabel = async () =>
      (await (await mainPhoto())!.evaluate((el) => el.getAttribute('aria-label'))) ?? '';
    /** Waits until the main photo is photo `n` of `total` (its button's label says which). */
    const waitForPhoto = (n: number, total: number) =>
      page.waitForFunction(
        (expected) =>
          document
            .querySelector('main button[aria-label^="Open the gallery"]')
            ?.getAttribute('aria-label') === expected,
        {},
        `Open the gallery at photo ${n} of ${total}`,
      );

    beforeAll(async () => {
      const list = await api<Property[]>('demo', '/api/properties');
      const withPhotos = list.body.find((p) => p.images.length >= 2);
      if (!withPhotos) throw new Error('The demo content has no property with 2+ photos');
      target = withPhotos;
      await page.goto(`${siteUrl('demo')}/property/${encodeURIComponent(target.id)}`);
      await waitForHeading(page, target.title);
      await waitForHydration(page, 'main button[aria-label^="Open the gallery"]');
    });

    it('swipes the photo left and right, wrapping round, without opening the gallery', async () => {
      const total = target.images.length;
      const photo = (await mainPhoto())!;
      await photo.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await drag(page, photo, { x: 0.85, y: 0.5 }, { x: 0.15, y: 0.52 });
      await waitForPhoto(2, total);
      await drag(page, photo, { x: 0.15, y: 0.5 }, { x: 0.85, y: 0.5 });
      await drag(page, photo, { x: 0.15, y: 0.5 }, { x: 0.85, y: 0.5 });
      await waitForPhoto(total, total);
      expect(await page.$('dialog[open]')).toBeNull();
    });

    it('still scrolls the page with an upward drag on the photo', async () => {
      const before = await photoLabel();
      const scrolled = await page.evaluate(() => window.scrollY);
      await drag(page, (await mainPhoto())!, { x: 0.5, y: 0.9 }, { x: 0.5, y: 0.1 });
      await page.waitForFunction((y) => window.scrollY > y + 50, {}, scrolled);
      expect(await photoLabel()).toBe(before);
    });

    it('has thumbnail arrows big enough for a finger, clear of the screen edges', async () => {
      for (const label of ['Scroll thumbnails left', 'Scroll thumbnails right']) {
        const arrow = await page.$(`main button[aria-label="${label}"]`);
        const box = (await arrow!.boundingBox())!;
        expect(box.width).toBeGreaterThanOrEqual(44);
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.x).toBeGreaterThanOrEqual(8);
        expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width - 8);
      }
    });

    it('swipes between photos in the full-screen gallery, wrapping round', async () => {
      const total = target.images.length;
      await scrollSettled(page);
      const photo = (await mainPhoto())!;
      await photo.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await photo.tap();
      const counter = await page.waitForSelector('dialog[open] [data-testid="gallery-counter"]');
      const count = () => counter!.evaluate((el) => el.textContent);
      expect(await count()).toBe(`${total} / ${total}`);
      const image = (await page.waitForSelector('dialog[open] img'))!;
      const countReads = (text: string) =>
        page.waitForFunction((el, expected) => el.textContent === expected, {}, counter!, text);
      await drag(page, image, { x: 0.8, y: 0.5 }, { x: 0.2, y: 0.5 });
      await countReads(`1 / ${total}`);
      const next = (await page.waitForSelector('dialog[open] img'))!;
      await drag(page, next, { x: 0.2, y: 0.5 }, { x: 0.8, y: 0.5 });
      await countReads(`${total} / ${total}`);
      await page.keyboard.press('Escape');
      await page.waitForSelector('dialog[open]', { hidden: true });
    });
  });
});

// Keyboard users are shown where focus went; the commercial lists switch between their markets.
describe('the listings on a desktop', () => {
  const browser = browserForTheseTests();
  let page: Page;

  beforeAll(async () => {
    page = await openVisitorPage(browser);
  });

  it('moves focus to the list heading, with a focus ring, when Next is pressed with the keyboard', async () => {
    await page.goto(`${siteUrl('demo')}/residential`);
    const next = await page.waitForSelector('main nav[aria-label="Pages"] button::-p-text(Next)');
    await waitForHydration(page, 'main nav[aria-label="Pages"] button:last-of-type');
    await next!.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () => document.activeElement?.textContent === 'Available Properties',
    );
    expect(await page.evaluate(() => document.activeElement?.matches(':focus-visible'))).toBe(true);
    // ...and the new page is announced.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('main [role="status"]')].some(
        (region) => region.textContent === 'Page 2',
      ),
    );
  });

  it('switches commercial lists between for sale and to let, keeping the search', async () => {
    const lettings = await api<Property[]>(
      'demo',
      '/api/properties?propertyType=commercial&priceType=rent&subType=warehouse',
    );
    expect(lettings.body).toHaveLength(1);
    await page.goto(`${siteUrl('demo')}/commercial-sales?subType=warehouse`);
    await page.waitForSelector('main article');
    await page.locator('main nav[aria-label="For sale or to let"] a::-p-text(To Let)').click();
    await page.waitForFunction(() => window.location.pathname === '/commercial-lettings');
    expect(new URL(page.url()).search).toBe('?subType=warehouse');
    // One result, named in the singular.
    await waitForTextInMain(page, '1 Commercial Property to Let');
  });
});
