import { act, render as renderOutsideRouter, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from '@reedmere/router';
import { keepStaticPartsAsServed } from '@reedmere/web-kit';
import { renderAsServer } from '@reedmere/web-kit/testing';
import { RemoteLoaderProvider, RemoteSection, StaticSectionsProvider } from './remote-section';
import { preloadedLoader } from './preloaded-modules';
import type { RemoteLoader } from './registry';

/** Sections are drawn inside the site's router, as on every page. */
const render = (ui: ReactElement) => renderOutsideRouter(ui, { wrapper: MemoryRouter });

function Widget() {
  return <p>Remote content</p>;
}

describe('RemoteSection', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows a labelled spinner, then the remote', async () => {
    const loader: RemoteLoader = jest.fn(async () => ({ default: Widget }));
    render(
      <RemoteLoaderProvider value={loader}>
        <RemoteSection name="news" label="Loading news" />
      </RemoteLoaderProvider>,
    );
    expect(screen.getByRole('status', { name: 'Loading news' })).toBeInTheDocument();
    expect(await screen.findByText('Remote content')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('news', 'routes');
  });

  it('shows the fallback when loading fails, and Retry loads it again', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loader = jest
      .fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>()
      .mockRejectedValueOnce(new Error('Failed to fetch remoteEntry.js'))
      .mockResolvedValue({ default: Widget });
    render(
      <RemoteLoaderProvider value={loader}>
        <RemoteSection name="listings" module="home-sections" />
      </RemoteLoaderProvider>,
    );
    expect(await screen.findByText('This section is temporarily unavailable.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Remote content')).toBeInTheDocument();
    expect(screen.queryByText('This section is temporarily unavailable.')).not.toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
    expect(loader).toHaveBeenLastCalledWith('listings', 'home-sections');
  });

  it('contains a remote that throws while rendering', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('boom');
    }
    render(
      <>
        <p>Header stays</p>
        <RemoteLoaderProvider value={async () => ({ default: Broken })}>
          <RemoteSection name="admin" />
        </RemoteLoaderProvider>
      </>,
    );
    expect(await screen.findByText('This section is temporarily unavailable.')).toBeInTheDocument();
    expect(screen.getByText('Header stays')).toBeInTheDocument();
  });

  it('takes over a served live section without drawing the remote twice', async () => {
    let renders = 0;
    function CountedWidget() {
      renders += 1;
      return <p>Remote content</p>;
    }
    const loaded = new Map([['news/routes', { default: CountedWidget }]]);
    const section = (
      <MemoryRouter>
        <RemoteLoaderProvider value={preloadedLoader(loaded, jest.fn())}>
          <RemoteSection name="news" />
        </RemoteLoaderProvider>
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = await renderAsServer(section);
    document.body.append(container);
    renders = 0;
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, section);
    });
    // The render that took the markup over, and no second one once React knows it is done.
    expect(renders).toBe(1);
    expect(container).toHaveTextContent('Remote content');
    act(() => root?.unmount());
    container.remove();
  });

  describe('a static section of a served page', () => {
    const STATIC = new Set(['listings/home-sections']);
    const section = (loader: RemoteLoader) => (
      <MemoryRouter>
        <RemoteLoaderProvider value={loader}>
          <StaticSectionsProvider value={STATIC}>
            <RemoteSection name="listings" module="home-sections" />
          </StaticSectionsProvider>
        </RemoteLoaderProvider>
      </MemoryRouter>
    );
    let root: Root | undefined;
    afterEach(() => act(() => root?.unmount()));

    it('is kept as served: its module is never loaded', async () => {
      // As on the server: the module is loaded before the page renders.
      const loaded = new Map([['listings/home-sections', { default: Widget }]]);
      const html = await renderAsServer(section(preloadedLoader(loaded, jest.fn())));
      expect(html).toMatch(/<div data-static-part=""[^>]*>(<!--[^>]*-->)*<p>Remote content<\/p>/);
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      const loader = jest.fn(async () => ({ default: Widget }));
      keepStaticPartsAsServed();
      await act(async () => {
        root = hydrateRoot(container, section(loader));
      });
      expect(loader).not.toHaveBeenCalled();
      expect(container.innerHTML).toBe(html);
      container.remove();
    });

    it('is loaded and rendered on a page the browser renders', async () => {
      const loader = jest.fn(async () => ({ default: Widget }));
      renderOutsideRouter(section(loader));
      expect(await screen.findByText('Remote content')).toBeInTheDocument();
      expect(loader).toHaveBeenCalledWith('listings', 'home-sections');
    });
  });
});
