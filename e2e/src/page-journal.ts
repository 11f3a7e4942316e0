import type { Page } from 'puppeteer-core';

/** The newest entries kept per page: enough to see how a failed step came about. */
const KEPT_ENTRIES = 80;
/** How much of the page's main text a report quotes: enough to tell which page, or version, it shows. */
const MAIN_TEXT_QUOTED = 200;
/** A page too busy (or hung) to answer this soon is reported as such. */
const STATE_TIMEOUT_MS = 3000;

/**
 * What a page went through, kept so that a failed test can say it: each change of its address,
 * its console's errors and warnings, uncaught errors, a crash, failed requests and error
 * answers, each with the milliseconds since the page was opened. A test that times out waiting
 * for the page says only what it waited for; this says what the page did meanwhile.
 */
export class PageJournal {
  private readonly entries: string[] = [];
  private readonly openedAt = Date.now();

  constructor(private readonly page: Page) {
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.note(`address ${frame.url()}`);
    });
    page.on('console', (message) => {
      const type = message.type();
      if (type === 'error' || type === 'warn') this.note(`console.${type} ${message.text()}`);
    });
    page.on('pageerror', (error) => this.note(`uncaught ${String(error)}`));
    page.on('error', (error) => this.note(`crashed ${error.message}`));
    page.on('requestfailed', (request) => {
      this.note(
        `failed ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`,
      );
    });
    page.on('response', (response) => {
      const status = response.status();
      if (status >= 400)
        this.note(`answered ${status} to ${response.request().method()} ${response.url()}`);
    });
  }

  private note(entry: string): void {
    this.entries.push(`+${Date.now() - this.openedAt} ms ${entry}`);
    if (this.entries.length > KEPT_ENTRIES) this.entries.shift();
  }

  /**
   * The page as it stands (address, scroll, focus, parts still loading, the start of its main
   * text) and what it went through.
   */
  async report(): Promise<string> {
    const state = this.page.isClosed() ? 'closed' : await this.readState();
    return [`page +${Date.now() - this.openedAt} ms: ${state}`, ...this.entries].join('\n  ');
  }

  private async readState(): Promise<string> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      return await Promise.race([
        this.page
          .evaluate((quoted) => {
            const focus = document.activeElement;
            const main = document.querySelector('main');
            const text = main ? main.innerText.replace(/\s+/g, ' ').trim() : undefined;
            return [
              `at ${window.location.href} (${document.readyState})`,
              `scrolled to ${window.scrollY} of ${document.documentElement.scrollHeight} (window ${window.innerHeight})`,
              `focus on ${focus ? focus.tagName.toLowerCase() + (focus.id ? `#${focus.id}` : '') : 'nothing'}`,
              `parts loading: ${document.querySelectorAll('[data-loading]').length}`,
              text === undefined
                ? 'no main'
                : `main begins "${text.slice(0, quoted)}${text.length > quoted ? '…' : ''}"`,
            ].join('; ');
          }, MAIN_TEXT_QUOTED)
          .catch((error: unknown) => `unreadable: ${String(error)}`),
        new Promise<string>((resolve) => {
          timer = setTimeout(resolve, STATE_TIMEOUT_MS, `no answer within ${STATE_TIMEOUT_MS} ms`);
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  }
}
