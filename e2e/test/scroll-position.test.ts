import type { Page } from 'puppeteer-core';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import { waitForHeading, withCookieChoiceMade } from '../src/page-helpers';
import { siteUrl } from '../src/site-url';

const HOME_HEADING = 'Norfolk property, handled personally';
/** The CPU slowdown for Back: a phone far slower than this machine, busy or not. */
const SLOW_PHONE_CPU = 20;
/** What stands in for a section still loading: `LOADING_SELECTOR` in web-kit. */
const LOADING_SELECTOR = '[data-loading]';

interface Frame {
  path: string;
  scrollY: number;
  heading: string | null;
  /** Where the followed link stands in the window, while it is on the page. */
  linkTop: number | null;
}

/** Records, on every animation frame, what the visitor sees: the page and where it stands. */
async function recordFrames(page: Page, href: string): Promise<void> {
  await page.evaluate((linkHref) => {
    const recorded = window as unknown as { frames_: Frame[] };
    recorded.frames_ = [];
    const tick = () => {
      const link = document.querySelector(`main a[href="${linkHref}"]`);
      recorded.frames_.push({
        path: location.pathname,
        scrollY: Math.round(window.scrollY),
        heading: document.querySelector('main h1')?.textContent?.trim() ?? null,
        linkTop: link ? Math.round(link.getBoundingClientRect().top) : null,
      });
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, href);
}

/** Waits until the page has drawn `count` more frames. */
const framesDrawn = (page: Page, count: number) =>
  page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        let left = n;
        const step = () => (left-- <= 0 ? resolve() : requestAnimationFrame(step));
        requestAnimationFrame(step);
      }),
    count,
  );

const recordedFrames = (page: Page) =>
  page.evaluate(() => {
    const recorded = window as unknown as { frames_: Frame[] };
    const frames = recorded.frames_;
    recorded.frames_ = [];
    return frames;
  });

// A visitor reads down the home page, opens a property and comes Back: the new page opens at its
// top from its first frame, and Back returns to the card they left, which then stays put while
// the sections arrive (before, Back showed the card for a moment and then jumped thousands of
// pixels towards the footer).
describe.each([
  ['a desktop', { width: 1280, height: 800 }],
  ['a phone', { width: 390, height: 844, isMobile: true, hasTouch: true }],
])('scroll position on %s', (_name, viewport) => {
  const browser = browserForTheseTests();
  let page: Page;

  beforeAll(async () => {
    page = await browser.newPage();
    await page.setViewport(viewport);
    await withCookieChoiceMade(page);
    await page.goto(`${siteUrl('demo')}/`, { waitUntil: 'networkidle0' });
  });

  it('opens a property at its top and returns to the same card on Back, on a slow phone too', async () => {
    await page.waitForSelector('main a[href^="/property/"]');
    // A card a few rows down, so the page has to scroll to reach it.
    const links = await page.$$('main a[href^="/property/"]');
    const card = links[Math.min(3, links.length - 1)]!;
    const href = await card.evaluate((a) => a.getAttribute('href')!);
    await card.evaluate((a) => a.scrollIntoView({ block: 'center' }));
    await framesDrawn(page, 2);
    const left = await card.evaluate((a) => ({
      scrollY: Math.round(window.scrollY),
      top: Math.round(a.getBoundingClientRect().top),
    }));
    expect(left.scrollY).toBeGreaterThan(300);

    await recordFrames(page, href);
    await card.click();
    await page.waitForFunction((p) => location.pathname === p, {}, href);
    await page.waitForFunction(
      (home) => {
        const heading = document.querySelector('main h1')?.textContent?.trim();
        return heading && heading !== home;
      },
      {},
      HOME_HEADING,
    );
    await framesDrawn(page, 10);
    const opening = (await recordedFrames(page)).filter(
      (frame) => frame.path === href && frame.heading !== HOME_HEADING,
    );
    expect(opening.length).toBeGreaterThan(0);
    expect(opening.filter((frame) => frame.scrollY !== 0)).toEqual([]);

    // Back on a CPU many times slower: the home page's sections take longer to arrive than the
    // page stays still, which once ended the hold on the position before they came.
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE_CPU });
    try {
      await page.goBack();
      await waitForHeading(page, HOME_HEADING);
      await page.waitForSelector(`main a[href="${href}"]`);
      // Complete, and the position no longer held: then nothing may move it either.
      await page.waitForFunction(
        (loading) =>
          document.querySelector(loading) === null && document.body.style.overflowAnchor === '',
        {},
        LOADING_SELECTOR,
      );
      await framesDrawn(page, 30);
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cdp.detach();
    }
    const returning = (await recordedFrames(page)).filter((frame) => frame.linkTop !== null);
    expect(returning.length).toBeGreaterThan(0);
    expect(returning.filter((frame) => frame.linkTop !== left.top)).toEqual([]);
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(left.scrollY);
  });
});
