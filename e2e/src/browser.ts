import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

/** Debian's Chromium unless CHROME_PATH points elsewhere; puppeteer never downloads a browser. */
export const chromePath = (): string => process.env.CHROME_PATH || '/usr/bin/chromium';

const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The browser the tests drive: Chromium's headless shell (Debian's chromium-headless-shell), the
 * same engine without the desktop browser around it, which loads a page on about half the CPU;
 * Chromium itself where the shell is not installed, or CHROME_PATH. The benchmarks keep
 * Chromium: what they measure is a visitor's browser.
 */
export const testChromePath = (): string =>
  process.env.CHROME_PATH || (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : chromePath());

// No sandbox: the tests run as root in CI. The rest keep Chromium from calling home, which has
// no route here and would only slow it down.
export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** How long a page waits for a selector or a navigation before the test fails. */
export const PAGE_TIMEOUT_MS = 15_000;

export interface OpenBrowser {
  browser: Browser;
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/**
 * Starts Chromium (`executablePath`, by default the one a visitor would use) with a fresh profile
 * in a temporary folder, removed again by `close()`.
 */
export async function openBrowser(executablePath = chromePath()): Promise<OpenBrowser> {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'reedmere-chromium-'));
  let browser: Browser;
  try {
    browser = await puppeteer.launch({
      executablePath,
      // The headless shell is headless already: 'shell' keeps puppeteer from asking for a mode it lacks.
      headless: executablePath.includes('headless-shell') ? 'shell' : true,
      userDataDir,
      args: [...CHROMIUM_FLAGS],
    });
  } catch (error) {
    await rm(userDataDir, { recursive: true, force: true });
    throw new Error(
      `Could not start Chromium at ${executablePath} (install the chromium or chromium-headless-shell package, or set CHROME_PATH): ${
        error instanceof Error ? error.message : String(error)
      }`,
      { cause: error },
    );
  }
  return {
    browser,
    newPage: async () => {
      const page = await browser.newPage();
      page.setDefaultTimeout(PAGE_TIMEOUT_MS);
      return page;
    },
    close: async () => {
      await browser.close().catch(() => {});
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}
