import type { HTTPRequest } from 'puppeteer-core';
import { type OpenBrowser } from '../src/browser';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import {
  MAIN_NAV,
  openVisitorPage,
  REMOTE_FALLBACK_TEXT,
  waitForHeading,
  waitForHydration,
} from '../src/page-helpers';
import { siteUrl } from '../src/site-url';

// The federation runtime checks a shared singleton against what the remote's build asked for
// when the remote consumes it. That request is compiled into the remote's remoteEntry.js (its
// consume data: `requiredVersion`, `strictVersion`, `shareKey`); mf-manifest.json carries no
// strictVersion and is not what the check reads. So the skew is simulated by serving a modified
// remoteEntry.js of the news remote.
const ENTRY = /^\/remotes\/news\/(?:[^/]+\/)?remoteEntry\.js$/;

/** The consume data of `react` in a build made under the version-skew rule. */
const REACT_CONSUME = /requiredVersion:"[^"]*"(,strictVersion:!0[^}]*?shareKey:"react")/g;
/** The version of `react` the remote offers to the share scope (the one it was built with). */
const REACT_PROVIDED = /(\breact:\[\{version:")\d+\.\d+\.\d+"/g;

type Rewrite = (source: string) => string;

/** A visitor page whose news remoteEntry.js is rewritten; counts the rewrites that changed it. */
async function pageWithEntry(browser: OpenBrowser, rewrite: Rewrite) {
  const page = await openVisitorPage(browser);
  const state = { rewritten: 0, console: [] as string[] };
  page.on('console', (message) => state.console.push(`${message.type()}: ${message.text()}`));
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    if (!ENTRY.test(new URL(request.url()).pathname)) {
      void request.continue();
      return;
    }
    void (async () => {
      const source = await (await fetch(request.url())).text();
      const body = rewrite(source);
      if (body !== source) state.rewritten += 1;
      await request.respond({
        status: 200,
        contentType: 'application/javascript',
        headers: { 'cache-control': 'no-cache' },
        body,
      });
    })();
  });
  return { page, state };
}

describe('version skew between the shell and a remote', () => {
  const browser = browserForTheseTests();

  it('a remote that needs another major of react fails loudly: fallback and a console error', async () => {
    const { page, state } = await pageWithEntry(browser, (source) =>
      source.replace(REACT_CONSUME, 'requiredVersion:"^99.0.0"$1'),
    );
    await page.goto(`${siteUrl('demo')}/news`);
    await page.waitForFunction(
      (text) => document.querySelector('main')?.textContent?.includes(text),
      {},
      REMOTE_FALLBACK_TEXT,
    );
    // A build without strictVersion would not match: the test then fails here, not silently.
    expect(state.rewritten).toBeGreaterThan(0);
    expect(await page.$('main button::-p-text(Retry)')).not.toBeNull();
    expect(await page.$(MAIN_NAV)).not.toBeNull();
    const errors = state.console.filter((line) => line.startsWith('error:'));
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /Version 19\.\d+\.\d+ from shell of shared singleton module react does not satisfy the requirement of news which needs \^99\.0\.0/,
        ),
      ]),
    );
    await page.close();
  });

  it('a remote built against a newer minor of react runs on the shell copy', async () => {
    const { page, state } = await pageWithEntry(browser, (source) =>
      source.replace(REACT_PROVIDED, '$119.99.0"'),
    );
    await page.goto(`${siteUrl('demo')}/news`, { waitUntil: 'networkidle0' });
    await waitForHeading(page, 'News');
    // The served page reads at once; the remote's entry loads when the shell starts after the
    // page's load, which on a busy machine can come after the network has been still a while.
    await waitForHydration(page, 'main');
    expect(state.rewritten).toBeGreaterThan(0);
    const text = await page.$eval('main', (el) => (el as HTMLElement).innerText);
    expect(text).not.toContain(REMOTE_FALLBACK_TEXT);
    expect(state.console.filter((line) => /does not satisfy/.test(line))).toEqual([]);
    await page.close();
  });
});
