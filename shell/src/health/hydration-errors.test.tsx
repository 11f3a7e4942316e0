import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from '@reedmere/router';
import { renderAsServer } from '@reedmere/web-kit/testing';
import { RemoteLoaderProvider, RemoteSection } from '../remotes/remote-section';
import { preloadedLoader } from '../remotes/preloaded-modules';
import { registerSnapshot } from '../remotes/registry';
import { hidePage, installBeacon, removeBeacon, sentEvents } from '../../test/health-beacons';
import { healthReportingLoaded } from './health-notes';
import { onRecoverableError } from './hydration-errors';

/** A page with a shell part and the news remote's section, whose article says `said`. */
function page(said: string) {
  const Article = () => <p>{`Article ${said}`}</p>;
  const modules = new Map([['news/routes', { default: Article }]]);
  return (
    <MemoryRouter>
      <RemoteLoaderProvider value={preloadedLoader(modules, jest.fn())}>
        <h1>News</h1>
        <RemoteSection name="news" />
      </RemoteLoaderProvider>
    </MemoryRouter>
  );
}

let root: Root | undefined;
let container: HTMLElement;

/** Serves the page as `server` drew it, and hydrates it as `browser` draws it. */
async function hydrate(server: string, browser: string) {
  container = document.createElement('div');
  container.innerHTML = await renderAsServer(page(server));
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, page(browser), { onRecoverableError });
  });
}

beforeAll(() => registerSnapshot({ news: '/remotes/news/mf-manifest.json' }));
afterEach(async () => {
  await act(async () => root?.unmount());
  container.remove();
  installBeacon();
  hidePage();
  removeBeacon();
  jest.restoreAllMocks();
});

describe('onRecoverableError', () => {
  it("notes a hydration error inside a remote's section as the remote's, and still logs it", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await hydrate('one', 'two');
    expect(container.textContent).toBe('NewsArticle two');
    await healthReportingLoaded();
    const beacon = installBeacon();
    hidePage();
    expect(await sentEvents(beacon)).toContainEqual({
      remote: 'news',
      version: 'built-in',
      kind: 'hydration-error',
      count: 1,
    });
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: expect.any(String) }));
  });

  it('leaves out one outside every remote, and still logs it', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const beacon = installBeacon();
    const Heading = ({ said }: { said: string }) => <h1>{`Heading ${said}`}</h1>;
    container = document.createElement('div');
    container.innerHTML = await renderAsServer(
      <MemoryRouter>
        <Heading said="one" />
      </MemoryRouter>,
    );
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(
        container,
        <MemoryRouter>
          <Heading said="two" />
        </MemoryRouter>,
        { onRecoverableError },
      );
    });
    expect(container.textContent).toBe('Heading two');
    hidePage();
    const kinds = (await sentEvents(beacon)).map((event) => event.kind);
    expect(kinds).not.toContain('hydration-error');
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: expect.any(String) }));
  });
});
