import { screen, within } from '@testing-library/react';
import type { HomeContent } from '@reedmere/contracts';
import { renderReadTwice, renderRoute } from '@reedmere/web-kit/testing';
import { ApiError } from '@reedmere/web-kit';
import { fetcherFor, makeProperty } from '../../../../test/fixtures';
import { HOME_KEY } from '../api/use-home';
import { HomeSections } from './home-sections';

const many = (prefix: string, n: number, extra = {}) =>
  Array.from({ length: n }, (_, i) =>
    makeProperty({ id: `${prefix}${i}`, title: `${prefix} ${i + 1}`, ...extra }),
  );

const home = (overrides: Partial<HomeContent> = {}): HomeContent => ({
  residentialSales: many('Home', 5),
  commercialSales: many('Shop', 4, { propertyType: 'commercial' }),
  commercialLettings: many('Office', 4, { propertyType: 'commercial', priceType: 'rent' }),
  underOffer: many('Offer', 8, { isUnderOffer: true }),
  developments: [],
  ...overrides,
});

const failed = { error: 'Properties are temporarily unavailable. Please try again shortly.' };

describe('HomeSections', () => {
  it('reads GET /api/home and shows 3 per category and up to 6 under offer', async () => {
    const fetcher = fetcherFor({ '/api/home': home() });
    renderRoute(<HomeSections />, { path: '/', fetcher });
    expect(screen.getByLabelText('Loading properties')).toBeInTheDocument();
    const section = async (name: string) => screen.findByRole('region', { name });
    expect(within(await section('Residential Sales')).getAllByRole('article')).toHaveLength(3);
    expect(within(await section('Commercial Sales')).getAllByRole('article')).toHaveLength(3);
    const lettings = await section('Commercial Lettings');
    expect(within(lettings).getAllByRole('article')).toHaveLength(3);
    expect(within(lettings).getAllByText('To Let')).toHaveLength(3);
    const offers = await section('Under Offer');
    expect(within(offers).getAllByRole('article')).toHaveLength(6);
    expect(within(offers).getAllByText('Under Offer', { selector: 'span' })).toHaveLength(6);
    expect(
      within(await section('Residential Sales')).getByRole('link', { name: /View all/ }),
    ).toHaveAttribute('href', '/residential');
    expect(fetcher).toHaveBeenCalledWith('/api/home');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('shows the empty texts', async () => {
    renderRoute(<HomeSections />, {
      path: '/',
      fetcher: fetcherFor({
        '/api/home': home({
          residentialSales: [],
          commercialSales: [],
          commercialLettings: [],
          underOffer: [],
        }),
      }),
    });
    expect(await screen.findByText('No properties currently under offer.')).toBeInTheDocument();
    expect(screen.getByText('No residential properties yet.')).toBeInTheDocument();
    expect(screen.getByText('No commercial sales yet.')).toBeInTheDocument();
    expect(screen.getByText('No commercial lettings yet.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the error state', async () => {
    renderRoute(<HomeSections />, {
      path: '/',
      fetcher: fetcherFor({ '/api/home': new ApiError(503, 'down') }),
    });
    expect(await screen.findByText('Error Loading Properties')).toBeInTheDocument();
  });

  it('shows the error state when the aggregate marks the listing sections failed', async () => {
    renderRoute(<HomeSections />, {
      path: '/',
      fetcher: fetcherFor({
        '/api/home': home({
          residentialSales: failed,
          commercialSales: failed,
          commercialLettings: failed,
          underOffer: failed,
        }),
      }),
    });
    expect(await screen.findByText('Error Loading Properties')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it.each([
    [
      // As the aggregate answers when its listings call fails: a section it could read is new.
      'the aggregate marks three listing sections failed',
      home({
        residentialSales: failed,
        commercialSales: failed,
        commercialLettings: failed,
        underOffer: many('Offer', 2, { isUnderOffer: true }),
      }),
      2,
    ],
    ['the read fails whole', new ApiError(503, 'down'), 6],
  ])(
    'keeps the listings it shows when reading the page again finds %s',
    async (_, later, underOffer) => {
      const page = renderReadTwice(<HomeSections />, {
        path: '/',
        readKey: HOME_KEY,
        answers: [home(), later],
      });
      const residential = await screen.findByRole('region', { name: 'Residential Sales' });
      expect(within(residential).getAllByRole('article')).toHaveLength(3);
      await page.readAgain();
      expect(screen.queryByText('Error Loading Properties')).not.toBeInTheDocument();
      for (const name of ['Residential Sales', 'Commercial Sales', 'Commercial Lettings']) {
        expect(within(screen.getByRole('region', { name })).getAllByRole('article')).toHaveLength(
          3,
        );
      }
      expect(
        within(screen.getByRole('region', { name: 'Under Offer' })).getAllByRole('article'),
      ).toHaveLength(underOffer);
    },
  );
});
