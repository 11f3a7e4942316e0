import type { Page } from 'puppeteer-core';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import {
  mainText,
  openVisitorPage,
  REMOTE_FALLBACK_TEXT,
  waitForHeading,
  waitForHydration,
} from '../src/page-helpers';
import { siteUrl } from '../src/site-url';

// The calculators as a visitor uses them: the landing page's links, the mortgage figures from
// the default inputs and as a rate is typed, and stamp duty for a few prices and dates.

const money = (value: number, decimals: number): string =>
  new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);

/** The repayment formula: P r / (1 - (1 + r)^-n), r monthly, n months. */
function monthlyRepayment(loan: number, annualPercent: number, years: number): number {
  const r = annualPercent / 100 / 12;
  const n = years * 12;
  return r === 0 ? loan / n : (loan * r) / (1 - Math.pow(1 + r, -n));
}

describe('the calculators', () => {
  const browser = browserForTheseTests();
  let page: Page;

  beforeAll(async () => {
    page = await openVisitorPage(browser);
  });

  async function open(path: string, heading: string) {
    await page.goto(`${siteUrl('demo')}${path}`);
    await waitForHeading(page, heading);
    expect(await mainText(page)).not.toContain(REMOTE_FALLBACK_TEXT);
  }

  /**
   * Opens a calculator and waits until it is live: these tests follow its figures, and what is
   * typed before then is the early-interaction tests' subject.
   */
  async function openCalculator(path: string, heading: string, field: string) {
    await open(path, heading);
    await waitForHydration(page, `#calculator-${field}`);
  }

  /** Replaces a field's text by typing, as a visitor does. */
  async function retype(selector: string, text: string) {
    await page.click(selector, { count: 3 });
    await page.keyboard.press('Backspace');
    await page.type(selector, text);
  }

  /** Sets a date input (its typed format depends on the browser's locale). */
  async function setDate(selector: string, isoDate: string) {
    await page.$eval(
      selector,
      (el, value) => {
        const input = el as HTMLInputElement;
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        setter?.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      },
      isoDate,
    );
  }

  /** Ticks or clears a box, scrolled to the middle of the window first as a visitor would. */
  async function tick(name: string) {
    const box = `input[name="${name}"]`;
    await page.$eval(box, (el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await page.click(box);
  }

  async function waitForText(testId: string, expected: string) {
    await page.waitForFunction(
      (id, text) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() === text,
      {},
      testId,
      expected,
    );
  }

  it('the landing page links to both calculators, the properties and the contact page', async () => {
    await open('/calculators', 'Property Calculators');
    const hrefs = await page.$$eval('main a', (links) =>
      links.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
    );
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/mortgage-calculator',
        '/stamp-duty-calculator',
        '/residential',
        '/contact',
      ]),
    );
    await page.locator('main a::-p-text(Work out your mortgage)').click();
    await waitForHeading(page, 'Mortgage Calculator');
    await page.goBack();
    await page.locator('main a::-p-text(Work out your stamp duty)').click();
    await waitForHeading(page, 'Stamp Duty Calculator');
  });

  it('the mortgage calculator starts from the defaults and follows the rate as it is typed', async () => {
    await openCalculator('/mortgage-calculator', 'Mortgage Calculator', 'interestRate');
    await waitForText('monthly-payment', money(monthlyRepayment(240000, 4, 25), 2));
    await waitForText('loan-to-value', '80.0%');
    const text = await mainText(page);
    expect(text).toContain('Sample market rates (January 2025)');
    expect(text).toContain('3.69% - 4.22%');

    await retype('input[name="interestRate"]', '5.5');
    await waitForText('monthly-payment', money(monthlyRepayment(240000, 5.5, 25), 2));
    await retype('input[name="interestRate"]', '0');
    await waitForText('monthly-payment', '£800.00');
    await retype('input[name="deposit"]', '£90,000');
    await waitForText('monthly-payment', money(210000 / 300, 2));
    await waitForText('loan-to-value', '70.0%');
  });

  it('the mortgage calculator reads a decimal comma, refuses nonsense and keeps its formatting', async () => {
    await openCalculator('/mortgage-calculator', 'Mortgage Calculator', 'interestRate');
    await retype('input[name="interestRate"]', '4,5');
    // 4.5 %, not 45 %.
    await waitForText('monthly-payment', money(monthlyRepayment(240000, 4.5, 25), 2));
    await page.keyboard.press('Tab');
    const valueOf = (name: string) =>
      page.$eval(`input[name="${name}"]`, (input) => (input as HTMLInputElement).value);
    expect(await valueOf('interestRate')).toBe('4.5');

    await retype('input[name="propertyValue"]', '350000');
    await page.keyboard.press('Tab');
    expect(await valueOf('propertyValue')).toBe('350,000');

    await retype('input[name="termYears"]', '60');
    await waitForText('mortgage-no-result', 'Correct the term to see your figures.');
    expect(await page.$('[data-testid="monthly-payment"]')).toBeNull();
    await retype('input[name="termYears"]', '25');
    await retype('input[name="deposit"]', '400,000');
    await waitForText(
      'mortgage-no-result',
      "The deposit is more than the property's value, so there is nothing to borrow.",
    );
  });

  it('stamp duty follows the price, the buyer and the completion date', async () => {
    await openCalculator('/stamp-duty-calculator', 'Stamp Duty Calculator', 'purchasePrice');
    const price = 'input[name="purchasePrice"]';
    await setDate('input[name="completionDate"]', '2025-11-15');
    await retype(price, '300000');
    await waitForText('total-duty', '£5,000');
    await waitForText('effective-rate', '1.67%');

    await tick('firstTimeBuyer');
    await retype(price, '£500,000');
    await waitForText('total-duty', '£10,000');
    await retype(price, '500,001');
    await waitForText('total-duty', '£15,000');
    expect(await mainText(page)).toContain('First-time buyer relief does not apply');
    await tick('firstTimeBuyer');

    await retype(price, '300000');
    await tick('additionalProperty');
    await waitForText('total-duty', '£20,000');
    await setDate('input[name="completionDate"]', '2024-10-30');
    await waitForText('total-duty', '£11,500');
    await tick('additionalProperty');
    await waitForText('total-duty', '£2,500');

    await setDate('input[name="completionDate"]', '2015-06-01');
    await page.waitForSelector('[data-testid="before-coverage"]');
    expect(await mainText(page)).toContain(
      'This calculator covers completion dates from 1 April 2016.',
    );
    expect(await page.$('[data-testid="total-duty"]')).toBeNull();
  });
});
