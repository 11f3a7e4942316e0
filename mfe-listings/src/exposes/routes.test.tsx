import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { MemoryRouter, useLocation, useNavigate } from '@reedmere/router';
import { swrFetcher } from '@reedmere/web-kit';
import { renderRoute } from '@reedmere/web-kit/testing';
import { makeProperties, makeProperty } from '../../test/fixtures';
import { serveListings } from '../../test/listings-api';
import ListingsRoutes from './routes';
import { listingsLoader } from './routes-loader';

const list = [
  makeProperty({ id: 'h1', title: 'Riverside Cottage', propertyType: 'Cottage', price: 325000 }),
  makeProperty({
    id: 's1',
    title: 'Market Street Shop',
    propertyType: 'commercial',
    subType: 'retail',
    price: null,
    status: 'sold',
  }),
  makeProperty({
    id: 'l1',
    title: 'Office Suite',
    propertyType: 'commercial',
    priceType: 'rent',
    price: 950,
    isUnderOffer: true,
  }),
];

const location = () => screen.getByTestId('location').textContent;
/** The list of cards. */
/** What holds the cards: marked busy while the next page is on its way. */
const grid = () => screen.getAllByRole('article')[0]!.closest('[data-static-part]')!.parentElement!;

/** The browser's Back, as a button: one step back through the router's history. */
function BrowserBack() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Browser Back
    </button>
  );
}

describe.each([
  ['/properties', 'properties'],
  ['/residential', 'homes for sale'],
])('%s after paging forward and going Back', (path) => {
  it('names the page of the URL and of the cards wherever it says "Page n"', async () => {
    serveListings(makeProperties(40));
    renderRoute(
      <>
        <ListingsRoutes />
        <BrowserBack />
      </>,
      { path, fetcher: swrFetcher },
    );
    // Each page's first card by its title: a text query, not the accessibility tree of 12 cards.
    await screen.findByText('Home 1');
    for (const first of ['Home 13', 'Home 25', 'Home 37']) {
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      await screen.findByText(first);
    }
    expect(location()).toBe(`${path}?page=4`);
    await userEvent.click(screen.getByRole('button', { name: 'Browser Back' }));
    await userEvent.click(screen.getByRole('button', { name: 'Browser Back' }));
    expect(await screen.findByText('Home 13')).toBeInTheDocument();
    expect(location()).toBe(`${path}?page=2`);
    // The pager's label and the announcement alike.
    const pageTexts = screen.getAllByText(/^Page \d+$/).map((element) => element.textContent);
    expect(pageTexts).toHaveLength(2);
    expect(new Set(pageTexts)).toEqual(new Set(['Page 2']));
  });
});

describe('/properties', () => {
  it('shows the heading, loading state, count, sort label and cards with status badges', async () => {
    const api = serveListings(list);
    renderRoute(<ListingsRoutes />, { path: '/properties', fetcher: swrFetcher });
    expect(screen.getByRole('heading', { level: 1, name: 'Properties' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading properties')).toBeInTheDocument();
    expect(await screen.findByText('3 Properties Found')).toBeInTheDocument();
    // The count heads the results, so the cards' h3 titles sit under an h2.
    expect(
      screen.getByRole('heading', { level: 2, name: '3 Properties Found' }),
    ).toBeInTheDocument();
    // The fixed order is a note with the count, not set beside the filter like a control.
    const sortNote = screen.getByText('Sort by: Latest');
    expect(sortNote.tagName).toBe('P');
    expect(sortNote.parentElement).toContainElement(
      screen.getByRole('heading', { level: 2, name: '3 Properties Found' }),
    );
    expect(sortNote.parentElement).not.toContainElement(
      screen.getByRole('combobox', { name: 'Property Type' }),
    );
    // The generic list's badge is the status, in UK words; Under Offer wins.
    const shop = screen.getByRole('article', { name: 'Market Street Shop' });
    expect(within(shop).getByText('Sold STC')).toBeInTheDocument();
    expect(within(shop).getByText('Commercial')).toBeInTheDocument();
    expect(within(shop).getByText('Price on Request')).toBeInTheDocument();
    const office = screen.getByRole('article', { name: 'Office Suite' });
    expect(within(office).getByText('Under Offer')).toBeInTheDocument();
    expect(within(office).getByText('£950 per calendar month')).toBeInTheDocument();
    const cottage = screen.getByRole('article', { name: 'Riverside Cottage' });
    expect(within(cottage).getByText('Available')).toBeInTheDocument();
    expect(within(cottage).getByText('Residential')).toBeInTheDocument();
    // One page of 12, asked of the API once.
    expect(api.reads).toEqual(['/api/properties?page=1&limit=12']);
  });

  it.each([
    [
      'Residential Sales',
      'residential',
      'propertyType=residential&priceType=sale',
      'Riverside Cottage',
    ],
    [
      'Commercial Sales',
      'commercial-sales',
      'propertyType=commercial&priceType=sale',
      'Market Street Shop',
    ],
    [
      'Commercial Lettings',
      'commercial-lettings',
      'propertyType=commercial&priceType=rent',
      'Office Suite',
    ],
  ])('asks the API for %s and keeps the choice in the URL', async (label, value, query, title) => {
    const api = serveListings(list);
    renderRoute(<ListingsRoutes />, { path: '/properties', fetcher: swrFetcher });
    await screen.findByText('3 Properties Found');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Property Type' }), label);
    // One match: the count says 'Property', not 'Properties'.
    expect(await screen.findByText('1 Property Found')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('article', { name: title })).toBeInTheDocument();
    expect(location()).toBe(`/properties?type=${value}`);
    expect(api.reads).toEqual([
      '/api/properties?page=1&limit=12',
      `/api/properties?${query}&page=1&limit=12`,
    ]);
  });

  it('pages 12 at a time on the server: Previous off on page 1, Next off on the last', async () => {
    const api = serveListings(makeProperties(14));
    renderRoute(<ListingsRoutes />, { path: '/properties', fetcher: swrFetcher });
    expect(await screen.findAllByRole('article')).toHaveLength(12);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByText('Page 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Home 14' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(within(pager).getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(location()).toBe('/properties?page=2');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findAllByRole('article')).toHaveLength(12);
    expect(api.reads).toEqual([
      '/api/properties?page=1&limit=12',
      '/api/properties?page=2&limit=12',
    ]);
  });

  it('reaches every listing by paging, however many, and counts them all', async () => {
    const homes = makeProperties(60);
    const api = serveListings(homes);
    renderRoute(<ListingsRoutes />, { path: '/properties', fetcher: swrFetcher });
    // The count is the API's X-Total-Count, not the length of a page.
    expect(await screen.findByText('60 Properties Found')).toBeInTheDocument();
    const seen: string[] = [];
    for (let page = 1; page <= 5; page += 1) {
      const first = `Home ${(page - 1) * 12 + 1}`;
      await screen.findByRole('article', { name: first });
      await waitFor(() => expect(grid()).not.toHaveAttribute('aria-busy'));
      seen.push(
        ...screen
          .getAllByRole('article')
          .map((card) => within(card).getByRole('heading', { level: 3 }).textContent ?? ''),
      );
      if (page < 5) await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    }
    // The count says page 5 is the last.
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByText('60 Properties Found')).toBeInTheDocument();
    expect(new Set(seen).size).toBe(60);
    expect(api.reads.at(-1)).toBe('/api/properties?page=5&limit=12');
  }, 20_000);

  it('offers Clear Filters at an address past the last page, keeping the count', async () => {
    serveListings(makeProperties(14));
    renderRoute(<ListingsRoutes />, { path: '/properties?page=3', fetcher: swrFetcher });
    expect(await screen.findByRole('heading', { name: 'No Properties Found' })).toBeInTheDocument();
    expect(screen.getByText('14 Properties Found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByRole('article', { name: 'Home 1' })).toBeInTheDocument();
    expect(location()).toBe('/properties');
  });

  it('keeps the page shown, marked busy, until the next page arrives', async () => {
    const api = serveListings(makeProperties(14));
    renderRoute(<ListingsRoutes />, { path: '/properties', fetcher: swrFetcher });
    expect(await screen.findAllByRole('article')).toHaveLength(12);
    const release = api.hold();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.reads).toHaveLength(2));
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(grid()).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByLabelText('Loading properties')).not.toBeInTheDocument();
    expect(screen.getByText('14 Properties Found')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Pages' })).getByText('Page 2'),
    ).toBeInTheDocument();
    release();
    expect(await screen.findByRole('article', { name: 'Home 13' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(grid()).not.toHaveAttribute('aria-busy');
  });

  it('brings the heading into view and focus when the page turns, and announces the page', async () => {
    serveListings(makeProperties(14));
    renderRoute(<ListingsRoutes />, { path: '/properties', fetcher: swrFetcher });
    await screen.findAllByRole('article');
    const heading = screen.getByRole('heading', { level: 1, name: 'Properties' });
    const status = within(screen.getByRole('region', { name: 'Properties' })).getByRole('status');
    const scrollIntoView = jest.mocked(Element.prototype.scrollIntoView);
    scrollIntoView.mockClear();
    expect(status).toHaveTextContent('');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(heading).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(heading);
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));
    expect(status).toHaveTextContent('Page 2');
    expect(await screen.findByRole('article', { name: 'Home 13' })).toBeInTheDocument();
    expect(heading).toHaveFocus();
  });

  it('opens a shared link at its type and page', async () => {
    const api = serveListings([
      ...makeProperties(15, { propertyType: 'commercial', priceType: 'rent' }),
      ...makeProperties(3),
    ]);
    renderRoute(<ListingsRoutes />, {
      path: '/properties?type=commercial-lettings&page=2',
      fetcher: swrFetcher,
    });
    expect(await screen.findByText('15 Properties Found')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(
      within(screen.getByRole('navigation', { name: 'Pages' })).getByText('Page 2'),
    ).toBeInTheDocument();
    expect(api.reads).toEqual([
      '/api/properties?propertyType=commercial&priceType=rent&page=2&limit=12',
    ]);
  });

  it('says 1 Property Found for a single match', async () => {
    serveListings([list[0]!]);
    renderRoute(<ListingsRoutes />, { path: '/properties', fetcher: swrFetcher });
    expect(await screen.findByText('1 Property Found')).toBeInTheDocument();
  });

  it('shows No Properties Found with Clear Filters that resets the type', async () => {
    serveListings([list[0]!]);
    renderRoute(<ListingsRoutes />, {
      path: '/properties?type=commercial-lettings',
      fetcher: swrFetcher,
    });
    expect(await screen.findByRole('heading', { name: 'No Properties Found' })).toBeInTheDocument();
    expect(screen.getByText('0 Properties Found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByText('Riverside Cottage')).toBeInTheDocument();
    expect(location()).toBe('/properties');
  });

  it('shows the Street API Status panel with Refresh that asks again', async () => {
    const api = serveListings(list);
    api.unavailable = { message: 'Listings are being updated.', suggestion: 'Try again soon.' };
    renderRoute(<ListingsRoutes />, { path: '/properties', fetcher: swrFetcher });
    expect(await screen.findByRole('heading', { name: 'Street API Status' })).toBeInTheDocument();
    expect(screen.getByText('Listings are being updated.')).toBeInTheDocument();
    expect(screen.getByText('Try again soon.')).toBeInTheDocument();
    expect(screen.queryByText('No Properties Found')).not.toBeInTheDocument();
    api.unavailable = undefined;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('3 Properties Found')).toBeInTheDocument();
    expect(api.reads).toHaveLength(2);
  });

  it('shows the error state with the error message', async () => {
    const api = serveListings(list);
    api.failWith = { status: 503, text: 'Listings unavailable' };
    renderRoute(<ListingsRoutes />, { path: '/properties', fetcher: swrFetcher });
    expect(await screen.findByText('Error Loading Properties')).toBeInTheDocument();
    expect(
      screen.getByText(/Unable to load properties\. Please try again later\. 503: Listings/),
    ).toBeInTheDocument();
  });
});

describe('Back to Properties', () => {
  const listPath = '/residential?priceType=rent&bedrooms=2&page=2';
  // Twelve newer homes to let fill the first page; this one is on the second.
  const flat = makeProperty({
    id: 'f1',
    title: 'Flat by the river',
    priceType: 'rent',
    createdAt: '2025-01-01T00:00:00.000Z',
  });
  const lets = [...makeProperties(12, { priceType: 'rent', price: 900 }), flat];

  /** The router's key of the history entry shown: Back returns to an entry's own key. */
  function EntryProbe() {
    return <output data-testid="entry">{useLocation().key}</output>;
  }
  const entry = () => screen.getByTestId('entry').textContent;

  it('goes back in history to the list it came from, with its filters and page', async () => {
    const api = serveListings(lets);
    renderRoute(
      <>
        <ListingsRoutes />
        <EntryProbe />
      </>,
      { path: listPath, fetcher: swrFetcher },
    );
    const card = await screen.findByRole('article', { name: 'Flat by the river' });
    expect(api.reads).toEqual([
      '/api/properties?propertyType=residential&priceType=rent&bedrooms=2&page=2&limit=12',
    ]);
    const listEntry = entry();
    await userEvent.click(within(card).getByRole('link', { name: /^View Details/ }));
    await screen.findByRole('heading', { level: 1, name: 'Flat by the river' });
    const back = screen.getByRole('link', { name: 'Back to Properties' });
    // The address names the list too, for a visitor who opens it in a new tab.
    await waitFor(() => expect(back).toHaveAttribute('href', listPath));
    await userEvent.click(back);
    expect(await screen.findByRole('article', { name: 'Flat by the river' })).toBeInTheDocument();
    expect(location()).toBe(listPath);
    // The same entry, not a new one: the site returns to where the visitor was on it.
    expect(entry()).toBe(listEntry);
  });

  it('opens the property’s own list for a visitor who arrived directly', async () => {
    serveListings([flat]);
    renderRoute(<ListingsRoutes />, {
      path: '/property/f1',
      fetcher: swrFetcher,
    });
    const back = await screen.findByRole('link', { name: 'Back to Properties' });
    expect(back).toHaveAttribute('href', '/residential?priceType=rent');
    await userEvent.click(back);
    expect(await screen.findByRole('article', { name: 'Flat by the river' })).toBeInTheDocument();
    expect(location()).toBe('/residential?priceType=rent');
  });
});

describe('a property a list shows', () => {
  const detailRead = (id: string) => listingsLoader({ pathname: `/property/${id}`, search: '' });

  it('is in hand for its page’s read while the list is on screen, and only then', async () => {
    serveListings(list);
    const { unmount } = renderRoute(<ListingsRoutes />, {
      path: '/properties',
      fetcher: swrFetcher,
    });
    await screen.findByRole('article', { name: 'Riverside Cottage' });
    expect(detailRead('h1')).toEqual([
      { key: '/api/properties/h1', subject: true, inHand: list[0] },
    ]);
    // One the list does not show is read as usual.
    expect(detailRead('x9')).toEqual([{ key: '/api/properties/x9', subject: true }]);
    unmount();
    expect(detailRead('h1')).toEqual([{ key: '/api/properties/h1', subject: true }]);
  });

  it('has its description sanitized while the page is idle, so its page does none', async () => {
    const described = list.map((property, index) => ({
      ...property,
      description: `<p>Room ${index} of the list</p><img src="r" onerror="alert(1)">`,
    }));
    serveListings(described);
    // DOMPurify parses each text it sanitizes: counted, and let through.
    const parses = jest.spyOn(DOMParser.prototype, 'parseFromString');
    try {
      renderRoute(<ListingsRoutes />, { path: '/properties', fetcher: swrFetcher });
      const card = await screen.findByRole('article', { name: 'Riverside Cottage' });
      await waitFor(() => expect(parses).toHaveBeenCalledTimes(described.length));

      await userEvent.click(within(card).getByRole('link', { name: /^View Details/ }));
      await screen.findByRole('heading', { level: 1, name: 'Riverside Cottage' });
      const description = await screen.findByRole('region', { name: 'Property Description' });
      expect(description).toHaveTextContent('Room 0 of the list');
      expect(description.querySelector('img')).not.toHaveAttribute('onerror');
      expect(parses).toHaveBeenCalledTimes(described.length);
    } finally {
      parses.mockRestore();
    }
  });

  it('opens drawn from a record the data layer holds, then from its own read', async () => {
    const api = serveListings([{ ...list[0]!, title: 'Riverside Cottage, Holt' }]);
    const held = new Map([['/api/properties/h1', { data: list[0] }]]);
    render(
      <SWRConfig value={{ provider: () => held as never, fetcher: swrFetcher }}>
        <MemoryRouter initialEntries={['/property/h1']}>
          <ListingsRoutes />
        </MemoryRouter>
      </SWRConfig>,
    );
    expect(screen.queryByLabelText('Loading property')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Riverside Cottage$/);
    await screen.findByRole('heading', { level: 1, name: 'Riverside Cottage, Holt' });
    expect(api.fetch).toHaveBeenCalledWith('/api/properties/h1', expect.anything());
  });
});

describe('the server reads what the page reads', () => {
  it.each([
    '/properties',
    '/properties?page=2&type=commercial-lettings',
    '/properties?type=residential&page=3&utm_source=mail',
    '/residential?priceType=rent&bedrooms=2&page=2',
    '/commercial-sales?subType=retail&page=2',
    '/commercial-lettings?location=Holt',
  ])('%s', async (path) => {
    const api = serveListings(makeProperties(40));
    renderRoute(<ListingsRoutes />, { path, fetcher: swrFetcher });
    await waitFor(() => expect(api.reads).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByLabelText('Loading properties')).not.toBeInTheDocument(),
    );
    const [pathname = '', query = ''] = path.split('?');
    expect(listingsLoader({ pathname, search: query ? `?${query}` : '' })).toEqual([
      { key: api.reads[0], counted: true },
    ]);
    // One page of 12, the one in the address.
    const asked = new URL(api.reads[0]!, 'http://site.test').searchParams;
    expect(asked.get('page')).toBe(new URLSearchParams(query).get('page') ?? '1');
    expect(asked.get('limit')).toBe('12');
  });
});

describe('unknown paths', () => {
  it('shows the 404 page', () => {
    renderRoute(<ListingsRoutes />, { path: '/nowhere', fetcher: swrFetcher });
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });
});
