import { browserForTheseTests } from '../src/browser-for-these-tests';
import { siteUrl } from '../src/site-url';

// The API's reference page as a developer opens it: the viewer loads from the site itself under
// the page's CSP and lists the document's operations.
const VIEWER_WAIT_MS = 45_000;

describe('the API reference page in Chromium', () => {
  const browser = browserForTheseTests();

  it(
    'shows every operation of the document, with nothing refused by the CSP or loaded from elsewhere',
    async () => {
      const page = await browser.newPage();
      const problems: string[] = [];
      const origins = new Set<string>();
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(String(error)));
      page.on('response', (answer) => {
        if (answer.status() >= 400) problems.push(`${answer.status()} ${answer.url()}`);
      });
      page.on('request', (request) => {
        if (!request.url().startsWith('data:')) origins.add(new URL(request.url()).origin);
      });
      // The viewer's bundle is large: on a busy machine it can take longer than a page's usual wait.
      const response = await page.goto(`${siteUrl('demo')}/api/docs`, {
        waitUntil: 'load',
        timeout: VIEWER_WAIT_MS,
      });
      expect(response?.status()).toBe(200);
      await page.waitForSelector('.opblock-summary', { timeout: VIEWER_WAIT_MS });
      // Everything the viewer asks for, before the origins are looked at.
      await page.waitForNetworkIdle({ idleTime: 500, timeout: VIEWER_WAIT_MS });

      const document = (await (await fetch(`${siteUrl('demo')}/api/openapi.json`)).json()) as {
        paths: Record<string, object>;
      };
      const documented = Object.values(document.paths).reduce(
        (count, item) => count + Object.keys(item).length,
        0,
      );
      const shown = await page.$$eval('.opblock-summary', (blocks) => blocks.length);
      expect(shown).toBe(documented);
      expect(await page.$eval('.info .title', (title) => title.textContent)).toContain(
        'Reedmere Estates API',
      );
      expect(problems).toEqual([]);
      expect([...origins]).toEqual([new URL(siteUrl('demo')).origin]);
      await page.close();
    },
    3 * VIEWER_WAIT_MS,
  );
});
