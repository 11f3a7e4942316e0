import { countedAnswer } from '@reedmere/contracts';
import { hydrateAsServed, mockFetchForEachTest, unmountHydrated } from '@reedmere/web-kit/testing';
import { makeProperties, makeProperty } from '../../test/fixtures';
import { HOME_KEY } from '../features/home-sections/api/use-home';
import { londonDay } from '../shared/price-reduction';
import ListingsHomeSections from './home-sections';
import ListingsRoutes from './routes';
import { listingsLoader } from './routes-loader';

const DAY_MS = 86_400_000;
const twoDaysAgo = new Date((londonDay(new Date()) - 2) * DAY_MS + DAY_MS / 2).toISOString();
const reduced = makeProperty({
  id: 'r1',
  price: 325000,
  priceHistory: [{ date: twoDaysAgo, from: 340000, to: 325000 }],
});

const fetchSpy = mockFetchForEachTest();
afterEach(unmountHydrated);

describe('server-rendered listings hydrate as they were rendered', () => {
  it('the property page with its reduction and price history', async () => {
    const { html, container, recovered, errors } = await hydrateAsServed(
      '/property/r1',
      <ListingsRoutes />,
      { '/api/properties/r1': reduced },
    );
    expect(html).toContain('Reduced on');
    expect(html).toContain('Price history');
    expect(recovered).toEqual([]);
    expect(errors).toEqual([]);
    expect(container).toHaveTextContent('Reduced on');
  });

  it('a card with the Reduced marker on the home page', async () => {
    const { html, container, recovered, errors } = await hydrateAsServed(
      '/',
      <ListingsHomeSections />,
      {
        [HOME_KEY]: {
          residentialSales: [reduced],
          commercialSales: [],
          commercialLettings: [],
          underOffer: [],
          developments: [],
        },
      },
    );
    expect(html).toContain('>Reduced<');
    expect(recovered).toEqual([]);
    expect(errors).toEqual([]);
    expect(container.querySelector('article')).toHaveTextContent('Reduced');
  });

  it('a list page with its alert button, the dialog left to the browser', async () => {
    const { html, container, recovered, errors } = await hydrateAsServed(
      '/residential?location=Holt',
      <ListingsRoutes />,
      {
        '/api/properties?propertyType=residential&priceType=sale&location=Holt&page=1&limit=12': [
          reduced,
        ],
      },
    );
    expect(html).toContain('Get alerts for this search');
    expect(html).not.toContain('Send me alerts');
    expect(recovered).toEqual([]);
    expect(errors).toEqual([]);
    expect(container.querySelector('button[aria-haspopup="dialog"]')).toHaveTextContent(
      'Get alerts for this search',
    );
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  /**
   * The answers the server reads for `path`, under the keys its loader names, kept as the
   * renderer keeps them: a counted read with the list's total (`total` as X-Total-Count), or the
   * body alone (an older renderer, which keeps bodies only: `total` undefined).
   */
  function servedData(path: string, bodies: unknown[], total?: number): Record<string, unknown> {
    const [pathname = '', query = ''] = path.split('?');
    const requests = listingsLoader({ pathname, search: query ? `?${query}` : '' });
    expect(requests).toHaveLength(bodies.length);
    return Object.fromEntries(
      requests.map(({ key, counted }, i) => [
        key,
        counted && total !== undefined ? countedAnswer(bodies[i], String(total)) : bodies[i],
      ]),
    );
  }

  /**
   * A list page served from `data` and hydrated: checked to hydrate as rendered (React recovered
   * from nothing and logged no error) and without reading the list again.
   */
  async function hydrateList(path: string, data: Record<string, unknown>) {
    const { html, container, recovered, errors } = await hydrateAsServed(
      path,
      <ListingsRoutes />,
      data,
    );
    expect(recovered).toEqual([]);
    expect(errors).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
    return { html, container };
  }

  const nextButton = (container: HTMLElement) =>
    [...container.querySelectorAll('nav[aria-label="Pages"] button')].find(
      (button) => button.textContent === 'Next',
    );

  it('a full page of the properties list, counted on the server, without reading again', async () => {
    const path = '/properties?type=residential&page=2';
    const data = servedData(path, [makeProperties(12)], 40);
    const { html, container } = await hydrateList(path, data);
    // The count is in the first paint, and Next is on: pages 3 and 4 follow.
    expect(html).toContain('40 Properties Found');
    expect(html).toContain('Page 2');
    expect(container.querySelectorAll('article')).toHaveLength(12);
    expect(container).toHaveTextContent('40 Properties Found');
    expect(nextButton(container)).toBeEnabled();
  });

  it('the last page of the properties list, counted, with Next off from the first paint', async () => {
    const path = '/properties?page=4';
    const data = servedData(path, [makeProperties(12)], 48);
    const { html, container } = await hydrateList(path, data);
    expect(html).toContain('48 Properties Found');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Next/);
    expect(nextButton(container)).toBeDisabled();
  });

  it('a short last page from a renderer that keeps bodies only, counted from its length', async () => {
    const path = '/properties?type=residential&page=2';
    // Three after twelve.
    const data = servedData(path, [makeProperties(3)]);
    const { html, container } = await hydrateList(path, data);
    expect(html).toContain('15 Properties Found');
    expect(html).toContain('Home 3');
    expect(html).toContain('Page 2');
    expect(container.querySelectorAll('article')).toHaveLength(3);
  });

  it('a full page from a renderer that keeps bodies only, whose count is unknown', async () => {
    const path = '/properties?page=2';
    const data = servedData(path, [makeProperties(12)]);
    const { html, container } = await hydrateList(path, data);
    expect(html).toContain('>Properties Found<');
    expect(container.querySelectorAll('article')).toHaveLength(12);
    expect(nextButton(container)).toBeEnabled();
  });

  it('the unavailable message of a counted read, as sent', async () => {
    const path = '/properties';
    const down = { message: 'Listings are being updated.', suggestion: 'Try again soon.' };
    const data = servedData(path, [down], 0);
    const { html } = await hydrateList(path, data);
    expect(html).toContain('Listings are being updated.');
  });

  it('a commercial list past its first page, counted, with its pager', async () => {
    const path = '/commercial-sales?subType=office&page=2';
    const offices = makeProperties(12, { propertyType: 'commercial', subType: 'office' });
    const { html, container } = await hydrateList(path, servedData(path, [offices], 30));
    expect(html).toContain('30 Commercial Properties for Sale');
    expect(html).toContain('Page 2');
    expect(container.querySelectorAll('article')).toHaveLength(12);
    expect(nextButton(container)).toBeEnabled();
  });

  it('a commercial list from a renderer that keeps bodies only, counted on its last page', async () => {
    const path = '/commercial-sales?subType=office&page=2';
    const offices = makeProperties(5, { propertyType: 'commercial', subType: 'office' });
    const { html, container } = await hydrateList(path, servedData(path, [offices]));
    expect(html).toContain('17 Commercial Properties for Sale');
    expect(container.querySelectorAll('article')).toHaveLength(5);
  });
});
