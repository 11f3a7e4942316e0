import type { ElementHandle, Page } from 'puppeteer-core';

const ANNOUNCEMENT_WAIT_MS = 500;
const ARROW_ATTEMPTS = 10;

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

/** Whether dnd-kit's live region has read out `text` within `timeout`. */
async function announced(page: Page, text: string, timeout: number): Promise<boolean> {
  try {
    await untilAnnounced(page, text, timeout);
    return true;
  } catch {
    return false;
  }
}

/**
 * Moves the first image of `gallery` one place on with the keyboard, as a screen-reader user
 * would: Space picks it up, ArrowRight moves it, Space drops it. dnd-kit measures the thumbnails
 * after the pick-up renders and drops an arrow pressed before then (no person is that quick), so
 * the arrow is pressed again until the move is announced; a dropped press changes nothing.
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
  const moved = `Image 1 is over position 2 of ${imageCount}.`;
  for (let attempt = 1; ; attempt += 1) {
    await page.keyboard.press('ArrowRight');
    if (await announced(page, moved, ANNOUNCEMENT_WAIT_MS)) break;
    if (attempt === ARROW_ATTEMPTS) throw new Error(`dnd-kit never announced '${moved}'`);
  }
  await page.keyboard.press('Space');
}
