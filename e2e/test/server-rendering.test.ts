import type { HTTPRequest, Page } from 'puppeteer-core';
import {
  ROUTES,
  ukDateIso,
  type Development,
  type NewsArticle,
  type Property,
} from '@reedmere/contracts';
import { signIn } from '../src/admin-session';
import { api } from '../src/api';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import { mainText, REMOTE_FALLBACK_TEXT } from '../src/page-helpers';
import { siteUrl } from '../src/site-url';

/**
 * Every public page arrives as HTML with its content (a visitor or crawler running no script
 * reads it all), then hydrates in the browser without reading the same data again and without
 * anything moving.
 */

const browser = browserForTheseTests();
let property: Property;
let article: NewsArticle;
let development: Development;

/**
 * Every route of the site but the admin panel. Each is a test of its own: a page's time limit is
 * the page's, not a share of one for all of them.
 */
const PUBLIC_ROUTES = ROUTES.filter((route) => !route.path.startsWith('/admin')).map(
  (route) => route.path,
);

/** `route` with demo records for its parameters. */
const pathOf = (route: string): string =>
  route
    .replace('/property/:id', `/property/${property.id}`)
    .replace('/developments/:id', `/developments/${development.id}`)
    .replace(':slug', article.slug);

beforeAll(async () => {
  property = (await api<Property[]>('demo', '/api/properties?limit=1')).body[0]!;
  article = (await api<NewsArticle[]>('demo', '/api/news')).body[0]!;
  development = (await api<Development[]>('demo', '/api/developments')).body[0]!;
});

/** A phone-sized page with JavaScript off: what the server sent, and nothing else. */
async function withoutScript(path: string): Promise<{ status: number; page: Page }> {
  const page = await browser.newPage();
  await page.setViewport({ width: 390, height: 844 });
  await page.setJavaScriptEnabled(false);
  const response = await page.goto(`${siteUrl('demo')}${path}`);
  return { status: response?.status() ?? 0, page };
}

describe('pages served with their content', () => {
  it('has every public route to show', () => {
    expect(PUBLIC_ROUTES).toHaveLength(19);
  });

  it.each(PUBLIC_ROUTES)('%s shows its heading and content with JavaScript off', async (route) => {
    const path = pathOf(route);
    const { status, page } = await withoutScript(path);
    try {
      expect([path, status]).toEqual([path, 200]);
      const heading = await page.$eval(
        'main',
        (el) => el.querySelector('h1')?.textContent?.trim() ?? '',
      );
      expect([path, heading.length > 0]).toEqual([path, true]);
      const text = await mainText(page);
      expect([path, text.includes(REMOTE_FALLBACK_TEXT)]).toEqual([path, false]);
      expect([path, text.length > 150]).toEqual([path, true]);
    } finally {
      await page.close();
    }
  });

  it('a property page carries the property: title, price and description', async () => {
    const { page } = await withoutScript(`/property/${property.id}`);
    const text = await mainText(page);
    await page.close();
    expect(text).toContain(property.title);
    expect(text).toContain(`£${(property.price ?? 0).toLocaleString('en-GB')}`);
    const firstWords = property.description
      .replace(/<[^>]*>/g, ' ')
      .trim()
      .split(/\s+/)
      .slice(0, 6);
    expect(text.replace(/\s+/g, ' ')).toContain(firstWords.join(' '));
  });

  it('is drawn in plain markup: no styling library classes, the stylesheets linked in the head, the site’s first', async () => {
    const html = await (
      await fetch(`${siteUrl('demo')}/`, { headers: { accept: 'text/html' } })
    ).text();
    expect(html).toContain('id="server-page-data"');
    // A part drawn with MUI would bring emotion's generated classes (`css-1x2y3z`).
    expect(html.match(/\bcss-[a-z0-9]+/g) ?? []).toEqual([]);
    const head = html.slice(0, html.indexOf('</head>'));
    const sheets = [...html.matchAll(/<link [^>]*rel="stylesheet"[^>]*>/g)].map(([link]) => ({
      inHead: head.includes(link),
      href: /href="([^"]+)"/.exec(link)?.[1],
      precedence: /data-precedence="([^"]+)"/.exec(link)?.[1],
    }));
    // The remotes' own sheets come after the site's, so theirs win where they meet web-kit's.
    expect(sheets).toEqual([
      { inHead: true, href: expect.stringMatching(/^\/main\.[0-9a-f]+\.css$/), precedence: 'site' },
      {
        inHead: true,
        href: expect.stringMatching(/^\/remotes\/listings\/listings\.[0-9a-f]+\.css$/),
        precedence: 'remote',
      },
      {
        inHead: true,
        href: expect.stringMatching(/^\/remotes\/developments\/developments\.[0-9a-f]+\.css$/),
        precedence: 'remote',
      },
    ]);
  });

  it('the lists carry their records: the home page, the news and the developments', async () => {
    const home = await withoutScript('/');
    expect(await mainText(home.page)).toContain('View Details');
    await home.page.close();
    const news = await withoutScript('/news');
    expect(await mainText(news.page)).toContain(article.title);
    await news.page.close();
    const developments = await withoutScript('/developments');
    expect(await mainText(developments.page)).toContain(development.title);
    await developments.page.close();
  });

  it('an edit through the admin shows in the next page served, though pages are kept', async () => {
    const admin = await signIn('demo');
    const read = async () => {
      const { page } = await withoutScript(`/property/${property.id}`);
      const text = await mainText(page);
      await page.close();
      return text;
    };
    expect(await read()).toContain(property.title);
    const { id, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = property;
    const title = `${property.title} (reduced)`;
    const save = (json: typeof fields) =>
      admin.call(`/api/properties/${id}`, { method: 'PUT', json });
    try {
      expect((await save({ ...fields, title })).status).toBe(200);
      expect(await read()).toContain(title);
    } finally {
      await save(fields);
    }
  });

  it('a record that does not exist is a 404 page, as is a path the site does not have', async () => {
    for (const path of [
      '/property/0123456789abcdef01234567',
      '/news/no-such-article',
      '/no-such-page',
    ]) {
      const { status, page } = await withoutScript(path);
      expect([path, status]).toEqual([path, 404]);
      expect(await page.$eval('main h1', (el) => el.textContent?.trim())).toMatch(/Not Found/);
      await page.close();
    }
  });
});

describe('hydration', () => {
  /**
   * Opens `path` as a first-time visitor on a phone, recording what moves and what is fetched;
   * with the phone's clock in `timezone` when one is given.
   */
  async function visit(
    path: string,
    { onRequest, timezone }: { onRequest?: (request: HTTPRequest) => void; timezone?: string } = {},
  ) {
    const page = await browser.newPage();
    await page.setViewport({ width: 390, height: 844 });
    if (timezone) await page.emulateTimezone(timezone);
    const problems: string[] = [];
    const apiReads: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warn') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(String(error)));
    page.on('request', (request) => {
      onRequest?.(request);
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/files/')) {
        apiReads.push(url.pathname + url.search);
      }
    });
    await page.evaluateOnNewDocument(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${siteUrl('demo')}${path}`, { waitUntil: 'networkidle0' });
    // Hydrated: React has attached to the server's markup.
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react')),
    );
    const shift = await page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
    );
    return { page, problems, apiReads, shift };
  }

  it.each(PUBLIC_ROUTES)(
    '%s hydrates without errors, without reading its data again, without moving',
    async (route) => {
      const path = pathOf(route);
      const { page, problems, apiReads, shift } = await visit(path);
      await page.close();
      expect({ path, problems, apiReads }).toEqual({ path, problems: [], apiReads: [] });
      expect({ path, moved: shift >= 0.01 }).toEqual({ path, moved: false });
    },
  );

  it("the stamp duty calculator hydrates on a phone set to any time zone, from the UK's date", async () => {
    // At any moment one of these two is on another date than London: +14 and -11 hours.
    for (const timezone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const before = ukDateIso();
      const { page, problems } = await visit('/stamp-duty-calculator', { timezone });
      const shown = await page.$eval(
        '#calculator-completionDate',
        (input) => (input as HTMLInputElement).value,
      );
      await page.close();
      expect({ timezone, problems }).toEqual({ timezone, problems: [] });
      expect([before, ukDateIso()]).toContain(shown);
    }
  });

  it("loads the locale's formatting data ahead of a section that formats as it hydrates, and not at all for one that does not", async () => {
    /** When the page first formatted a number or a date: before React took the page, after, or never. */
    const firstFormatting = async (path: string) => {
      const page = await browser.newPage();
      await page.setViewport({ width: 390, height: 844 });
      await page.evaluateOnNewDocument(() => {
        const record = window as unknown as { firstFormatting?: string };
        const note = () => {
          const root = document.getElementById('root');
          const hydrating = Object.keys(root ?? {}).some((key) => key.startsWith('__react'));
          record.firstFormatting ??= hydrating ? 'after hydration began' : 'before hydration';
        };
        const watched = <T extends object>(constructor: T): T =>
          new Proxy(constructor, {
            construct(target, args) {
              note();
              return Reflect.construct(target as new (...rest: unknown[]) => object, args);
            },
          });
        Intl.NumberFormat = watched(Intl.NumberFormat);
        Intl.DateTimeFormat = watched(Intl.DateTimeFormat);
        for (const prototype of [Number.prototype, Date.prototype]) {
          const format = prototype.toLocaleString;
          prototype.toLocaleString = function (this: unknown, ...args: unknown[]) {
            note();
            return (format as (...rest: unknown[]) => string).apply(this, args);
          };
        }
      });
      await page.goto(`${siteUrl('demo')}${path}`, { waitUntil: 'networkidle0' });
      await page.waitForFunction(() =>
        Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react')),
      );
      const first = await page.evaluate(
        () => (window as unknown as { firstFormatting?: string }).firstFormatting ?? 'never',
      );
      await page.close();
      return first;
    };
    // The list's counts and prices: the data is loaded in a task of its own before hydration.
    expect(await firstFormatting('/residential')).toBe('before hydration');
    // The news list formats nothing in the browser: no data to load.
    expect(await firstFormatting('/news')).toBe('never');
  });

  it("the home page's sections are static: no remote's code loads, even scrolled to, and the app follows their links", async () => {
    const remoteFiles: string[] = [];
    const documents: string[] = [];
    const { page, problems } = await visit('/', {
      onRequest: (request) => {
        const url = new URL(request.url());
        // A section's own stylesheet is linked in the served head; its code is what must not load.
        if (url.pathname.startsWith('/remotes/') && !url.pathname.endsWith('.css')) {
          remoteFiles.push(url.pathname);
        }
        if (request.resourceType() === 'document') documents.push(url.pathname);
      },
    });
    const section = '[data-remote-section="developments/home-projects"]';
    expect(await page.$eval(section, (el) => (el as HTMLElement).innerText)).toContain(
      development.title,
    );
    await page.$eval(section, (el) => el.scrollIntoView());
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(remoteFiles).toEqual([]);
    await page.click(`${section} a[href="/developments"]`);
    await page.waitForFunction(
      () =>
        location.pathname === '/developments' &&
        document.querySelector('main h1')?.textContent === 'Development Projects',
    );
    // Followed inside the app: the page itself was loaded once.
    expect(documents).toEqual(['/']);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('a property page hydrates and then works as a page of the app', async () => {
    const { page, problems, apiReads } = await visit(`/property/${property.id}`);
    expect(problems).toEqual([]);
    expect(apiReads).toEqual([]);
    // A link followed after hydration is a client-side navigation that reads its own data.
    const heading = await page.$eval('main h1', (el) => el.textContent);
    await page.click('header a[href="/"]');
    await page.waitForFunction(
      (before) => document.querySelector('main h1')?.textContent !== before,
      {},
      heading,
    );
    await page.waitForFunction(() => document.body.innerText.includes('View Details'));
    expect(apiReads).toContain('/api/home');
    await page.close();
  });
});
