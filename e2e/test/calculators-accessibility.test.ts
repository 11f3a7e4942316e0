import type { Page } from 'puppeteer-core';
import { openPageForAxe, seriousViolations } from '../src/accessibility';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import { SCREENS, waitForHeading } from '../src/page-helpers';
import { siteUrl } from '../src/site-url';

const HYDRATION_ERROR = /hydrat|did not match|react\.dev\/errors\/(418|423|425)\b/i;

const CALCULATOR_PAGES = [
  // Text and links only: React takes over the part that holds them, not what is inside.
  { path: '/calculators', heading: 'Property Calculators', ready: 'main [data-static-part]' },
  {
    path: '/mortgage-calculator',
    heading: 'Mortgage Calculator',
    ready: '[data-testid="balance-chart"] svg',
  },
  {
    path: '/stamp-duty-calculator',
    heading: 'Stamp Duty Calculator',
    ready: '[data-testid="total-duty"]',
  },
] as const;

// The calculators' server-rendered fields hydrate without a mismatch, and their error states
// stay usable with a screen reader (the pages as first shown are checked with every route).
describe('the calculator pages: hydration and error states', () => {
  const browser = browserForTheseTests();

  async function open(
    screen: (typeof SCREENS)[number],
    target: (typeof CALCULATOR_PAGES)[number],
  ): Promise<{ page: Page; hydrationErrors: string[] }> {
    const page = await openPageForAxe(browser, screen.viewport);
    const hydrationErrors: string[] = [];
    // React's production build reports a mismatch by number (418, 423, 425), to the console or
    // as an uncaught error.
    page.on('console', (message) => {
      if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) {
        hydrationErrors.push(message.text());
      }
    });
    page.on('pageerror', (error) => {
      const text = error instanceof Error ? error.message : String(error);
      if (HYDRATION_ERROR.test(text)) hydrationErrors.push(text);
    });
    await page.goto(`${siteUrl('demo')}${target.path}`);
    await waitForHeading(page, target.heading);
    // Hydrated: React has attached to the server's markup (and said so if it did not match).
    await page.waitForFunction(
      (selector) =>
        Object.keys(document.querySelector(selector) ?? {}).some((key) =>
          key.startsWith('__react'),
        ),
      {},
      target.ready,
    );
    return { page, hydrationErrors };
  }

  for (const screen of SCREENS) {
    for (const target of CALCULATOR_PAGES) {
      it(`${target.path} on a ${screen.name} hydrates cleanly`, async () => {
        const { page, hydrationErrors } = await open(screen, target);
        try {
          expect(hydrationErrors).toEqual([]);
        } finally {
          await page.close();
        }
      });
    }
  }

  /** Replaces a field's text from the keyboard, then leaves the field with Tab. */
  async function retype(page: Page, selector: string, text: string) {
    await page.focus(selector);
    await page.keyboard.down('Control');
    await page.keyboard.press('KeyA');
    await page.keyboard.up('Control');
    await page.keyboard.press('Backspace');
    await page.keyboard.type(text);
    await page.keyboard.press('Tab');
  }

  /** The field's error state and the text its aria-describedby points at. */
  const fieldState = (page: Page, selector: string) =>
    page.$eval(selector, (input) => ({
      invalid: input.getAttribute('aria-invalid'),
      description: (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    }));

  it('the mortgage calculator on a phone marks refused fields, says why, and stays clean', async () => {
    const { page } = await open(SCREENS[1], CALCULATOR_PAGES[1]);
    try {
      await retype(page, 'input[name="termYears"]', '60');
      await retype(page, 'input[name="deposit"]', '400000');
      await page.waitForSelector('[data-testid="mortgage-no-result"]');
      // The term's refusal alone shows no result; the deposit's is drawn on its own render, which
      // a busy machine may take longer to reach.
      await page.waitForSelector('input[name="deposit"][aria-invalid="true"]');
      expect(await fieldState(page, 'input[name="termYears"]')).toEqual({
        invalid: 'true',
        description: 'Enter a term of up to 50 years',
      });
      expect(await fieldState(page, 'input[name="deposit"]')).toEqual({
        invalid: 'true',
        description: "The deposit is more than the property's value",
      });
      // Left with Tab, the deposit is written back with its thousands separator.
      expect(await page.$eval('input[name="deposit"]', (i) => (i as HTMLInputElement).value)).toBe(
        '400,000',
      );
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('the stamp duty calculator on a phone marks a refused price and stays clean', async () => {
    const { page } = await open(SCREENS[1], CALCULATOR_PAGES[2]);
    try {
      await retype(page, 'input[name="purchasePrice"]', '-5');
      await page.waitForSelector('[data-testid="stamp-duty-no-result"]');
      expect(await fieldState(page, 'input[name="purchasePrice"]')).toEqual({
        invalid: 'true',
        description: 'Enter an amount of £0 or more',
      });
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
