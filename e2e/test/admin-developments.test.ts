import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Development } from '@reedmere/contracts';
import type { ElementHandle, Page } from 'puppeteer-core';
import { signIn, type AdminSession } from '../src/admin-session';
import { api } from '../src/api';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import { openAdminPage, waitForHeading, withCookieChoiceMade } from '../src/page-helpers';
import { adminUrl, siteUrl } from '../src/site-url';
import { solidPng } from '../src/test-images';

const TITLE = `E2E development ${Date.now()}`;

async function galleryInput(page: Page, name: string): Promise<ElementHandle<HTMLInputElement>> {
  const fieldset = await page.waitForSelector(
    `::-p-xpath(//fieldset[legend[normalize-space()="${name}"]])`,
  );
  const input = await fieldset!.$('input[type=file]');
  return input as ElementHandle<HTMLInputElement>;
}

async function waitForThumbnails(page: Page, name: string, count: number): Promise<void> {
  await page.waitForFunction(
    (gallery, expected) =>
      [...document.querySelectorAll('fieldset')]
        .find((f) => f.querySelector('legend')?.textContent === gallery)
        ?.querySelectorAll('[data-testid="gallery-thumbnail"]').length === expected,
    { timeout: 20_000 },
    name,
    count,
  );
}

async function typeInto(page: Page, label: string, text: string): Promise<void> {
  const field = await page.waitForSelector(
    `::-p-xpath(//label[starts-with(normalize-space(), "${label}")]/following-sibling::div//*[self::input or self::textarea][not(@aria-hidden)])`,
  );
  await field!.type(text);
}

// The admin adds a development with a picture in each gallery, the visitor sees it with the
// pictures under the right tabs, and the admin deletes it again.
describe('admin developments', () => {
  const browser = browserForTheseTests();
  let page: Page;
  let admin: AdminSession;
  let folder: string;
  let createdId: string | undefined;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'reedmere-images-'));
    await writeFile(path.join(folder, 'before.png'), solidPng(1600, 1000, [200, 40, 40]));
    await writeFile(path.join(folder, 'during.png'), solidPng(900, 600, [40, 160, 60]));
    await writeFile(path.join(folder, 'after.png'), solidPng(800, 800, [40, 60, 200]));
    admin = await signIn('demo');
    page = await openAdminPage(browser, admin);
  });

  afterAll(async () => {
    // Leave the shared demo data as it was, even when a step failed.
    if (createdId) await admin.call(`/api/developments/${createdId}`, { method: 'DELETE' });
    await rm(folder, { recursive: true, force: true });
  });

  it('creates a development with an image in each gallery', async () => {
    await page.goto(`${adminUrl('demo')}/admin`, { waitUntil: 'networkidle0' });
    await page.locator('[role="tab"]::-p-text(Developments)').click();
    await page.locator('button::-p-text(Add development)').click();
    await page.waitForSelector('h3::-p-text(Add development)');

    await typeInto(page, 'Title', TITLE);
    await typeInto(page, 'Description', 'Three homes.\n\nBuilt in flint.');
    await typeInto(page, 'Location', 'Holt');
    await typeInto(page, 'Project value', '750000');
    await (await galleryInput(page, 'Before')).uploadFile(path.join(folder, 'before.png'));
    await waitForThumbnails(page, 'Before', 1);
    await (await galleryInput(page, 'During')).uploadFile(path.join(folder, 'during.png'));
    await waitForThumbnails(page, 'During', 1);
    await (await galleryInput(page, 'After')).uploadFile(path.join(folder, 'after.png'));
    await waitForThumbnails(page, 'After', 1);
    await page.locator('button::-p-text(Create development)').click();

    await page.waitForSelector(`li[aria-label="${TITLE}"]`, { timeout: 30_000 });
    const list = await api<Development[]>('demo', '/api/developments');
    const created = list.body.find((development) => development.title === TITLE);
    expect(created).toBeDefined();
    createdId = created!.id;
    expect(created).toMatchObject({
      location: 'Holt',
      projectValue: 750000,
      status: 'planning',
      description: '<p>Three homes.</p><p>Built in flint.</p>',
    });
    expect(created!.beforeImages).toHaveLength(1);
    expect(created!.duringImages).toHaveLength(1);
    expect(created!.afterImages).toHaveLength(1);
    // Resized in the browser to fit 1200x800 and stored as JPEG.
    const image = await api('demo', created!.beforeImages[0]!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/jpeg');
  });

  it('shows it on the public page with the pictures under the right tabs', async () => {
    expect(createdId).toBeDefined();
    const visitor = await browser.newPage();
    await withCookieChoiceMade(visitor);
    await visitor.goto(`${siteUrl('demo')}/developments/${createdId}`, {
      waitUntil: 'networkidle0',
    });
    await waitForHeading(visitor, TITLE);
    for (const tab of ['Before (1)', 'During (1)', 'After (1)']) {
      await visitor.waitForSelector(`[role="tab"]::-p-text(${tab})`);
    }
    await visitor.close();
  });

  it('deletes it after the confirmation', async () => {
    expect(createdId).toBeDefined();
    await page.locator(`button[aria-label="Delete ${TITLE}"]`).click();
    const dialog = await page.waitForSelector('[role="dialog"]');
    expect(await dialog!.evaluate((el) => el.textContent)).toContain(
      'Are you sure you want to delete this development?',
    );
    await page.locator('[role="dialog"] button::-p-text(Delete)').click();
    await page.waitForFunction(
      (title) => !document.querySelector(`li[aria-label="${title}"]`),
      {},
      TITLE,
    );
    const gone = await api('demo', `/api/developments/${createdId}`);
    expect(gone.status).toBe(404);
    createdId = undefined;
  });
});
