import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@reedmere/router';
import { renderRoute } from '@reedmere/web-kit/testing';
import { ApiError } from '@reedmere/web-kit';
import { fetcherFor, makeProperty } from '../../test/fixtures';
import ListingsRoutes from './routes';

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

describe('/properties', () => {
  it('shows the heading, loading state, count, sort label and cards with status badges', async () => {
    const fetcher = fetcherFor({ '/api/properties': list });
    renderRoute(<ListingsRoutes />, { path: '/properties', fetcher });
    expect(screen.getByRole('heading', { level: 1, name: 'Properties' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading properties')).toBeInTheDocument();
    expect(await screen.findByText('3 Properties Found')).toBeInTheDocument();
    // The count heads the results, so the cards' h3 titles sit under an h2.
    expect(
      screen.getByRole('heading', { level: 2, name: '3 Properties Found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sort by: Latest')).toBeInTheDocument();
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
    // No page or limit: the list is filtered and paged on the client.
    expect(fetcher).toHaveBeenCalledWith('/api/properties');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['Residential Sales', 'residential', ['Riverside Cottage']],
    ['Commercial Sales', 'commercial-sales', ['Market Street Shop']],
    ['Commercial Lettings', 'commercial-lettings', ['Office Suite']],
  ])('filters by %s on the client and keeps it in the URL', async (label, value, titles) => {
    renderRoute(<ListingsRoutes />, {
      path: '/properties',
      fetcher: fetcherFor({ '/api/properties': list }),
    });
    await screen.findByText('3 Properties Found');
    await userEvent.click(screen.getByRole('combobox', { name: 'Property Type' }));
    await userEvent.click(screen.getByRole('option', { name: label }));
    // One match: the count says 'Property', not 'Properties'.
    expect(screen.getByText(`${titles.length} Property Found`)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(titles.length);
    for (const title of titles) {
      expect(screen.getByRole('article', { name: title })).toBeInTheDocument();
    }
    expect(location()).toBe(`/properties?type=${value}`);
  });

  it('pages 12 at a time: Previous off on page 1, Next always on', async () => {
    const many = Array.from({ length: 14 }, (_, i) =>
      makeProperty({ id: `m${i}`, title: `Home ${i + 1}` }),
    );
    renderRoute(<ListingsRoutes />, {
      path: '/properties',
      fetcher: fetcherFor({ '/api/properties': many }),
    });
    expect(await screen.findAllByRole('article')).toHaveLength(12);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByText('Page 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(within(pager).getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(location()).toBe('/properties?page=2');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getAllByRole('article')).toHaveLength(12);
  });

  it('brings the heading into view and focus when the page turns, and announces the page', async () => {
    const many = Array.from({ length: 14 }, (_, i) =>
      makeProperty({ id: `m${i}`, title: `Home ${i + 1}` }),
    );
    renderRoute(<ListingsRoutes />, {
      path: '/properties',
      fetcher: fetcherFor({ '/api/properties': many }),
    });
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
  });

  it('says 1 Property Found for a single match', async () => {
    renderRoute(<ListingsRoutes />, {
      path: '/properties',
      fetcher: fetcherFor({ '/api/properties': [list[0]] }),
    });
    expect(await screen.findByText('1 Property Found')).toBeInTheDocument();
  });

  it('shows No Properties Found with Clear Filters that resets the type', async () => {
    renderRoute(<ListingsRoutes />, {
      path: '/properties?type=commercial-lettings',
      fetcher: fetcherFor({ '/api/properties': [list[0]] }),
    });
    expect(await screen.findByRole('heading', { name: 'No Properties Found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByText('Riverside Cottage')).toBeInTheDocument();
    expect(location()).toBe('/properties');
  });

  it('shows the Street API Status panel with Refresh that asks again', async () => {
    const fetcher = fetcherFor({
      '/api/properties': { message: 'Listings are being updated.', suggestion: 'Try again soon.' },
    });
    renderRoute(<ListingsRoutes />, { path: '/properties', fetcher });
    expect(await screen.findByRole('heading', { name: 'Street API Status' })).toBeInTheDocument();
    expect(screen.getByText('Listings are being updated.')).toBeInTheDocument();
    expect(screen.getByText('Try again soon.')).toBeInTheDocument();
    expect(screen.queryByText('No Properties Found')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
  });

  it('shows the error state with the error message', async () => {
    renderRoute(<ListingsRoutes />, {
      path: '/properties',
      fetcher: fetcherFor({ '/api/properties': new ApiError(503, 'Listings unavailable') }),
    });
    expect(await screen.findByText('Error Loading Properties')).toBeInTheDocument();
    expect(
      screen.getByText(/Unable to load properties\. Please try again later\. 503: Listings/),
    ).toBeInTheDocument();
  });
});

describe('Back to Properties', () => {
  const listPath = '/residential?priceType=rent&bedrooms=2&page=2';
  const flat = makeProperty({ id: 'f1', title: 'Flat by the river', priceType: 'rent' });
  const fetcher = () =>
    fetcherFor({
      '/api/properties?propertyType=residential&priceType=rent&bedrooms=2&page=2&limit=12': [flat],
      '/api/properties?propertyType=residential&priceType=rent&page=1&limit=12': [flat],
      '/api/properties/f1': flat,
    });

  /** The router's key of the history entry shown: Back returns to an entry's own key. */
  function EntryProbe() {
    return <output data-testid="entry">{useLocation().key}</output>;
  }
  const entry = () => screen.getByTestId('entry').textContent;

  it('goes back in history to the list it came from, with its filters and page', async () => {
    renderRoute(
      <>
        <ListingsRoutes />
        <EntryProbe />
      </>,
      { path: listPath, fetcher: fetcher() },
    );
    const card = await screen.findByRole('article', { name: 'Flat by the river' });
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
    renderRoute(<ListingsRoutes />, {
      path: '/property/f1',
      fetcher: fetcher(),
    });
    const back = await screen.findByRole('link', { name: 'Back to Properties' });
    expect(back).toHaveAttribute('href', '/residential?priceType=rent');
    await userEvent.click(back);
    expect(await screen.findByRole('article', { name: 'Flat by the river' })).toBeInTheDocument();
    expect(location()).toBe('/residential?priceType=rent');
  });
});

describe('unknown paths', () => {
  it('shows the 404 page', () => {
    renderRoute(<ListingsRoutes />, { path: '/nowhere', fetcher: fetcherFor({}) });
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });
});
