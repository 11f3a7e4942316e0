import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { MemoryRouter } from '@reedmere/router';
import { SWRConfig } from 'swr';
import { makeProperty } from '../../test/fixtures';
import { HOME_KEY } from '../features/home-sections/api/use-home';
import { londonDay } from '../shared/price-reduction';
import ListingsHomeSections from './home-sections';
import ListingsRoutes from './routes';

const DAY_MS = 86_400_000;
const twoDaysAgo = new Date((londonDay(new Date()) - 2) * DAY_MS + DAY_MS / 2).toISOString();
const reduced = makeProperty({
  id: 'r1',
  price: 325000,
  priceHistory: [{ date: twoDaysAgo, from: 340000, to: 325000 }],
});

const hydrated: Array<{ root: Root; container: HTMLElement }> = [];
afterEach(() => {
  for (const { root, container } of hydrated.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
});

/**
 * The page as the shell serves it: the answers as SWR's fallback, not asked again (as the shell's
 * server data config does), rendered to HTML, then hydrated.
 */
async function serveAndHydrate(path: string, element: ReactElement, data: Record<string, unknown>) {
  const tree = (
    <SWRConfig
      value={{
        provider: () => new Map(),
        fallback: data,
        revalidateOnMount: false,
        fetcher: jest.fn(),
      }}
    >
      <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
    </SWRConfig>
  );
  const html = renderToString(tree);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const recoverable = jest.fn();
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  await act(async () => {
    const root = hydrateRoot(container, tree, { onRecoverableError: recoverable });
    hydrated.push({ root, container });
  });
  const errors = consoleError.mock.calls;
  consoleError.mockRestore();
  return { html, container, recoverable, errors };
}

describe('server-rendered listings hydrate as they were rendered', () => {
  it('the property page with its reduction and price history', async () => {
    const { html, container, recoverable, errors } = await serveAndHydrate(
      '/property/r1',
      <ListingsRoutes />,
      { '/api/properties/r1': reduced },
    );
    expect(html).toContain('Reduced on');
    expect(html).toContain('Price history');
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).toEqual([]);
    expect(container).toHaveTextContent('Reduced on');
  });

  it('a card with the Reduced marker on the home page', async () => {
    const { html, container, recoverable, errors } = await serveAndHydrate(
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
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).toEqual([]);
    expect(container.querySelector('article')).toHaveTextContent('Reduced');
  });

  it('a list page with its alert button, the dialog left to the browser', async () => {
    const { html, container, recoverable, errors } = await serveAndHydrate(
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
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).toEqual([]);
    expect(container.querySelector('button[aria-haspopup="dialog"]')).toHaveTextContent(
      'Get alerts for this search',
    );
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});
