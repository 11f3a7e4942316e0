import type { Page } from 'puppeteer-core';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import { siteUrl, type SiteVariant } from '../src/site-url';

describe('the API seen from Chromium', () => {
  const browser = browserForTheseTests();
  let page: Page;

  beforeAll(async () => {
    page = await browser.newPage();
  });

  it.each<SiteVariant>(['demo', 'empty'])(
    'opens /api/health on the %s site and sees it up',
    async (variant) => {
      const response = await page.goto(`${siteUrl(variant)}/api/health`);
      expect(response?.status()).toBe(200);
      // What the browser shows is the JSON body as text.
      const shown = await page.evaluate(() => document.body.innerText);
      expect(JSON.parse(shown)).toMatchObject({ status: 'ok' });
    },
  );

  it('gets a JSON 404 for an unknown API path', async () => {
    const response = await page.goto(`${siteUrl('demo')}/api/nope`);
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-type']).toMatch(/^application\/json/);
    expect(await response?.json()).toEqual({
      message: expect.stringMatching(/^No (API )?route for GET \/api\/nope$/),
    });
  });
});
