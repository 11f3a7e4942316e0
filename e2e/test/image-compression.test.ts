import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ElementHandle, Page } from 'puppeteer-core';
import { signIn } from '../src/admin-session';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import { moveFirstImageOnePlaceOn, untilAnnounced } from '../src/gallery-keyboard';
import { openAdminPage } from '../src/page-helpers';
import { adminUrl } from '../src/site-url';
import { gradientPng, noisyPng } from '../src/test-images';

// Images are resized in the browser to fit 1200x800 and re-encoded as JPEG 0.75,
// 3 at a time. jsdom has no canvas, so this runs the admin's own image field in Chromium. Nothing
// is saved: the held images never leave the page.

const LARGE_FILE_BYTES = 5_242_880;

// ---- the admin page ----

const GALLERY_LABEL = 'Images';

/** Opens the add-property form and returns its image field (a fieldset named by its legend). */
async function openImageField(page: Page): Promise<ElementHandle<HTMLFieldSetElement>> {
  await page.goto(`${adminUrl('demo')}/admin`, { waitUntil: 'networkidle0' });
  await page.locator('[role="tab"]::-p-text(Properties)').click();
  await page.locator('button::-p-text(Add property)').click();
  const handle = await page.waitForFunction(
    (label) =>
      Array.from(document.querySelectorAll('fieldset')).find(
        (fieldset) => fieldset.querySelector('legend')?.textContent?.trim() === label,
      ) ?? false,
    {},
    GALLERY_LABEL,
  );
  return handle as ElementHandle<HTMLFieldSetElement>;
}

async function choose(field: ElementHandle<HTMLFieldSetElement>, files: string[]): Promise<void> {
  const input = await field.$('input[type="file"]');
  expect(input).not.toBeNull();
  expect(await input!.evaluate((el) => el.accept)).toBe('image/*');
  await input!.uploadFile(...files);
}

async function waitForThumbnails(page: Page, field: ElementHandle, count: number): Promise<void> {
  await page.waitForFunction(
    (el, expected) =>
      el.querySelectorAll('li img').length === expected && el.getAttribute('aria-busy') !== 'true',
    {},
    field,
    count,
  );
}

interface Thumbnail {
  alt: string;
  width: number;
  height: number;
  type: string;
  bytes: number;
  /** The first three bytes in hex: ffd8ff starts every JPEG. */
  magic: string;
}

/** What each thumbnail really holds: its decoded size and the bytes behind its object URL. */
function thumbnails(field: ElementHandle<HTMLFieldSetElement>): Promise<Thumbnail[]> {
  return field.evaluate(async (el) => {
    const images = Array.from(el.querySelectorAll('li img')) as HTMLImageElement[];
    return Promise.all(
      images.map(async (image) => {
        await image.decode();
        const blob = await (await fetch(image.src)).blob();
        const head = new Uint8Array(await blob.slice(0, 3).arrayBuffer());
        return {
          alt: image.alt,
          width: image.naturalWidth,
          height: image.naturalHeight,
          type: blob.type,
          bytes: blob.size,
          magic: Array.from(head, (byte) => byte.toString(16).padStart(2, '0')).join(''),
        };
      }),
    );
  });
}

/** Waits until the page (toasts included) shows every one of `texts`. */
async function waitForPageText(page: Page, ...texts: string[]): Promise<void> {
  await page.waitForFunction(
    (wanted: string[]) => wanted.every((text) => document.body.innerText.includes(text)),
    {},
    texts,
  );
}

describe('image compression in the admin image field (real browser)', () => {
  const browser = browserForTheseTests();
  let page: Page;
  let dir: string;
  const file = (name: string) => path.join(dir, name);

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'reedmere-images-'));
    await writeFile(file('landscape.png'), gradientPng(2400, 1600));
    await writeFile(file('portrait.png'), gradientPng(600, 1800));
    await writeFile(file('small.png'), gradientPng(640, 480));
    await writeFile(file('exact.png'), gradientPng(1200, 800));
    const large = noisyPng(1500, 1400);
    expect(large.length).toBeGreaterThan(LARGE_FILE_BYTES);
    await writeFile(file('large.png'), large);
    // Named like an image, so the picker lets it through, but it cannot be decoded.
    await writeFile(file('broken.png'), 'This is a text file, not a picture.');
    await writeFile(file('notes.txt'), 'Viewing notes');

    page = await openAdminPage(browser, await signIn('demo'));
    // The site's CSP (connect-src 'self') rightly stops page scripts fetching blob: URLs; the test
    // needs that to read the bytes behind each thumbnail, so it alone is let through.
    await page.setBypassCSP(true);
    // Each test leaves a form holding prepared images, so the browser asks before the page is
    // left (as it should for a real admin); here the answer is always Leave.
    page.on('dialog', (dialog) => {
      expect(dialog.type()).toBe('beforeunload');
      void dialog.accept();
    });
  });

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('fits each image within 1200x800, keeping its shape, as a JPEG; the first is the main one', async () => {
    const field = await openImageField(page);
    await choose(field, [file('landscape.png'), file('portrait.png'), file('small.png')]);
    await waitForThumbnails(page, field, 3);

    const result = await thumbnails(field);
    expect(result.map(({ alt, width, height }) => ({ alt, width, height }))).toEqual([
      { alt: 'landscape.jpg', width: 1200, height: 800 },
      { alt: 'portrait.jpg', width: 267, height: 800 },
      // Smaller than the box: re-encoded, never enlarged.
      { alt: 'small.jpg', width: 640, height: 480 },
    ]);
    for (const thumbnail of result) {
      expect(thumbnail.type).toBe('image/jpeg');
      expect(thumbnail.magic).toBe('ffd8ff');
    }
    const mainChips = await field.$$eval('li', (items) =>
      items.map((item) => item.textContent?.includes('Main image') ?? false),
    );
    expect(mainChips).toEqual([true, false, false]);
  });

  it('compresses in batches of 3 with a progress bar per batch', async () => {
    const field = await openImageField(page);
    // Record every progress text, however briefly it shows.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        for (const bar of Array.from(document.querySelectorAll('[role="progressbar"]'))) {
          const id = bar.getAttribute('aria-labelledby');
          const text = (id && document.getElementById(id)?.textContent) || '';
          if (text && !seen.includes(text)) seen.push(text);
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });

    await choose(field, [
      file('landscape.png'),
      file('portrait.png'),
      file('small.png'),
      file('exact.png'),
    ]);
    await waitForThumbnails(page, field, 4);

    const seen = await page.evaluate(
      () => (window as unknown as { progressSeen: string[] }).progressSeen,
    );
    expect(seen).toEqual(['Compressing images: batch 1 of 2', 'Compressing images: batch 2 of 2']);
    const sizes = (await thumbnails(field)).map(({ width, height }) => `${width}x${height}`);
    expect(sizes).toEqual(['1200x800', '267x800', '640x480', '1200x800']);
    expect(await field.$('[role="progressbar"]')).toBeNull();
  });

  it('notices files over 5 MB and still compresses them', async () => {
    const field = await openImageField(page);
    await choose(field, [file('large.png')]);

    await waitForPageText(page, 'Large files detected');
    const notice = await field.$eval(
      '[role="status"] .MuiAlert-root',
      (el) => el.textContent ?? '',
    );
    expect(notice).toContain('large.png');
    expect(notice).toContain('compressed automatically');
    await waitForThumbnails(page, field, 1);
    const [thumbnail] = await thumbnails(field);
    expect(thumbnail).toMatchObject({ width: 857, height: 800, type: 'image/jpeg' });
    expect(thumbnail!.bytes).toBeLessThan(LARGE_FILE_BYTES);
  });

  it("says 'Failed to load image', naming the file, when an image cannot be read", async () => {
    const field = await openImageField(page);
    await choose(field, [file('broken.png'), file('small.png')]);

    await waitForPageText(page, 'Failed to load image', 'broken.png');
    await waitForThumbnails(page, field, 1);
    expect((await thumbnails(field)).map((thumbnail) => thumbnail.alt)).toEqual(['small.jpg']);
  });

  it('sorts by dragging only once the pointer has moved 8 px, and with the keyboard', async () => {
    const field = await openImageField(page);
    await choose(field, [file('landscape.png'), file('portrait.png'), file('small.png')]);
    await waitForThumbnails(page, field, 3);
    // The mouse only reaches what is on screen.
    await field.evaluate((el) => el.querySelector('ul')?.scrollIntoView({ block: 'center' }));
    const order = () => field.$$eval('li img', (images) => images.map((image) => image.alt));
    const centre = async (name: string) => {
      const box = await (await field.$(`button[aria-label="${name}"]`))!.boundingBox();
      return { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 };
    };
    const dragging = () =>
      field.$eval('button[aria-label="Move image 1"]', (el) => el.getAttribute('aria-pressed'));

    // A drag starts only after 8 px, so a 6 px wobble of a press is no drag...
    const start = await centre('Move image 1');
    const target = await centre('Move image 3');
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 6, start.y, { steps: 6 });
    expect(await dragging()).not.toBe('true');
    // ...12 px is, and dropped on the third image the first moves there.
    await page.mouse.move(start.x + 12, start.y, { steps: 6 });
    await page.waitForFunction(
      (el) =>
        el.querySelector('button[aria-label="Move image 1"]')?.getAttribute('aria-pressed') ===
        'true',
      {},
      field,
    );
    await page.mouse.move(target.x, target.y, { steps: 20 });
    // The drop goes where dnd-kit last placed the image, which it works out a frame or more after
    // the pointer moves: release once it says the image is over the third place.
    await untilAnnounced(page, 'Image 1 is over position 3 of 3.');
    await page.mouse.up();
    await page.waitForFunction(
      (el) => el.querySelector('li img')?.getAttribute('alt') === 'portrait.jpg',
      {},
      field,
    );
    expect(await order()).toEqual(['portrait.jpg', 'small.jpg', 'landscape.jpg']);
    expect(await field.$eval('li', (item) => item.textContent)).toContain('Main image');

    // Keyboard: space picks the image up, an arrow moves it, space drops it. The thumbnails are
    // measured when it is picked up, so first let the drop above finish sliding into place.
    await page.waitForFunction(
      (el) =>
        Array.from(el.querySelectorAll('li')).every((item) =>
          ['', 'none', 'matrix(1, 0, 0, 1, 0, 0)'].includes(getComputedStyle(item).transform),
        ),
      {},
      field,
    );
    await moveFirstImageOnePlaceOn(page, field, 3);
    await page.waitForFunction(
      (el) => el.querySelector('li img')?.getAttribute('alt') === 'small.jpg',
      {},
      field,
    );
    expect(await order()).toEqual(['small.jpg', 'portrait.jpg', 'landscape.jpg']);
  });

  it('refuses a file that is not an image', async () => {
    const field = await openImageField(page);
    await choose(field, [file('notes.txt')]);

    await waitForPageText(page, 'Invalid File Type', 'notes.txt');
    expect(await field.$$('li img')).toHaveLength(0);
  });
});
