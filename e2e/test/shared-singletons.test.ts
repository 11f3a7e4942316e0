import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  BUNDLE_REPORT_FILE,
  contextModulesByFile,
  duplicatedModules,
  REMOTE_NAMES,
  type ReportNode,
} from '@reedmere/mf-build';
import { ROUTES } from '@reedmere/contracts';
import { signIn } from '../src/admin-session';
import { PAGE_TIMEOUT_MS } from '../src/browser';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import { mainHeading, withCookieChoiceMade } from '../src/page-helpers';
import { siteUrl } from '../src/site-url';

const REPO = path.resolve(__dirname, '..', '..');

/**
 * Each build's analyzer report, keyed by the URL path its files are served under: the context
 * modules of each file, and every file the reports know (a loaded file missing from them means
 * a stale report, and the check would prove nothing).
 */
async function readReports(): Promise<{ byUrl: Map<string, Set<string>>; known: Set<string> }> {
  const builds = [
    { dir: 'shell', prefix: '/' },
    ...REMOTE_NAMES.map((name) => ({ dir: `mfe-${name}`, prefix: `/remotes/${name}/` })),
  ];
  const byUrl = new Map<string, Set<string>>();
  const known = new Set<string>();
  for (const { dir, prefix } of builds) {
    const file = path.join(REPO, dir, BUNDLE_REPORT_FILE);
    const report = JSON.parse(await readFile(file, 'utf8')) as ReportNode[];
    for (const node of report) known.add(`${prefix}${node.label}`);
    for (const [name, modules] of contextModulesByFile(report))
      byUrl.set(`${prefix}${name}`, modules);
  }
  return { byUrl, known };
}

/** A page of each route of the table, with sample parameters. */
const samplePaths = (ids: { property: string; development: string; article: string }) =>
  ROUTES.map((route) =>
    route.path
      .replace(':id', route.path.startsWith('/property') ? ids.property : ids.development)
      .replace(':slug', ids.article),
  );

// The bundle analyzer's reports of all six builds, checked against what a browser really loads
// on every route: no module that holds React context (React, the router, SWR, emotion, MUI's
// styling layer) or the federation runtime's state may arrive twice.
describe('shared singletons on the composed site', () => {
  const browser = browserForTheseTests();

  it('loads each context-holding module once across every route', async () => {
    const { byUrl, known } = await readReports();
    expect(byUrl.size).toBeGreaterThan(0);
    const get = async <T>(url: string) => (await fetch(`${siteUrl('demo')}${url}`)).json() as T;
    const [property] = await get<{ id: string }[]>('/api/properties?limit=1');
    const [development] = await get<{ id: string }[]>('/api/developments');
    const [article] = await get<{ slug: string }[]>('/api/news');

    const page = await browser.newPage();
    await withCookieChoiceMade(page);
    const admin = await signIn('demo');
    const [name, value] = admin.cookie.split('=');
    await page.setCookie({ name: name!, value: value!, url: siteUrl('demo') });
    const loaded = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) loaded.add(url.pathname);
    });
    // The scripts asked for and not yet answered: a route has loaded its code once none is left.
    // Other requests (pictures, reads, reports) do not count: one slow to end proves nothing here.
    const pendingScripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') pendingScripts.add(request.url());
    });
    for (const ended of ['requestfinished', 'requestfailed'] as const) {
      page.on(ended, (request) => pendingScripts.delete(request.url()));
    }
    const scriptsLoaded = async (route: string) => {
      const deadline = Date.now() + PAGE_TIMEOUT_MS;
      let quietSince = Date.now();
      while (Date.now() - quietSince < 200) {
        if (pendingScripts.size > 0) quietSince = Date.now();
        if (Date.now() > deadline) {
          throw new Error(`${route}: scripts still loading: ${[...pendingScripts].join(', ')}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };

    await page.goto(`${siteUrl('demo')}/`, { waitUntil: 'networkidle0' });
    for (const route of samplePaths({
      property: property!.id,
      development: development!.id,
      article: article!.slug,
    })) {
      // Client-side navigation, as a visitor moves around: one page, every remote on it.
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, route);
      await mainHeading(page);
      await scriptsLoaded(route);
    }

    const remotesLoaded = REMOTE_NAMES.filter((remote) =>
      [...loaded].some((file) => file.startsWith(`/remotes/${remote}/`)),
    );
    expect(remotesLoaded).toEqual([...REMOTE_NAMES]);
    expect([...loaded].filter((file) => !known.has(file))).toEqual([]);
    const buildOf = (file: string) => /^\/remotes\/([^/]+)\//.exec(file)?.[1] ?? 'shell';
    expect(Object.fromEntries(duplicatedModules(byUrl, loaded, buildOf))).toEqual({});
    await page.close();
  });
});
