import { ROUTES, type Development, type NewsArticle, type Property } from '@reedmere/contracts';
import type { Page } from 'puppeteer-core';
import { seriousViolations } from '../src/accessibility';
import { api } from '../src/api';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import { openVisitorPage } from '../src/page-helpers';
import { siteUrl } from '../src/site-url';

/** Every public route of the route table with its parameters filled from the demo content. */
async function publicPaths(): Promise<string[]> {
  const [property] = (await api<Property[]>('demo', '/api/properties?limit=1')).body;
  const [development] = (await api<Development[]>('demo', '/api/developments')).body;
  const [article] = (await api<NewsArticle[]>('demo', '/api/news')).body;
  const examples: Record<string, string> = {
    '/property/:id': `/property/${property!.id}`,
    '/developments/:id': `/developments/${development!.id}`,
    '/news/:slug': `/news/${article!.slug}`,
  };
  return ROUTES.filter((route) => route.owner !== 'mfe-admin')
    .map((route) => examples[route.path] ?? route.path)
    .concat('/no-such-page');
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${siteUrl('demo')}${path}`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('main h1');
}

// axe-core on every public page of the site (the admin panel has its own test): no serious or
// critical violation anywhere (the rules a screen-reader, keyboard or low-vision user meets).
describe('accessibility of every page', () => {
  const browser = browserForTheseTests();
  let paths: string[];

  beforeAll(async () => {
    paths = await publicPaths();
  });

  it.each([
    ['a desktop', { width: 1280, height: 900 }],
    ['a phone', { width: 390, height: 844, isMobile: true, hasTouch: true }],
  ])(
    'public pages on %s',
    async (_name, viewport) => {
      const page = await openVisitorPage(browser);
      await page.setViewport(viewport);
      await page.setBypassCSP(true);
      const found: Record<string, unknown> = {};
      for (const path of paths) {
        await open(page, path);
        const violations = await seriousViolations(page);
        if (violations.length > 0) found[path] = violations;
      }
      await page.close();
      expect(found).toEqual({});
    },
    240_000,
  );
});
