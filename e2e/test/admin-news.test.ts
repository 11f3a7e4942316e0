import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { NewsArticle } from '@reedmere/contracts';
import type { ElementHandle, Page } from 'puppeteer-core';
import { signIn, type AdminSession } from '../src/admin-session';
import { api } from '../src/api';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import { openAdminPage, waitForHeading, withCookieChoiceMade } from '../src/page-helpers';
import { adminUrl, siteUrl } from '../src/site-url';
import { solidPng } from '../src/test-images';

const STAMP = Date.now();
const TITLE = `E2E article ${STAMP}`;
const SLUG = `e2e-article-${STAMP}`;
const EDITED_TITLE = `${TITLE} revised`;

// Admin and news dates read 'do MMMM yyyy'.
const NEWS_DATE = /\d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4}/;

/** The admin panel's form fields carry ids ending in the field's name. */
const field = (name: string) => `form [id$="-${name}"]`;

async function waitForText(page: Page, text: string): Promise<void> {
  await page.waitForFunction((expected) => document.body.innerText.includes(expected), {}, text);
}

async function articleRow(page: Page, title: string): Promise<string> {
  const row = await page.waitForSelector(`li[aria-label="${title}"]`);
  return (await row!.evaluate((el) => (el as HTMLElement).innerText)) ?? '';
}

async function publicSlugs(): Promise<string[]> {
  const response = await api<NewsArticle[]>('demo', '/api/news');
  expect(response.status).toBe(200);
  return response.body.map((article) => article.slug);
}

// The admin writes an article as a draft, publishes it, renames it and deletes it; the public
// news follows each step.
describe('admin news articles', () => {
  const browser = browserForTheseTests();
  let page: Page;
  let admin: AdminSession;
  let folder: string;

  beforeAll(async () => {
    admin = await signIn('demo');
    folder = await mkdtemp(path.join(os.tmpdir(), 'reedmere-news-'));
    page = await openAdminPage(browser, admin);
    await page.goto(`${adminUrl('demo')}/admin`, { waitUntil: 'networkidle0' });
    await page.locator('button[role=tab]::-p-text(News)').click();
    await waitForText(page, 'News articles');
  });

  afterAll(async () => {
    // Whatever happened, leave no test article behind.
    const list = await admin.call<NewsArticle[]>('/api/news/admin');
    for (const article of list.body ?? []) {
      if (article.slug === SLUG) await admin.call(`/api/news/${article.id}`, { method: 'DELETE' });
    }
    await rm(folder, { recursive: true, force: true });
  });

  it('refuses an empty article with the article validation messages, focusing the title', async () => {
    await page.locator('button::-p-text(New article)').click();
    await page.waitForSelector(field('title'));
    await page.locator('form button[type=submit]').click();
    await waitForText(page, 'Title is required');
    await waitForText(page, 'Slug is required');
    await waitForText(page, 'Content is required');
    expect(await page.evaluate(() => document.activeElement?.id.endsWith('-title'))).toBe(true);
  });

  it('creates a draft with a generated slug, rich text and a featured image', async () => {
    await page.type(field('title'), TITLE);
    expect(await page.$eval(field('slug'), (el) => (el as HTMLInputElement).value)).toBe(SLUG);
    await page.type(field('excerpt'), 'Written by the browser tests.');
    await page.click('form [contenteditable=true][role=textbox]');
    await page.keyboard.type('An article from the browser tests. ');
    await page.locator('button[aria-label="Bold"]').click();
    // A toolbar press leaves focus in the text, so the next keys land there at once.
    expect(
      await page.evaluate(() =>
        document.activeElement?.matches('form [contenteditable=true][role=textbox]'),
      ),
    ).toBe(true);
    await page.keyboard.type('Bold part');
    await page.type(field('tags'), 'e2e');
    await page.keyboard.press('Enter');
    const image = path.join(folder, 'featured.png');
    await writeFile(image, solidPng(1600, 1000, [40, 90, 160]));
    const input = (await page.$(
      '::-p-xpath(//fieldset[legend[normalize-space()="Featured image"]]//input[@type="file"])',
    )) as ElementHandle<HTMLInputElement>;
    await input.uploadFile(image);
    await page.waitForSelector('fieldset [data-testid="gallery-thumbnail"]', { timeout: 20_000 });

    await page.locator('form button[type=submit]').click();
    await waitForText(page, 'Article created successfully');
    const row = await articleRow(page, TITLE);
    expect(row).toContain('Draft');
    expect(row).toContain(`/news/${SLUG}`);
    expect(await publicSlugs()).not.toContain(SLUG);
    const one = await api('demo', `/api/news/${SLUG}`);
    expect(one.status).toBe(404);
  });

  it('publishes it: dated today, on /news and at /news/<slug>', async () => {
    await page.locator(`button[aria-label="Edit ${TITLE}"]`).click();
    await page.waitForSelector(field('title'));
    await page.locator('form input[type=checkbox]').click();
    expect(
      await page.$eval('form input[type=date]', (el) => (el as HTMLInputElement).value),
    ).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.locator('form button[type=submit]').click();
    await waitForText(page, 'Article updated successfully');
    await page.waitForFunction(
      (title) =>
        document.querySelector(`li[aria-label="${title}"]`)?.textContent?.includes('Published'),
      {},
      TITLE,
    );
    expect(await articleRow(page, TITLE)).toMatch(NEWS_DATE);
    expect(await publicSlugs()).toContain(SLUG);

    const visitor = await browser.newPage();
    await withCookieChoiceMade(visitor);
    await visitor.goto(`${siteUrl('demo')}/news/${SLUG}`, { waitUntil: 'networkidle0' });
    await waitForHeading(visitor, TITLE);
    expect(await visitor.$eval('main', (el) => el.innerHTML)).toContain(
      '<strong>Bold part</strong>',
    );
    const stored = await api<NewsArticle>('demo', `/api/news/${SLUG}`);
    expect(stored.body.featuredImage).toMatch(/^\/api\/files\//);
    expect(stored.body.author).toBe('Reedmere Estates');
    await visitor.close();
    await page.bringToFront();
  });

  it('renames it without moving its address', async () => {
    await page.locator(`button[aria-label="Edit ${TITLE}"]`).click();
    await page.waitForSelector(field('title'));
    await page.type(field('title'), ' revised');
    expect(await page.$eval(field('slug'), (el) => (el as HTMLInputElement).value)).toBe(SLUG);
    await page.locator('form button[type=submit]').click();
    await waitForText(page, 'Article updated successfully');
    await articleRow(page, EDITED_TITLE);
    const stored = await api<NewsArticle>('demo', `/api/news/${SLUG}`);
    expect(stored.body.title).toBe(EDITED_TITLE);
  });

  it('deletes it after the confirmation', async () => {
    await page.locator(`button[aria-label="Delete ${EDITED_TITLE}"]`).click();
    await waitForText(page, 'Are you sure you want to delete this article?');
    await page.locator('[role=dialog] button::-p-text(Delete)').click();
    await waitForText(page, 'Article deleted successfully');
    await page.waitForFunction(
      (title) => !document.querySelector(`li[aria-label="${title}"]`),
      {},
      EDITED_TITLE,
    );
    expect((await api('demo', `/api/news/${SLUG}`)).status).toBe(404);
  });
});
