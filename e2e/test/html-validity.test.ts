import { HtmlValidate, type Message } from 'html-validate';
import type { Development, NewsArticle, Property } from '@reedmere/contracts';
import { SERVER_PAYLOAD_ELEMENT_ID } from '@reedmere/contracts';
import { api } from '../src/api';
import { siteUrl } from '../src/site-url';

// The rules of the HTML standard only (content models, unique ids, attributes), not a style
// guide: what the W3C's checker reports as errors.
const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

/** The served page's problems, one line each. */
async function problemsOf(path: string, status = 200): Promise<string[]> {
  const response = await fetch(`${siteUrl('demo')}${path}`, { headers: { accept: 'text/html' } });
  const html = await response.text();
  expect(response.status).toBe(status);
  // Rendered on the server: the markup checked is the page's, not the empty shell's.
  expect(html).toContain(`id="${SERVER_PAYLOAD_ELEMENT_ID}"`);
  const report = await validator.validateString(html);
  return report.results
    .flatMap((result): Message[] => result.messages)
    .map((message) => `${message.ruleId} at ${message.line}:${message.column}: ${message.message}`);
}

// Every public page as the server sends it is valid HTML: styles in the head, each id once (a
// listing shown in two sections of the home page included), buttons holding phrasing content.
describe('the HTML the site serves', () => {
  it.each([
    '/',
    '/residential',
    '/commercial-sales',
    '/properties',
    '/property-finder',
    '/news',
    '/developments',
    '/stamp-duty-calculator',
    '/mortgage-calculator',
    '/calculators',
    '/contact',
    '/epc',
    '/privacy-policy',
  ])('%s', async (path) => {
    expect(await problemsOf(path)).toEqual([]);
  });

  it('a property, a development and an article', async () => {
    const [property] = (await api<Property[]>('demo', '/api/properties?limit=1')).body;
    const [development] = (await api<Development[]>('demo', '/api/developments')).body;
    const [article] = (await api<NewsArticle[]>('demo', '/api/news?limit=1')).body;
    for (const path of [
      `/property/${property!.id}`,
      `/developments/${development!.id}`,
      `/news/${article!.slug}`,
    ]) {
      expect(await problemsOf(path)).toEqual([]);
    }
  });

  it('the not-found page', async () => {
    expect(await problemsOf('/no-such-page-anywhere', 404)).toEqual([]);
  });
});
