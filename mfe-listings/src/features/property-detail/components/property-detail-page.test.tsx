import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@reedmere/router';
import { AGENCY } from '@reedmere/agency';
import { renderReadTwice, renderRoute } from '@reedmere/web-kit/testing';
import { ApiError, LOADING_SELECTOR } from '@reedmere/web-kit';
import { fetcherFor, makeProperty } from '../../../../test/fixtures';
import { THUMBNAIL_STEP_PX } from './image-gallery';
import { PropertyDetailPage } from './property-detail-page';

const page = (
  <Routes>
    <Route path="property/:id" element={<PropertyDetailPage />} />
    <Route path="properties" element={<p>The list</p>} />
  </Routes>
);

const images = ['/api/files/img-one.jpg', '/api/files/img-two.jpg', '/api/files/img-three.jpg'];

/** A finger drawn across `element` by dx, dy, ending as a touch screen ends it: with a click. */
function swipe(element: Element, dx: number, dy = 0) {
  const at = { clientX: 200, clientY: 300, pointerId: 5, pointerType: 'touch', isPrimary: true };
  fireEvent.pointerDown(element, at);
  fireEvent.pointerUp(element, { ...at, clientX: at.clientX + dx, clientY: at.clientY + dy });
  fireEvent.click(element);
}

/** Waits for what a newly opened property draws just after its first screen. */
const wholePageDrawn = () =>
  waitFor(() => expect(document.querySelector(LOADING_SELECTOR)).toBeNull());

describe('/property/:id', () => {
  it('reads the record under the key the shell shares and shows its header', async () => {
    const fetcher = fetcherFor({
      '/api/properties/a%20b': makeProperty({
        id: 'a b',
        priceQualifier: 'oieo',
        isUnderOffer: true,
        location: null,
      }),
    });
    renderRoute(page, { path: '/property/a%20b', fetcher });
    expect(screen.getByLabelText('Loading property')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Victorian terrace in the Golden Triangle',
      }),
    ).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledWith('/api/properties/a%20b');
    expect(screen.getByText('Residential')).toBeInTheDocument();
    expect(screen.getByText('Under Offer')).toBeInTheDocument();
    expect(screen.getByText('12 Unthank Road, Location TBC')).toBeInTheDocument();
    expect(screen.getByText('Offers in excess of £325,000')).toBeInTheDocument();
    expect(screen.getByText('Freehold')).toBeInTheDocument();
    // Arrived directly: back to the list of its own kind, homes for sale.
    expect(screen.getByRole('link', { name: 'Back to Properties' })).toHaveAttribute(
      'href',
      '/residential',
    );
    // The site layout places the window (top, or where the visitor was on Back): not the page.
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('shows a let with /month, Monthly, Commercial and a Let Agreed status', async () => {
    renderRoute(page, {
      path: '/property/x',
      fetcher: fetcherFor({
        '/api/properties/x': makeProperty({
          id: 'x',
          propertyType: 'Office',
          priceType: 'rent',
          price: 1500,
          status: 'let',
          pricePerSqFt: 12,
          investmentYield: 6.5,
        }),
      }),
    });
    expect(await screen.findByText('£1,500/month')).toBeInTheDocument();
    expect(screen.getByText('Monthly')).toBeInTheDocument();
    expect(screen.getByText('Commercial')).toBeInTheDocument();
    expect(screen.getByText('Let Agreed')).toBeInTheDocument();
    // Below the first screen, drawn just after it.
    expect(await screen.findByText('Price per m²')).toBeInTheDocument();
    expect(screen.getByText('6.5%')).toBeInTheDocument();
    // The bedrooms panel is for homes only.
    expect(screen.queryByText('Bedrooms')).not.toBeInTheDocument();
  });

  it.each([
    [{ propertyType: 'Flat', priceType: 'rent' as const }, '/residential?priceType=rent'],
    [{ propertyType: 'commercial', priceType: 'sale' as const }, '/commercial-sales'],
    [{ propertyType: 'Office', priceType: 'rent' as const }, '/commercial-lettings'],
  ])('arrived directly, %o goes back to %s', async (fields, href) => {
    renderRoute(page, {
      path: '/property/p1',
      fetcher: fetcherFor({ '/api/properties/p1': makeProperty(fields) }),
    });
    expect(await screen.findByRole('link', { name: 'Back to Properties' })).toHaveAttribute(
      'href',
      href,
    );
  });

  it('shows a stated leasehold tenure under the price instead of Freehold', async () => {
    renderRoute(page, {
      path: '/property/p1',
      fetcher: fetcherFor({ '/api/properties/p1': makeProperty({ tenure: 'leasehold' }) }),
    });
    await screen.findByRole('heading', { level: 1 });
    await wholePageDrawn();
    expect(screen.queryByText('Freehold')).not.toBeInTheDocument();
    expect(screen.getAllByText('Leasehold').length).toBeGreaterThan(0);
  });

  it('shows bedrooms, bathrooms and area for a home', async () => {
    renderRoute(page, {
      path: '/property/p1',
      fetcher: fetcherFor({ '/api/properties/p1': makeProperty() }),
    });
    const panel = await screen.findByRole('region', { name: 'Property Details' });
    expect(within(panel).getByText('Bedrooms').nextSibling).toHaveTextContent('3');
    expect(within(panel).getByText('Bathrooms').nextSibling).toHaveTextContent('1');
    expect(within(panel).getByText('Area').nextSibling).toHaveTextContent('110 m²');
  });

  it('renders the description HTML without scripts, or the fallback text', async () => {
    const { unmount } = renderRoute(page, {
      path: '/property/p1',
      fetcher: fetcherFor({
        '/api/properties/p1': makeProperty({
          description: '<p>Light <strong>rooms</strong></p><img src=x onerror="alert(1)">',
        }),
      }),
    });
    const strong = await screen.findByText('rooms');
    expect(strong.tagName).toBe('STRONG');
    expect(document.querySelector('[onerror]')).toBeNull();
    unmount();
    renderRoute(page, {
      path: '/property/p1',
      fetcher: fetcherFor({ '/api/properties/p1': makeProperty({ description: '<p> </p>' }) }),
    });
    expect(await screen.findByText('No description available.')).toBeInTheDocument();
  });

  it('lists the four documents, or says there are none', async () => {
    const { unmount } = renderRoute(page, {
      path: '/property/p1',
      fetcher: fetcherFor({
        '/api/properties/p1': makeProperty({
          rightmoveUrl: 'https://www.rightmove.co.uk/properties/1',
          brochureUrl: '/api/files/doc-brochure.pdf',
          floorPlanUrl: '/api/files/doc-plan.pdf',
          virtualTourUrl: 'https://tour.example/1',
        }),
      }),
    });
    const panel = await screen.findByRole('region', { name: 'Property Documents' });
    const links = within(panel).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      'https://www.rightmove.co.uk/properties/1',
      '/api/files/doc-brochure.pdf',
      '/api/files/doc-plan.pdf',
      'https://tour.example/1',
    ]);
    expect(within(panel).getByRole('link', { name: /Property Brochure/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(panel).getByRole('link', { name: /Floor Plan/ })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /Virtual Tour/ })).toBeInTheDocument();
    unmount();
    renderRoute(page, {
      path: '/property/p1',
      fetcher: fetcherFor({ '/api/properties/p1': makeProperty() }),
    });
    expect(await screen.findByText('No additional documents available')).toBeInTheDocument();
  });

  it('offers a call and an e-mail enquiry naming the property', async () => {
    renderRoute(page, {
      path: '/property/p1',
      fetcher: fetcherFor({ '/api/properties/p1': makeProperty() }),
    });
    const panel = await screen.findByRole('region', { name: 'Get In Touch' });
    // Named by the words it shows, so speech control finds it by them.
    const call = within(panel).getByRole('link', { name: `Call ${AGENCY.offices.head.phone}` });
    expect(call).not.toHaveAttribute('aria-label');
    expect(call.getAttribute('href')).toMatch(/^tel:\+44/);
    expect(
      within(panel).getByRole('link', { name: 'Email Enquiry' }).getAttribute('href'),
    ).toContain(encodeURIComponent('Victorian terrace in the Golden Triangle'));
  });

  it('shows the material information and the EPC graph in text', async () => {
    renderRoute(page, {
      path: '/property/p1',
      fetcher: fetcherFor({
        '/api/properties/p1': makeProperty({
          councilTaxBand: 'C',
          tenure: 'leasehold',
          leaseYearsRemaining: 112,
          groundRent: 250,
          serviceCharge: 1200,
          epcCurrent: 'D',
          epcPotential: 'B',
        }),
      }),
    });
    const panel = await screen.findByRole('region', { name: 'Material Information' });
    expect(within(panel).getByText('Band C')).toBeInTheDocument();
    expect(within(panel).getByText('Leasehold')).toBeInTheDocument();
    expect(within(panel).getByText('112 years')).toBeInTheDocument();
    expect(within(panel).getByText('£250 a year')).toBeInTheDocument();
    expect(within(panel).getByText('£1,200 a year')).toBeInTheDocument();
    expect(
      within(panel).getByText('Energy efficiency: current rating D, potential rating B.'),
    ).toBeInTheDocument();
    const bands = within(panel).getAllByRole('listitem');
    expect(bands).toHaveLength(7);
    expect(bands[3]).toHaveTextContent('D');
    expect(bands[3]).toHaveTextContent('Current');
    expect(bands[1]).toHaveTextContent('Potential');
    expect(bands[0]).not.toHaveTextContent('Current');
  });

  it('shows the deposit of a let and no material panel when nothing is known', async () => {
    const { unmount } = renderRoute(page, {
      path: '/property/p1',
      fetcher: fetcherFor({
        '/api/properties/p1': makeProperty({ priceType: 'rent', price: 900, deposit: 1038 }),
      }),
    });
    const panel = await screen.findByRole('region', { name: 'Material Information' });
    expect(within(panel).getByText('£1,038')).toBeInTheDocument();
    unmount();
    renderRoute(page, {
      path: '/property/p1',
      fetcher: fetcherFor({ '/api/properties/p1': makeProperty() }),
    });
    await screen.findByRole('heading', { level: 1 });
    await wholePageDrawn();
    expect(screen.queryByRole('region', { name: 'Material Information' })).not.toBeInTheDocument();
  });

  it('puts schema.org JSON-LD with price, address and images in the page', async () => {
    const { container } = renderRoute(page, {
      path: '/property/p1',
      fetcher: fetcherFor({
        '/api/properties/p1': makeProperty({ images, title: 'A </script> title' }),
      }),
    });
    await screen.findByRole('heading', { level: 1 });
    // Just after the page's first frame, in the browser.
    const script = await waitFor(() => {
      const found = container.querySelector('script[type="application/ld+json"]');
      if (!found) throw new Error('No structured data yet');
      return found;
    });
    expect(script.textContent).not.toContain('</script>');
    const data = JSON.parse(script.textContent ?? '{}');
    expect(data['@type']).toBe('RealEstateListing');
    expect(data.offers).toMatchObject({ '@type': 'Offer', price: 325000, priceCurrency: 'GBP' });
    expect(data.contentLocation.address).toMatchObject({
      '@type': 'PostalAddress',
      streetAddress: '12 Unthank Road',
      addressLocality: 'Norwich',
    });
    expect(data.image).toHaveLength(3);
    expect(data.image[0]).toMatchObject({
      '@type': 'ImageObject',
      url: 'http://localhost/api/files/img-one.jpg',
    });
  });

  it('shows Property Not Found for a 404 with Back to Properties', async () => {
    renderRoute(page, {
      path: '/property/gone',
      fetcher: fetcherFor({ '/api/properties/gone': new ApiError(404, 'Not found') }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Property Not Found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("The property you're looking for doesn't exist or has been removed."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Properties' }));
    expect(screen.getByText('The list')).toBeInTheDocument();
  });

  it('names the failure and offers Try Again for other errors', async () => {
    const fetcher = fetcherFor({ '/api/properties/p1': new ApiError(503, 'Listings unavailable') });
    renderRoute(page, { path: '/property/p1', fetcher });
    expect(
      await screen.findByText('Failed to fetch property: 503. Please try again later.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
  });

  it.each([
    [
      'fails',
      'stays',
      new ApiError(503, 'Listings unavailable'),
      'Victorian terrace in the Golden Triangle',
    ],
    ['answers 404', 'says it is gone', new ApiError(404, 'Not found'), 'Property Not Found'],
  ])(
    'when reading the property on screen again %s, it %s',
    async (_failure, _outcome, later, heading) => {
      const shown = renderReadTwice(page, {
        path: '/property/p1',
        readKey: '/api/properties/p1',
        answers: [makeProperty({ id: 'p1' }), later],
      });
      await screen.findByRole('heading', {
        level: 1,
        name: 'Victorian terrace in the Golden Triangle',
      });
      await shown.readAgain();
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    },
  );
});

describe('the gallery', () => {
  const renderGallery = async () => {
    renderRoute(page, {
      path: '/property/p1',
      fetcher: fetcherFor({ '/api/properties/p1': makeProperty({ images, title: 'Barn' }) }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Barn' });
  };

  it('uses the width variants and fixed ratios; thumbnails pick the main image', async () => {
    await renderGallery();
    const main = screen.getByRole('img', { name: 'Barn, photo 1 of 3' });
    expect(main.getAttribute('srcset')).toBe(
      '/api/files/img-one-w400.jpg 400w, /api/files/img-one-w800.jpg 800w, /api/files/img-one.jpg 1200w',
    );
    expect(main).toHaveAttribute('loading', 'eager');
    await userEvent.click(screen.getByRole('button', { name: 'Show photo 3 of 3' }));
    expect(screen.getByRole('img', { name: 'Barn, photo 3 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show photo 3 of 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('falls back to the full image when a thumbnail variant is missing', async () => {
    await renderGallery();
    const thumb = screen
      .getByRole('button', { name: 'Show photo 2 of 3' })
      .querySelector('img') as HTMLImageElement;
    expect(thumb.getAttribute('src')).toBe('/api/files/img-two-w400.jpg');
    fireEvent.error(thumb);
    expect(thumb.getAttribute('src')).toBe('/api/files/img-two.jpg');
  });

  it('scrolls the thumbnail strip by 136 px each way', async () => {
    await renderGallery();
    const scrollBy = Element.prototype.scrollBy as jest.Mock;
    scrollBy.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Scroll thumbnails right' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: THUMBNAIL_STEP_PX, behavior: 'smooth' });
    await userEvent.click(screen.getByRole('button', { name: 'Scroll thumbnails left' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -136, behavior: 'smooth' });
  });

  it('opens full screen with n / total, wraps both ways, keys work, Escape closes', async () => {
    await renderGallery();
    await userEvent.click(screen.getByRole('button', { name: 'Open the gallery at photo 1 of 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Barn' });
    expect(within(dialog).getByText('1 / 3')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous image' }));
    expect(within(dialog).getByText('3 / 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Barn, photo 3 of 3' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(within(dialog).getByText('1 / 3')).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(within(dialog).getByText('2 / 3')).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(within(dialog).getByText('3 / 3')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The page now shows the photo the visitor stopped at.
    expect(screen.getByRole('img', { name: 'Barn, photo 3 of 3' })).toBeInTheDocument();
  });

  it('moves between photos with a swipe on the main photo, wrapping round', async () => {
    await renderGallery();
    const photo = screen.getByRole('button', { name: /^Open the gallery/ });
    swipe(photo, -80);
    expect(screen.getByRole('img', { name: 'Barn, photo 2 of 3' })).toBeInTheDocument();
    swipe(photo, 80);
    swipe(photo, 80);
    expect(screen.getByRole('img', { name: 'Barn, photo 3 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show photo 3 of 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The click a browser may send at the end of a swipe does not open the gallery.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // A mostly vertical drag is the page scrolling.
    swipe(photo, -60, 120);
    expect(within(photo).getByRole('img', { name: 'Barn, photo 3 of 3' })).toBeInTheDocument();
    // A tap still opens the gallery, at the photo shown.
    await userEvent.click(photo);
    const dialog = await screen.findByRole('dialog', { name: 'Barn' });
    expect(within(dialog).getByText('3 / 3')).toBeInTheDocument();
  });

  it('offers no Previous or Next in the full-screen gallery of a single photo', async () => {
    renderRoute(page, {
      path: '/property/p1',
      fetcher: fetcherFor({
        '/api/properties/p1': makeProperty({ images: ['/api/files/img-one.jpg'], title: 'Hut' }),
      }),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Open the gallery at photo 1 of 1' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Hut' });
    expect(within(dialog).getByText('1 / 1')).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Previous image' }),
    ).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close gallery' })).toBeInTheDocument();
  });

  it('shows No Image without a gallery when there are no photos', async () => {
    renderRoute(page, {
      path: '/property/p1',
      fetcher: fetcherFor({ '/api/properties/p1': makeProperty({ images: [], title: 'Plot' }) }),
    });
    expect(await screen.findByRole('img', { name: 'Plot: no image' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Open the gallery/ })).not.toBeInTheDocument();
  });

  it('falls back when the main image fails to load', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await renderGallery();
    act(() => {
      fireEvent.error(screen.getByRole('img', { name: 'Barn, photo 1 of 3' }));
    });
    expect(screen.getByRole('img', { name: 'Barn, photo 1 of 3: no image' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('img-one.jpg'));
    warn.mockRestore();
  });
});

describe('/property/:id price history', () => {
  const show = (fields: Parameters<typeof makeProperty>[0]) =>
    renderRoute(page, {
      path: '/property/p1',
      fetcher: fetcherFor({ '/api/properties/p1': makeProperty(fields) }),
    });

  it('says when the price was last reduced, under the price, as a London date', async () => {
    show({
      price: 325000,
      priceHistory: [
        { date: '2026-09-14T09:00:00.000Z', from: 350000, to: 340000 },
        // 00:30 on 3 November in London is still 2 November in some browsers' zones.
        { date: '2026-11-03T00:30:00.000Z', from: 340000, to: 325000 },
      ],
    });
    const price = await screen.findByText('£325,000');
    expect(price.nextElementSibling).toHaveTextContent('Reduced on 3 November 2026');
    expect(screen.getByText('Reduced on 3 November 2026')).toBeVisible();
  });

  it('says nothing of a reduction after a rise, or without history', async () => {
    const { unmount } = show({
      priceHistory: [
        { date: '2026-09-14T09:00:00.000Z', from: 350000, to: 320000 },
        { date: '2026-11-03T10:00:00.000Z', from: 320000, to: 325000 },
      ],
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/Reduced on/)).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Price history' })).toBeInTheDocument();
    unmount();
    show({ priceHistory: [] });
    await screen.findByRole('heading', { level: 1 });
    await wholePageDrawn();
    expect(screen.queryByText(/Reduced on/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Price history' })).not.toBeInTheDocument();
  });

  it('lists each change newest first: the date, then the old and the new price', async () => {
    show({
      price: 325000,
      priceHistory: [
        { date: '2026-09-14T09:00:00.000Z', from: 350000, to: 340000 },
        { date: '2026-11-03T10:30:00.000Z', from: 340000, to: 325000 },
      ],
    });
    const panel = await screen.findByRole('region', { name: 'Price history' });
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('3 November 2026')).toHaveAttribute(
      'datetime',
      '2026-11-03T10:30:00.000Z',
    );
    expect(items[0]).toHaveTextContent(/£340,000\s*→\s*to\s*£325,000/);
    expect(within(items[1]!).getByText('14 September 2026')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent(/£350,000\s*→\s*to\s*£340,000/);
  });

  it("writes a let's rents as the page does, and no price as on request", async () => {
    show({
      priceType: 'rent',
      price: 1400,
      priceHistory: [
        { date: '2026-10-01T09:00:00.000Z', from: null, to: 1500 },
        { date: '2026-11-03T10:30:00.000Z', from: 1500, to: 1400 },
      ],
    });
    expect(await screen.findByText('£1,400/month')).toBeInTheDocument();
    expect(screen.getByText('Reduced on 3 November 2026')).toBeInTheDocument();
    const items = within(await screen.findByRole('region', { name: 'Price history' })).getAllByRole(
      'listitem',
    );
    expect(items[0]).toHaveTextContent(/£1,500\/month\s*→\s*to\s*£1,400\/month/);
    expect(items[1]).toHaveTextContent(/Rent on Request\s*→\s*to\s*£1,500\/month/);
  });
});
