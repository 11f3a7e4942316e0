import type { NewsArticle } from '@reedmere/contracts';
import type { Page } from 'puppeteer-core';
import { api } from '../src/api';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import {
  mainHeading,
  mainText,
  openVisitorPage,
  REMOTE_FALLBACK_TEXT,
  waitForHeading,
  waitForTextInMain,
  withCookieChoiceMade,
} from '../src/page-helpers';
import { siteUrl } from '../src/site-url';

// News dates read 'do MMMM yyyy', e.g. '1st March 2025'.
const NEWS_DATE = /^\d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4}$/;

/** A stretch of an article's first paragraph, as the page shows it. */
function firstWords(html: string): string {
  const paragraph = /<p[^>]*>([^<]{20,})/.exec(html)?.[1] ?? '';
  return paragraph.slice(0, 30);
}

// A visitor reading the news with the demo content: the list, an article and back again.
describe('reading the news', () => {
  const browser = browserForTheseTests();
  let page: Page;
  let articles: NewsArticle[];

  beforeAll(async () => {
    const response = await api<NewsArticle[]>('demo', '/api/news');
    expect(response.status).toBe(200);
    articles = response.body;
    expect(articles.length).toBeGreaterThan(1);
    page = await openVisitorPage(browser);
  });

  it('features the newest article and lists the rest under Recent Articles', async () => {
    await page.goto(`${siteUrl('demo')}/news`, { waitUntil: 'networkidle0' });
    await waitForHeading(page, 'News');
    await waitForTextInMain(page, 'Recent Articles');
    const featured = await page.$$eval('main section[aria-labelledby="news-featured"] h3', (els) =>
      els.map((el) => el.textContent?.trim()),
    );
    expect(featured).toEqual([articles[0]!.title]);
    const recent = await page.$$eval('main section[aria-labelledby="news-recent"] h3', (els) =>
      els.map((el) => el.textContent?.trim()),
    );
    expect(recent).toEqual(articles.slice(1).map((a) => a.title));
    expect(await mainText(page)).not.toContain(REMOTE_FALLBACK_TEXT);
  });

  it('opens the featured article with its date, author, category, content and tags', async () => {
    const article = articles[0]!;
    await page.locator('main section[aria-labelledby="news-featured"] h3 a').click();
    await page.waitForFunction(
      (path) => window.location.pathname === path,
      {},
      `/news/${encodeURIComponent(article.slug)}`,
    );
    await waitForHeading(page, article.title);
    const date = await page.$eval('main article time', (el) => el.textContent?.trim() ?? '');
    expect(date).toMatch(NEWS_DATE);
    const text = await mainText(page);
    expect(text).toContain(`By ${article.author || 'Reedmere Estates'}`);
    expect(text).toContain(article.category || 'Market Update');
    expect(text).toContain(firstWords(article.content));
    for (const tag of article.tags) expect(text).toContain(tag);
    expect(await page.$('main button::-p-text(Share)')).not.toBeNull();
    const structured = await page.$eval(
      'script[type="application/ld+json"]',
      (el) => el.textContent ?? '',
    );
    expect(JSON.parse(structured)).toMatchObject({
      '@type': 'NewsArticle',
      headline: article.title,
      publisher: { name: 'Reedmere Estates' },
    });
  });

  it('goes back to the list from the article', async () => {
    await page.locator('main a::-p-text(Back to News)').click();
    await page.waitForFunction(() => window.location.pathname === '/news');
    await waitForHeading(page, 'News');
    await waitForTextInMain(page, 'Featured');
  });

  it("shows 'Article Not Found' for an unknown slug, with a way back", async () => {
    await page.goto(`${siteUrl('demo')}/news/no-such-article-here`, {
      waitUntil: 'networkidle0',
    });
    expect(await mainHeading(page)).toBe('Article Not Found');
    await page.locator('main a::-p-text(Back to News)').click();
    await page.waitForFunction(() => window.location.pathname === '/news');
    await waitForHeading(page, 'News');
  });

  it('fits a phone without sideways scrolling', async () => {
    const phone = await browser.newPage();
    await phone.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
    await withCookieChoiceMade(phone);
    for (const path of ['/news', `/news/${encodeURIComponent(articles[0]!.slug)}`]) {
      await phone.goto(`${siteUrl('demo')}${path}`, { waitUntil: 'networkidle0' });
      await phone.waitForSelector('main h1');
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
    }
    await phone.close();
  });
});

describe('the news on an empty database', () => {
  const browser = browserForTheseTests();

  it("says 'No News Articles Yet'", async () => {
    const page = await browser.newPage();
    await withCookieChoiceMade(page);
    await page.goto(`${siteUrl('empty')}/news`, { waitUntil: 'networkidle0' });
    await waitForHeading(page, 'News');
    await waitForTextInMain(page, 'No News Articles Yet');
    expect(await mainText(page)).not.toContain('Featured');
    await page.close();
  });
});
