import puppeteer, { type Browser, type BrowserContext } from 'puppeteer-core';
import { PAGE_TIMEOUT_MS, type OpenBrowser } from './browser';
import { TEST_FAILED } from './harness/test-failed-flag';
import { PageJournal } from './page-journal';
import { demoStackVariable } from './site-url';

/**
 * Where globalSetup leaves the address of this worker's Chromium (the variable's name ends in the
 * worker's number): one browser per jest worker serves every file that worker runs.
 */
export const BROWSER_ENDPOINT_ENV = 'E2E_BROWSER_ENDPOINT';

export interface TestBrowser extends OpenBrowser {
  /** The pages of these tests only: their own cookies, storage and cache, as a fresh profile. */
  readonly context: BrowserContext;
}

async function connectToWorkersBrowser(): Promise<Browser> {
  const name = demoStackVariable(BROWSER_ENDPOINT_ENV);
  const endpoint = process.env[name];
  if (!endpoint) {
    throw new Error(
      `${name} is not set: run the browser tests with jest (npm test -w @reedmere/e2e)`,
    );
  }
  return puppeteer.connect({ browserWSEndpoint: endpoint });
}

/**
 * A browser for the tests of the enclosing `describe`: a context of its own (as an incognito
 * window) in the worker's Chromium, made before its first test (before any `beforeAll` declared
 * after this call, which may already open pages) and closed after its last, with its pages.
 * Starting Chromium is a second or two of a core; a context is a few milliseconds.
 */
export function browserForTheseTests(): TestBrowser {
  let opened: { browser: Browser; context: BrowserContext } | undefined;
  const journals = new Set<PageJournal>();
  beforeAll(async () => {
    const browser = await connectToWorkersBrowser();
    const context = await browser.createBrowserContext();
    context.on('targetcreated', (target) => {
      void target.page().then((page) => {
        if (!page) return;
        const journal = new PageJournal(page);
        journals.add(journal);
        page.once('close', () => journals.delete(journal));
      });
    });
    opened = { browser, context };
  });
  // A failed test says what each of its pages went through.
  afterEach(async () => {
    if ((globalThis as Record<string, unknown>)[TEST_FAILED] !== true) return;
    const reports = await Promise.all([...journals].map((journal) => journal.report()));
    if (reports.length > 0)
      console.log(`What the test's pages went through:\n${reports.join('\n')}`);
  });
  const close = async () => {
    if (!opened) return;
    const { browser, context } = opened;
    opened = undefined;
    await context.close().catch(() => {});
    await browser.disconnect();
  };
  afterAll(close);
  const current = () => {
    if (!opened) throw new Error('The browser is started in beforeAll; use it from a hook or test');
    return opened;
  };
  return {
    get browser() {
      return current().browser;
    },
    get context() {
      return current().context;
    },
    newPage: async () => {
      const page = await current().context.newPage();
      page.setDefaultTimeout(PAGE_TIMEOUT_MS);
      return page;
    },
    close,
  };
}
