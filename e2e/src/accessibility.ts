import { readFile } from 'node:fs/promises';
import type { Page, Viewport } from 'puppeteer-core';
import type { OpenBrowser } from './browser';
import { openVisitorPage } from './page-helpers';

/** One rule a page breaks, with where: what the test prints when it fails. */
export interface Violation {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

let axeSource: Promise<string> | undefined;

/**
 * A visitor's page on the given screen, ready for `seriousViolations`: the site's policy allows
 * only its own scripts, and axe-core is injected as an inline one.
 */
export async function openPageForAxe(browser: OpenBrowser, viewport: Viewport): Promise<Page> {
  const page = await openVisitorPage(browser, viewport);
  await page.setBypassCSP(true);
  return page;
}

/**
 * Runs axe-core on the page as it stands and returns the serious and critical violations (the
 * ones that stop someone using the page with a screen reader, a keyboard or low vision).
 * The page must allow the injected script: open it with `page.setBypassCSP(true)`.
 */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  axeSource ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  const source = await axeSource;
  // Colours are judged as they settle: a tap's ripple or a fade caught half-way would be read
  // as text on a background it only passes through.
  await page
    .waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== 'running'),
      { timeout: 3000 },
    )
    .catch(() => undefined);
  await page.evaluate(source);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
  });
}
