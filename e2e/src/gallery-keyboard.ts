import type { ElementHandle, Page } from 'puppeteer-core';

const ANNOUNCEMENT_WAIT_MS = 500;
const ARROW_PRESSES = 20;

/** Waits until dnd-kit's live region reads out `text` (the page's own timeout unless given). */
export async function untilAnnounced(page: Page, text: string, timeout?: number): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      Array.from(document.querySelectorAll('[id^="DndLiveRegion"]')).some(
        (region) => region.textContent === expected,
      ),
    timeout === undefined ? {} : { timeout },
    text,
  );
}

/** In the page: the place dnd-kit last announced the picked-up image over (1 until it has moved). */
function placeAnnounced(): number {
  for (const region of document.querySelectorAll('[id^="DndLiveRegion"]')) {
    const over = /is over position (\d+) of/.exec(region.textContent ?? '');
    if (over) return Number(over[1]);
  }
  return 1;
}

/**
 * Moves the first image of `gallery` one place on with the keyboard, as a screen-reader user
 * would: Space picks it up, ArrowRight moves it, Space drops it. dnd-kit measures the thumbnails
 * after the pick-up renders and drops an arrow pressed before then (no person is that quick), so
 * an arrow that moves nothing is pressed again. On a busy machine a move can be announced after
 * the next press has gone too: the image is then brought back with ArrowLeft. Each press goes by
 * what was last announced, so the image ends one place on however late the announcements come.
 */
export async function moveFirstImageOnePlaceOn(
  page: Page,
  gallery: ElementHandle<Element>,
  imageCount: number,
): Promise<void> {
  // Picking up measures where the thumbnails are: keep the page from scrolling meanwhile.
  await gallery.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await gallery.$eval('button[aria-label="Move image 1"]', (button) =>
    (button as HTMLElement).focus({ preventScroll: true }),
  );
  await page.keyboard.press('Space');
  await page.waitForFunction(
    (el) =>
      el.querySelector('button[aria-label="Move image 1"]')?.getAttribute('aria-pressed') ===
      'true',
    {},
    gallery,
  );
  for (let press = 1; ; press += 1) {
    const at = await page.evaluate(placeAnnounced);
    if (at === 2) break;
    if (press > ARROW_PRESSES) throw new Error(`dnd-kit never announced the image over place 2`);
    await page.keyboard.press(at < 2 ? 'ArrowRight' : 'ArrowLeft');
    await page
      .waitForFunction(`(${placeAnnounced.toString()})() !== ${at}`, {
        timeout: ANNOUNCEMENT_WAIT_MS,
      })
      .catch(() => undefined);
  }
  await untilAnnounced(page, `Image 1 is over position 2 of ${imageCount}.`);
  await page.keyboard.press('Space');
}
