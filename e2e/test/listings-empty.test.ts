import type { Page } from 'puppeteer-core';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import { mainText, openVisitorPage, waitForHeading, waitForTextInMain } from '../src/page-helpers';
import { siteUrl } from '../src/site-url';

// On an empty database every listing screen says it has nothing, in its documented words.
describe('listings with no properties', () => {
  const browser = browserForTheseTests();
  let page: Page;

  beforeAll(async () => {
    page = await openVisitorPage(browser);
  });

  const textInMain = (text: string) => waitForTextInMain(page, text);

  it('the generic list says No Properties Found', async () => {
    await page.goto(`${siteUrl('empty')}/properties`);
    await waitForHeading(page, 'Properties');
    await textInMain('No Properties Found');
    expect(await mainText(page)).toContain('0 Properties Found');
  });

  it.each([
    [
      '/residential',
      'Residential Excellence',
      'No residential properties found matching your criteria.',
    ],
    [
      '/commercial-sales',
      'Commercial Sales Excellence',
      'No commercial properties for sale found matching your criteria.',
    ],
    [
      '/commercial-lettings',
      'Commercial Lettings',
      'No commercial properties to rent found matching your criteria.',
    ],
  ])('%s says it has none', async (path, heading, empty) => {
    await page.goto(`${siteUrl('empty')}${path}`);
    await waitForHeading(page, heading);
    await textInMain(empty);
  });

  it('the home page says nothing is under offer', async () => {
    await page.goto(`${siteUrl('empty')}/`);
    await textInMain('No properties currently under offer.');
  });
});
