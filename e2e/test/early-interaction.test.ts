import type { HTTPRequest, Page } from 'puppeteer-core';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import { openVisitorPage, PHONE, waitForHydration, waitForTextInMain } from '../src/page-helpers';
import { siteUrl } from '../src/site-url';

/**
 * Opens `url` as served, with the scripts whose path `isHeld` accepts held back: the page is there
 * to read, tap and type into, but it cannot be hydrated until the function returned is called.
 */
async function openWithCodeHeld(page: Page, url: string, isHeld: (path: string) => boolean) {
  const held: HTTPRequest[] = [];
  let holding = true;
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (holding && isHeld(new URL(request.url()).pathname)) held.push(request);
    else void request.continue();
  });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  return () => {
    holding = false;
    for (const request of held) void request.continue();
  };
}

/**
 * A remote's code: the page of that remote cannot be hydrated without it. Its stylesheet is the
 * served page's look, linked in the head, and comes as usual.
 */
const remoteCode = (name: string) => (path: string) =>
  path.startsWith(`/remotes/${name}/`) && !path.endsWith('.css');
/** The shell's code but its first script: that one keeps what the visitor does meanwhile. */
const shellCodeAfterFirstScript = (path: string) =>
  /^\/[\w-]+\.[0-9a-f]+\.js$/.test(path) && !path.startsWith('/page-start.');

// A served page is readable before its code runs; what the visitor does in that moment finds no
// handler. The shell keeps it and plays it again once the page is live: one tap is enough, typed
// figures count, and a form sent early is sent by the page, not reloaded with its fields.
describe('what a visitor does on a served page before it is live', () => {
  const browser = browserForTheseTests();

  it('shows the type of property chosen', async () => {
    const page = await openVisitorPage(browser);
    const release = await openWithCodeHeld(
      page,
      `${siteUrl('demo')}/properties`,
      remoteCode('listings'),
    );
    await page.select('main select#property-type', 'commercial-sales');
    expect(await page.evaluate(() => window.location.search)).toBe('');

    release();
    await page.waitForFunction(() => window.location.search === '?type=commercial-sales');
    await page.close();
  });

  it('opens the alert sign-up that was tapped on a phone', async () => {
    const page = await openVisitorPage(browser, PHONE);
    const release = await openWithCodeHeld(
      page,
      `${siteUrl('demo')}/residential`,
      remoteCode('listings'),
    );
    const button = await page.waitForSelector('main button::-p-text(Get alerts for this search)');
    await button!.tap();
    expect(await page.$('dialog[open]')).toBeNull();

    release();
    const dialog = await page.waitForSelector('dialog[open]');
    expect(await dialog!.evaluate((el) => el.textContent)).toContain('Get alerts for this search');
    await page.close();
  });

  it('works out the stamp duty on the price typed', async () => {
    const page = await openVisitorPage(browser);
    const release = await openWithCodeHeld(
      page,
      `${siteUrl('demo')}/stamp-duty-calculator`,
      remoteCode('calculators'),
    );
    const price = await page.waitForSelector('#calculator-purchasePrice');
    // Served with the default price of £300,000: £5,000.
    await waitForTextInMain(page, '£5,000');
    await price!.click({ count: 3 });
    await page.keyboard.type('350000');

    release();
    await waitForHydration(page, '#calculator-purchasePrice');
    // 2% of £125,000 and 5% of £100,000.
    await waitForTextInMain(page, '£7,500');
    await page.close();
  });

  it('sends a form filled in and sent before it was live, once, without reloading', async () => {
    const page = await openVisitorPage(browser);
    const contactUrl = `${siteUrl('empty')}/contact`;
    const release = await openWithCodeHeld(page, contactUrl, shellCodeAfterFirstScript);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
    });
    const marker = `Sent before the page was live ${Date.now()}`;
    await page.type('input[name=firstName]', 'Ada');
    await page.type('input[name=lastName]', 'Lovelace');
    await page.type('input[name=email]', 'ada@example.com');
    await page.select('select[name=serviceType]', 'Commercial Lettings');
    await page.type('textarea[name=message]', marker);
    await page.click('button[type=submit]');

    const [response] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().endsWith('/api/inquiries') && r.request().method() === 'POST',
      ),
      Promise.resolve().then(release),
    ]);
    expect(response.status()).toBe(201);
    expect(JSON.parse(response.request().postData() ?? '{}')).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      serviceType: 'Commercial Lettings',
      message: marker,
    });
    await page.locator('::-p-text(Message Sent Successfully!)').wait();
    // The browser's own submission would have reloaded the page with the fields in its address.
    expect(page.url()).toBe(contactUrl);
    await page.waitForNetworkIdle({ idleTime: 500 });
    expect(posts).toEqual(['/api/inquiries']);
    await page.close();
  });
});
