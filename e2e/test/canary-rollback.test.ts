import path from 'node:path';
import { registryFileIn } from '@reedmere/launcher';
import { readRegistry } from '@reedmere/releases';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import { canaryVisitorId } from '@reedmere/contracts/testing';
import { asVisitor, untilCanaryViews, visitAndLeave } from '../src/canary-visitors';
import {
  copyRemoteWorkspace,
  demoDataDir,
  keepRegistry,
  removeCopy,
  replaceInFile,
  runDeployCommand,
  untilReleased,
} from '../src/demo-stack';
import { signIn } from '../src/admin-session';
import {
  openAdminPage,
  openVisitorPage,
  waitForHeading,
  waitForTextInMain,
} from '../src/page-helpers';
import { adminUrl, siteUrl } from '../src/site-url';

const SUBTITLE = 'Market updates and property news from across Norfolk.';
const NEWS_PAGE = path.join('src', 'features', 'article-list', 'components', 'news-page.tsx');
// The page component's opening line: the defect goes right under it, before any hook.
const PAGE_START = 'export function NewsPage() {';

// A division ships a news build whose page throws as it draws. Published as a canary for half
// the visitors with a health check of three page views, it is rolled back by the site itself
// from what the visitors' browsers report, and every later page gets the stable build, with no
// restart and nobody running a command.
describe('a canary that fails in its section', () => {
  const canaryVisitor = browserForTheseTests();
  let dataDir: string;
  let restoreRegistry: (() => Promise<void>) | undefined;
  let copy: string | undefined;
  let buildId: string | undefined;

  beforeAll(async () => {
    dataDir = demoDataDir();
    restoreRegistry = await keepRegistry(dataDir);
    copy = await copyRemoteWorkspace('mfe-news');
    await replaceInFile(
      path.join(copy, NEWS_PAGE),
      PAGE_START,
      `${PAGE_START}\n  if (Date.now() > 0) throw new Error('A defect of this build');`,
    );
  });
  afterAll(async () => {
    await restoreRegistry?.();
    await removeCopy(copy);
  });

  it('is published for half the visitors with a check of three page views', async () => {
    const run = await runDeployCommand(
      ['news', '--source', copy!, '--canary', '50', '--min-views', '3', '--margin', '10'],
      dataDir,
    );
    expect([run.code, run.output]).toEqual([0, expect.stringContaining('A canary for 50 %')]);
    buildId = run.buildId;
    expect(buildId).toMatch(/^\d{8}T\d{6}Z-[0-9a-f]{8}$/);
  }, 300000);

  it('is rolled back by the site after a canary visitor saw it fail on three pages', async () => {
    const canaryUrl = `/remotes/news/${buildId}/mf-manifest.json`;
    const page = await openVisitorPage(canaryVisitor);
    await asVisitor(page, canaryVisitorId('news', canaryUrl, 50, true));
    for (let visit = 1; visit <= 3; visit++) {
      // The section's error state, in place of the articles.
      await visitAndLeave(page, '/news', () =>
        Boolean(
          document
            .querySelector('main')
            ?.textContent?.includes('This section is temporarily unavailable.'),
        ),
      );
      // Counted before the next (the third rolls it back at once).
      if (visit < 3) await untilCanaryViews(dataDir, 'news', canaryUrl, visit);
    }
    const rollback = await untilReleased(dataDir, { action: 'rollback', version: buildId });
    expect(rollback).toMatchObject({ remote: 'news', by: 'health check' });
    expect(rollback.figures?.canary.views).toBe(3);
    expect(rollback.figures?.canary.errors).toBeGreaterThanOrEqual(3);
    expect(rollback.reason).toMatch(
      /^canary \d+ errors in 3 views \(\d+\.\d %\) against stable .*: more than 10 points above, over at least 3 views$/,
    );
    expect(typeof (await readRegistry(registryFileIn(dataDir))).news).toBe('string');

    // The same visitor's next page comes from the stable build.
    await page.goto(`${siteUrl('demo')}/news`, { waitUntil: 'networkidle0' });
    await waitForTextInMain(page, SUBTITLE);
    expect(await page.$eval('main', (el) => (el as HTMLElement).innerText)).not.toContain(
      'temporarily unavailable',
    );
    await page.close();
    // Three pages of a build just published and its rollback, on a busy machine.
  }, 120_000);

  it("shows the rollback and its figures in the admin's Deployments tab", async () => {
    const page = await openAdminPage(canaryVisitor, await signIn('demo'));
    await page.goto(`${adminUrl('demo')}/admin`);
    await waitForHeading(page, 'Admin Panel');
    await page.locator('[role=tab] ::-p-text(Deployments)').click();
    const row = await page.waitForSelector(
      `::-p-xpath(//tr[td[contains(., "${buildId}")] and td[contains(., "Automatic rollback")]])`,
    );
    const cells = await row!.$$eval('td', (found) => found.map((cell) => cell.textContent ?? ''));
    expect(cells).toEqual([
      expect.any(String),
      'news',
      'Automatic rollback',
      buildId,
      expect.any(String),
      '',
      'health check',
      expect.stringMatching(/^canary \d+ errors in 3 views .* over at least 3 views$/),
    ]);
    // News is back to one build for everyone: no canary to promote or roll back.
    expect(await page.$$('[role=tabpanel]:not([hidden]) ::-p-aria(Roll back news canary)')).toEqual(
      [],
    );
    await page.close();
  });

  it('shows the rollback and its figures on the command line', async () => {
    const status = await runDeployCommand(['status'], dataDir);
    expect(status.code).toBe(0);
    expect(status.output).toMatch(
      new RegExp(
        `news {2}rollback ${buildId} \\(stable [^)]+\\) {2}by health check: canary \\d+ errors in 3 views`,
      ),
    );
  });
});
