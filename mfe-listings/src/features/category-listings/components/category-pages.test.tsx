import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { swrFetcher } from '@reedmere/web-kit';
import { renderRoute } from '@reedmere/web-kit/testing';
import { makeProperties, makeProperty } from '../../../../test/fixtures';
import { serveListings } from '../../../../test/listings-api';
import { CommercialLettingsPage, CommercialSalesPage, ResidentialPage } from './category-pages';

const RESIDENTIAL_KEY = '/api/properties?propertyType=residential&priceType=sale&page=1&limit=12';
const location = () => screen.getByTestId('location').textContent;
/** A link of the page's market switch (`switchName`: its navigation's label). */
const marketLink = (switchName: string, name: string) =>
  within(screen.getByRole('navigation', { name: switchName })).getByRole('link', { name });

describe('/residential', () => {
  it('shows the hero, its actions and cards with For Sale / To Let / Under Offer', async () => {
    const api = serveListings([
      makeProperty({ id: 'a', title: 'Flint cottage', priceQualifier: 'guide' }),
      makeProperty({ id: 'c', title: 'Bungalow', isUnderOffer: true, location: null }),
      makeProperty({ id: 'b', title: 'Flat to let', priceType: 'rent', price: 725 }),
    ]);
    renderRoute(<ResidentialPage />, { path: '/residential', fetcher: swrFetcher });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Residential Excellence' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Free Valuation/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByRole('link', { name: 'Property Finder Service' })).toHaveAttribute(
      'href',
      '/property-finder',
    );
    expect(screen.getByRole('heading', { name: 'Available Properties' })).toBeInTheDocument();
    const cottage = await screen.findByRole('article', { name: 'Flint cottage' });
    expect(within(cottage).getByText('For Sale')).toBeInTheDocument();
    expect(within(cottage).getByText('Guide price £325,000')).toBeInTheDocument();
    expect(within(cottage).getByText('3 beds')).toBeInTheDocument();
    expect(within(cottage).getByText('1 bath')).toBeInTheDocument();
    expect(within(cottage).getByText('110 m²')).toBeInTheDocument();
    expect(
      within(cottage).getByRole('link', { name: 'View Details: Flint cottage' }),
    ).toHaveAttribute('href', '/property/a');
    expect(within(cottage).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    const bungalow = screen.getByRole('article', { name: 'Bungalow' });
    expect(within(bungalow).getByText('Under Offer')).toBeInTheDocument();
    expect(within(bungalow).queryByText('For Sale')).not.toBeInTheDocument();
    // No location: the address stands in.
    expect(within(bungalow).getByText('12 Unthank Road')).toBeInTheDocument();
    // Homes for sale only: the API leaves the let out.
    expect(screen.queryByRole('article', { name: 'Flat to let' })).not.toBeInTheDocument();
    expect(api.reads).toEqual([RESIDENTIAL_KEY]);
    // One page of results: nothing to page through.
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('counts every match under the heading, as /properties does', async () => {
    serveListings(makeProperties(24));
    renderRoute(<ResidentialPage />, { path: '/residential', fetcher: swrFetcher });
    expect(await screen.findByText('24 Properties Found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Available Properties' })).toBeInTheDocument();
    // The count is every match, not the 12 of the page.
    expect(screen.getAllByRole('article')).toHaveLength(12);
  });

  it('counts a single let in the singular', async () => {
    serveListings([makeProperty({ id: 'b', title: 'Flat to let', priceType: 'rent', price: 725 })]);
    renderRoute(<ResidentialPage />, { path: '/residential?priceType=rent', fetcher: swrFetcher });
    expect(await screen.findByText('1 Property Found')).toBeInTheDocument();
  });

  it('shows To Let on a home to let', async () => {
    serveListings([makeProperty({ id: 'b', title: 'Flat to let', priceType: 'rent', price: 725 })]);
    renderRoute(<ResidentialPage />, {
      path: '/residential?priceType=rent',
      fetcher: swrFetcher,
    });
    const flat = await screen.findByRole('article', { name: 'Flat to let' });
    expect(within(flat).getByText('To Let')).toBeInTheDocument();
  });

  it('sends the filters with page and limit 12, and keeps them in the URL', async () => {
    const filtered =
      '/api/properties?propertyType=residential&priceType=sale&location=Holt&minPrice=200000&bedrooms=3&page=1&limit=12';
    const api = serveListings([
      makeProperty({ id: 'n', title: 'Norwich house' }),
      makeProperty({ id: 'h', title: 'Holt house', location: 'Holt', price: 450000 }),
    ]);
    renderRoute(<ResidentialPage />, { path: '/residential', fetcher: swrFetcher });
    await screen.findByRole('article', { name: 'Norwich house' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Location' }), 'Holt');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Min price' }), '£200,000');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Bedrooms' }), '3+');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Norwich house' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'Holt house' })).toBeInTheDocument();
    expect(location()).toBe('/residential?location=Holt&minPrice=200000&bedrooms=3');
    expect(api.reads).toEqual([RESIDENTIAL_KEY, filtered]);
  });

  it('reads the filters and page from a shared URL and pages on the server', async () => {
    const api = serveListings(makeProperties(14, { bathrooms: 2 }));
    renderRoute(<ResidentialPage />, {
      path: '/residential?bathrooms=2&page=2',
      fetcher: swrFetcher,
    });
    expect(await screen.findByRole('article', { name: 'Home 13' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    // 14 in all: there is no third page.
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('article', { name: 'Home 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(location()).toBe('/residential?bathrooms=2');
    expect(api.reads).toEqual([
      '/api/properties?propertyType=residential&priceType=sale&bathrooms=2&page=2&limit=12',
      '/api/properties?propertyType=residential&priceType=sale&bathrooms=2&page=1&limit=12',
    ]);
  });

  it('knows the last page from the total, even when it is full', async () => {
    serveListings(makeProperties(24));
    renderRoute(<ResidentialPage />, { path: '/residential?page=2', fetcher: swrFetcher });
    expect(await screen.findByRole('article', { name: 'Home 24' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows the empty text with Clear Filters when a search finds nothing', async () => {
    serveListings([makeProperty({ title: 'Norwich house' })]);
    renderRoute(<ResidentialPage />, {
      path: '/residential?location=Nowhere',
      fetcher: swrFetcher,
    });
    expect(
      await screen.findByText('No residential properties found matching your criteria.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear Filters' })[1]!);
    expect(await screen.findByRole('article', { name: 'Norwich house' })).toBeInTheDocument();
    expect(location()).toBe('/residential');
  });

  it('lists homes for sale first and switches to homes to let, kept in the URL', async () => {
    const rentKey = '/api/properties?propertyType=residential&priceType=rent&page=1&limit=12';
    const api = serveListings([
      makeProperty({ id: 's', title: 'Home for sale' }),
      makeProperty({ id: 'r', title: 'Home to let', priceType: 'rent', price: 950 }),
    ]);
    renderRoute(<ResidentialPage />, { path: '/residential', fetcher: swrFetcher });
    expect(await screen.findByRole('article', { name: 'Home for sale' })).toBeInTheDocument();
    expect(marketLink('Buy or rent', 'Buy')).toHaveAttribute('aria-current', 'page');
    const rent = marketLink('Buy or rent', 'Rent');
    expect(rent).not.toHaveAttribute('aria-current');
    expect(rent).toHaveAttribute('href', '/residential?priceType=rent');
    await userEvent.click(rent);
    expect(await screen.findByRole('article', { name: 'Home to let' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Home for sale' })).not.toBeInTheDocument();
    expect(location()).toBe('/residential?priceType=rent');
    expect(api.reads).toEqual([RESIDENTIAL_KEY, rentKey]);
    expect(marketLink('Buy or rent', 'Rent')).toHaveAttribute('aria-current', 'page');
  });

  it('offers monthly rents in the price filter when renting, and sale prices when buying', async () => {
    const rentKey = '/api/properties?propertyType=residential&priceType=rent&page=1&limit=12';
    const filtered =
      '/api/properties?propertyType=residential&priceType=rent&maxPrice=1000&page=1&limit=12';
    const api = serveListings([makeProperty({ priceType: 'rent', price: 900 })]);
    renderRoute(<ResidentialPage />, {
      path: '/residential?priceType=rent',
      fetcher: swrFetcher,
    });
    await screen.findByRole('article');
    const maxPrice = screen.getByRole('combobox', { name: 'Max price' });
    const rents = within(maxPrice)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(rents).toContain('£1,000 pcm');
    expect(rents).not.toContain('£150,000');
    await userEvent.selectOptions(maxPrice, '£1,000 pcm');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/residential?priceType=rent&maxPrice=1000'));
    await waitFor(() => expect(api.reads).toEqual([rentKey, filtered]));
    // Back to buying: the rent limit stays behind, the rest of the search comes along.
    expect(marketLink('Buy or rent', 'Buy')).toHaveAttribute('href', '/residential');
  });

  it('ignores a price of the other market in a shared URL', async () => {
    const rentKey =
      '/api/properties?propertyType=residential&priceType=rent&bedrooms=2&page=1&limit=12';
    const api = serveListings([makeProperty({ priceType: 'rent', price: 900 })]);
    renderRoute(<ResidentialPage />, {
      path: '/residential?priceType=rent&maxPrice=150000&bedrooms=2',
      fetcher: swrFetcher,
    });
    await screen.findByRole('article');
    expect(api.reads).toEqual([rentKey]);
    expect(marketLink('Buy or rent', 'Buy')).toHaveAttribute('href', '/residential?bedrooms=2');
  });

  it('keeps renting through Clear Filters', async () => {
    serveListings([makeProperty({ priceType: 'rent', price: 900 })]);
    renderRoute(<ResidentialPage />, {
      path: '/residential?priceType=rent&location=Diss',
      fetcher: swrFetcher,
    });
    await screen.findByText('No residential properties found matching your criteria.');
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear Filters' })[0]!);
    await waitFor(() => expect(location()).toBe('/residential?priceType=rent'));
  });

  it('brings the list heading into view and focus when the page turns, and announces it', async () => {
    const api = serveListings(makeProperties(13));
    renderRoute(<ResidentialPage />, { path: '/residential', fetcher: swrFetcher });
    await screen.findAllByRole('article');
    const heading = screen.getByRole('heading', { name: 'Available Properties' });
    const status = within(screen.getByRole('region', { name: 'Available Properties' })).getByRole(
      'status',
    );
    const scrollIntoView = jest.mocked(Element.prototype.scrollIntoView);
    scrollIntoView.mockClear();
    const release = api.hold();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(heading).toHaveFocus();
    expect(scrollIntoView.mock.contexts).toEqual([heading]);
    expect(status).toHaveTextContent('Page 2');
    // The first page stays, marked busy, until the second arrives.
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getAllByRole('article')[0]!.closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    release();
    expect(await screen.findByRole('article', { name: 'Home 13' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(heading).toHaveFocus();
    expect(location()).toBe('/residential?page=2');
  });

  it('shows Error loading properties with Try Again that asks again', async () => {
    const api = serveListings(makeProperties(3));
    api.failWith = { status: 502, text: 'Bad Gateway' };
    renderRoute(<ResidentialPage />, { path: '/residential', fetcher: swrFetcher });
    expect(await screen.findByText('Error loading properties')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch properties: 502')).toBeInTheDocument();
    api.failWith = undefined;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(api.reads).toEqual([RESIDENTIAL_KEY, RESIDENTIAL_KEY]);
  });
});

describe('/commercial-sales', () => {
  const KEY = '/api/properties?propertyType=commercial&priceType=sale&page=1&limit=12';

  it('asks for commercial sales and shows type, area and Price on Request', async () => {
    const api = serveListings([
      makeProperty({
        id: 'w',
        title: 'Warehouse with yard',
        propertyType: 'commercial',
        subType: 'warehouse',
        price: null,
        area: 900,
      }),
      makeProperty({ id: 'u', title: 'Units', propertyType: 'Industrial', isUnderOffer: true }),
      makeProperty({ id: 'h', title: 'A home', propertyType: 'Detached House' }),
    ]);
    renderRoute(<CommercialSalesPage />, { path: '/commercial-sales', fetcher: swrFetcher });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Commercial Sales Excellence' }),
    ).toBeInTheDocument();
    const warehouse = await screen.findByRole('article', { name: 'Warehouse with yard' });
    expect(within(warehouse).getByText('For Sale')).toBeInTheDocument();
    expect(within(warehouse).getByText('Price on Request')).toBeInTheDocument();
    expect(within(warehouse).getByText('Warehouse')).toBeInTheDocument();
    expect(within(warehouse).getByText('900 m²')).toBeInTheDocument();
    expect(within(warehouse).queryByText(/beds?$/)).not.toBeInTheDocument();
    const units = screen.getByRole('article', { name: 'Units' });
    expect(within(units).getByText('Under Offer')).toBeInTheDocument();
    expect(within(units).getByText('Industrial')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(
      screen.getByRole('heading', { name: '2 Commercial Properties for Sale' }),
    ).toBeInTheDocument();
    expect(api.reads).toEqual([KEY]);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('pages through more than 12, counting every match', async () => {
    const api = serveListings(makeProperties(30, { propertyType: 'commercial' }));
    renderRoute(<CommercialSalesPage />, { path: '/commercial-sales', fetcher: swrFetcher });
    expect(
      await screen.findByRole('heading', { name: '30 Commercial Properties for Sale' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Home 25' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(location()).toBe('/commercial-sales?page=3');
    expect(api.reads.at(-1)).toBe(
      '/api/properties?propertyType=commercial&priceType=sale&page=3&limit=12',
    );
  });

  it('links to the lettings with the same search, and names a single result in the singular', async () => {
    const api = serveListings([
      makeProperty({ propertyType: 'commercial', subType: 'retail', title: 'Shop' }),
      makeProperty({ id: 'o', propertyType: 'commercial', subType: 'office', title: 'Office' }),
    ]);
    renderRoute(<CommercialSalesPage />, {
      path: '/commercial-sales?subType=retail&page=1',
      fetcher: swrFetcher,
    });
    expect(
      await screen.findByRole('heading', { name: '1 Commercial Property for Sale' }),
    ).toBeInTheDocument();
    expect(api.reads).toEqual([
      '/api/properties?propertyType=commercial&priceType=sale&subType=retail&page=1&limit=12',
    ]);
    expect(marketLink('For sale or to let', 'For Sale')).toHaveAttribute('aria-current', 'page');
    expect(marketLink('For sale or to let', 'To Let')).toHaveAttribute(
      'href',
      '/commercial-lettings?subType=retail',
    );
  });

  it('shows its empty text with Clear Filters after a search', async () => {
    serveListings([makeProperty({ propertyType: 'commercial', title: 'Any shop' })]);
    renderRoute(<CommercialSalesPage />, {
      path: '/commercial-sales?subType=retail',
      fetcher: swrFetcher,
    });
    expect(
      await screen.findByText('No commercial properties for sale found matching your criteria.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear Filters' })[1]!);
    expect(await screen.findByRole('article', { name: 'Any shop' })).toBeInTheDocument();
  });

  it('shows the empty text without a filter to clear on an empty category', async () => {
    serveListings([makeProperty()]);
    renderRoute(<CommercialSalesPage />, { path: '/commercial-sales', fetcher: swrFetcher });
    expect(
      await screen.findByText('No commercial properties for sale found matching your criteria.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Clear Filters' })).toHaveLength(1);
  });
});

describe('/commercial-lettings', () => {
  const KEY = '/api/properties?propertyType=commercial&priceType=rent&page=1&limit=12';

  it('counts the lettings and shows rents per calendar month or Rent on Request', async () => {
    const api = serveListings([
      makeProperty({
        id: 'o',
        title: 'Office',
        propertyType: 'commercial',
        priceType: 'rent',
        price: 3200,
      }),
      makeProperty({
        id: 'g',
        title: 'Workshop',
        propertyType: 'commercial',
        priceType: 'rent',
        price: null,
      }),
    ]);
    renderRoute(<CommercialLettingsPage />, {
      path: '/commercial-lettings',
      fetcher: swrFetcher,
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Commercial Lettings' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: '2 Commercial Properties to Let' }),
    ).toBeInTheDocument();
    const office = screen.getByRole('article', { name: 'Office' });
    expect(within(office).getByText('To Let')).toBeInTheDocument();
    expect(within(office).getByText('£3,200 per calendar month')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Workshop' })).getByText('Rent on Request'),
    ).toBeInTheDocument();
    expect(api.reads).toEqual([KEY]);
  });

  it('says 1 Commercial Property to Let and links to the sales', async () => {
    serveListings([makeProperty({ propertyType: 'commercial', priceType: 'rent', price: 900 })]);
    renderRoute(<CommercialLettingsPage />, {
      path: '/commercial-lettings',
      fetcher: swrFetcher,
    });
    expect(
      await screen.findByRole('heading', { name: '1 Commercial Property to Let' }),
    ).toBeInTheDocument();
    expect(marketLink('For sale or to let', 'To Let')).toHaveAttribute('aria-current', 'page');
    expect(marketLink('For sale or to let', 'For Sale')).toHaveAttribute(
      'href',
      '/commercial-sales',
    );
  });

  it('counts beyond the API’s 50 a read', async () => {
    serveListings(makeProperties(61, { propertyType: 'commercial', priceType: 'rent' }));
    renderRoute(<CommercialLettingsPage />, {
      path: '/commercial-lettings?page=6',
      fetcher: swrFetcher,
    });
    expect(
      await screen.findByRole('heading', { name: '61 Commercial Properties to Let' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Home 61' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('shows its empty text', async () => {
    serveListings([]);
    renderRoute(<CommercialLettingsPage />, {
      path: '/commercial-lettings',
      fetcher: swrFetcher,
    });
    expect(
      await screen.findByText('No commercial properties to rent found matching your criteria.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: '0 Commercial Properties to Let' }),
    ).toBeInTheDocument();
  });
});
