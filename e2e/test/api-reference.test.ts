import { browserForTheseTests } from '../src/browser-for-these-tests';
import { siteUrl } from '../src/site-url';

// The API's reference page as a developer opens it: the viewer loads from the site itself under
// the page's CSP and lists the document's operations.
describe('the API reference page in Chromium', () => {
  const browser = browserForTheseTests();

  it('shows every operation of the document, with nothing refused by the CSP or loaded from elsewhere', async () => {
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
    const response = await page.goto(`${siteUrl('demo')}/api/docs`, { waitUntil: 'networkidle0' });
    expect(response?.status()).toBe(200);
    await page.waitForSelector('.opblock-summary', { timeout: 30000 });

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
  });
});
