import type { Page, Viewport } from 'puppeteer-core';
import type { AdminSession } from './admin-session';
import type { OpenBrowser } from './browser';
import { adminUrl } from './site-url';

/** The text of the page's main heading once the page (or its remote section) has rendered it. */
export async function mainHeading(page: Page): Promise<string> {
  try {
    const heading = await page.waitForSelector('main h1');
    return ((await heading?.evaluate((el) => el.textContent)) ?? '').trim();
  } catch (error) {
    // Say which page and what it showed instead, so a failure in a long walk names its cause.
    const shown = await mainText(page).catch(() => '(no main element)');
    throw new Error(`No main heading on ${page.url()}; its main reads: ${shown.slice(0, 400)}`, {
      cause: error,
    });
  }
}

/** Waits until the page's main heading reads `text` (the new page has rendered). */
export async function waitForHeading(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (expected) => document.querySelector('main h1')?.textContent?.trim() === expected,
    {},
    text,
  );
}

/**
 * Waits until React has attached to the server's markup of `selector`: a served page is readable
 * at once but answers clicks only from then on.
 */
export async function waitForHydration(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (within) =>
      Object.keys(document.querySelector(within) ?? {}).some((key) => key.startsWith('__react')),
    {},
    selector,
  );
}

/**
 * Waits until the page's main thread has nothing left to do (or `timeoutMs` has passed): React's
 * work after hydration, such as a transition it let wait, is done by then.
 */
export async function waitForIdleMainThread(page: Page, timeoutMs = 10_000): Promise<void> {
  await page.evaluate(
    (timeout) => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout })),
    timeoutMs,
  );
}

/**
 * Waits until nothing in `selector` is animating. A link inside a menu that is still sliding
 * open moves between the moment a click aims at it and the moment the click lands.
 */
export async function waitForAnimationsToEnd(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (within) => {
      const container = document.querySelector(within);
      return document.getAnimations().every((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return !target || !container?.contains(target);
      });
    },
    {},
    selector,
  );
}

/** The header's desktop navigation. */
export const MAIN_NAV = 'header nav[aria-label="Main"]';

/** The call and e-mail buttons along a phone's bottom edge (a floating button on a desktop). */
export const QUICK_CONTACT = '[role="group"][aria-label="Quick contact"]';

/** The header's links outside its menus: label, the path each opens, and that page's heading. */
export const HEADER_LINKS = [
  ['Contact', '/contact', 'Contact Us'],
  ['Developments', '/developments', 'Development Projects'],
  ['Calculators', '/calculators', 'Property Calculators'],
  ['Home', '/', 'Norfolk property, handled personally'],
] as const;

/** True while a remote section shows its fallback instead of its content. */
export const REMOTE_FALLBACK_TEXT = 'This section is temporarily unavailable.';

/** Whole visible text of the page's main element. */
export async function mainText(page: Page): Promise<string> {
  return page.$eval('main', (el) => (el as HTMLElement).innerText);
}

/** Pretends the visitor already chose cookies, so the banner stays out of the way. */
export async function withCookieChoiceMade(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    localStorage.setItem(
      'cookie-consent',
      JSON.stringify({
        essential: true,
        analytics: false,
        marketing: false,
        functionality: false,
        timestamp: new Date().toISOString(),
      }),
    );
  });
}

/** A desktop window. */
export const DESKTOP: Viewport = { width: 1280, height: 900 };
/** A phone held upright, with touch. */
export const PHONE: Viewport = {
  width: 390,
  height: 844,
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 1,
};

/** The screens a page is checked on, each with the name a test's title gives it. */
export const SCREENS = [
  { name: 'desktop', viewport: DESKTOP },
  { name: 'phone', viewport: PHONE },
] as const;

/** A page of a visitor who has already answered the cookie banner, desktop-sized unless said. */
export async function openVisitorPage(
  browser: OpenBrowser,
  viewport: Viewport = DESKTOP,
): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewport(viewport);
  await withCookieChoiceMade(page);
  return page;
}

/** A desktop-sized page of the demo site signed in as the admin of `session`. */
export async function openAdminPage(browser: OpenBrowser, session: AdminSession): Promise<Page> {
  const page = await openVisitorPage(browser);
  const [name, value] = session.cookie.split('=');
  await page.setCookie({ name: name!, value: value!, url: adminUrl('demo') });
  return page;
}

/** Waits until the page's main element contains `text`. */
export async function waitForTextInMain(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (expected) => document.querySelector('main')?.textContent?.includes(expected),
    {},
    text,
  );
}

let textWatches = 0;

/**
 * Watches the page from inside, on this document and every later one, for an element matching
 * `selector` whose text includes `text`; the function returned tells whether it has shown. A
 * message shown only until the page moves on is seen this way however busy the machine is, where
 * a wait the test starts after its action can begin too late.
 */
export async function watchForText(
  page: Page,
  selector: string,
  text: string,
): Promise<() => boolean> {
  let seen = false;
  textWatches += 1;
  const binding = `e2eTextShown${textWatches}`;
  await page.exposeFunction(binding, () => {
    seen = true;
  });
  const watch = (within: string, wanted: string, report: string): void => {
    const shows = () =>
      [...document.querySelectorAll(within)].some((element) =>
        element.textContent?.includes(wanted),
      );
    const tell = () => (window as unknown as Record<string, () => void>)[report]!();
    if (shows()) return tell();
    const observer = new MutationObserver(() => {
      if (!shows()) return;
      observer.disconnect();
      tell();
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  };
  await page.evaluateOnNewDocument(watch, selector, text, binding);
  await page.evaluate(watch, selector, text, binding);
  return () => seen;
}

/** Resolves when a document at `pathname` has loaded in the page; call it before the action. */
export function loadOf(page: Page, pathname: string): Promise<void> {
  return new Promise((resolve) => {
    const loaded = (): void => {
      if (new URL(page.url()).pathname !== pathname) return;
      page.off('load', loaded);
      resolve();
    };
    page.on('load', loaded);
  });
}
