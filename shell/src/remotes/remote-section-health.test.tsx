import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter, useNavigate } from '@reedmere/router';
import { keepStaticPartsAsServed } from '@reedmere/web-kit';
import { renderAsServer } from '@reedmere/web-kit/testing';
import { healthReportingLoaded } from '../health/health-notes';
import { hidePage, installBeacon, removeBeacon, sentEvents } from '../../test/health-beacons';
import { jsonResponse } from '../../test/json-response';
import { SECTION_UNAVAILABLE } from '../app/section-boundary';
import { preloadedLoader } from './preloaded-modules';
import { loadRemoteModule, registerSnapshot, type RemoteLoader } from './registry';
import { RemoteLoaderProvider, RemoteSection, StaticSectionsProvider } from './remote-section';

type Runtime = { loadRemote: jest.Mock };

const REGISTRY = {
  listings: '/remotes/listings/mf-manifest.json',
  developments: '/remotes/developments/mf-manifest.json',
  news: '/remotes/news/mf-manifest.json',
};

function Widget() {
  return <p>Remote content</p>;
}

/** Another page of the site, as a link would open it; and a render that changes no page. */
function PageControls() {
  const navigate = useNavigate();
  const [, setRenders] = useState(0);
  return (
    <>
      <button type="button" onClick={() => navigate('/?page=2')}>
        Next page
      </button>
      <button type="button" onClick={() => setRenders((count) => count + 1)}>
        Draw again
      </button>
    </>
  );
}

/** What the page reports when it is hidden now. */
async function reported() {
  await healthReportingLoaded();
  const beacon = installBeacon();
  hidePage();
  return sentEvents(beacon);
}

beforeAll(() => registerSnapshot(REGISTRY));
beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  installBeacon();
  hidePage();
  removeBeacon();
  jest.restoreAllMocks();
});

describe('what a remote section notes for the health reports', () => {
  it('notes a view once per page for each remote drawn on it', async () => {
    const loader: RemoteLoader = async () => ({ default: Widget });
    render(
      <MemoryRouter>
        <RemoteLoaderProvider value={loader}>
          <PageControls />
          <RemoteSection name="listings" module="home-sections" />
          <RemoteSection name="developments" module="home-projects" />
        </RemoteLoaderProvider>
      </MemoryRouter>,
    );
    expect(await screen.findAllByText('Remote content')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Draw again' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Draw again' }));
    expect(await reported()).toEqual([
      { remote: 'developments', version: 'built-in', kind: 'view', count: 2 },
      { remote: 'listings', version: 'built-in', kind: 'view', count: 2 },
    ]);
  });

  it('notes a section-error when the remote throws while drawing', async () => {
    function Broken(): never {
      throw new Error('boom');
    }
    render(
      <MemoryRouter>
        <RemoteLoaderProvider value={async () => ({ default: Broken })}>
          <RemoteSection name="news" />
        </RemoteLoaderProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByText(SECTION_UNAVAILABLE)).toBeInTheDocument();
    expect(await reported()).toEqual([
      { remote: 'news', version: 'built-in', kind: 'section-error', count: 1 },
      { remote: 'news', version: 'built-in', kind: 'view', count: 1 },
    ]);
  });

  it('notes a failed load once, as a load failure and not as an error of the section', async () => {
    global.fetch = jest.fn(async () => jsonResponse(200, REGISTRY)) as unknown as typeof fetch;
    // The runtime is mapped to test/federation-runtime-mock.ts (jest.config.cjs).
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const runtime = require('@module-federation/enhanced/runtime') as Runtime;
    const manifestMissing = () =>
      new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003');
    runtime.loadRemote
      .mockRejectedValueOnce(manifestMissing())
      .mockRejectedValueOnce(manifestMissing());
    render(
      <MemoryRouter>
        <RemoteLoaderProvider value={loadRemoteModule}>
          <RemoteSection name="news" />
        </RemoteLoaderProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByText(SECTION_UNAVAILABLE)).toBeInTheDocument();
    expect(await reported()).toEqual([
      { remote: 'news', version: 'built-in', kind: 'load-failed', phase: 'manifest', count: 1 },
      { remote: 'news', version: 'built-in', kind: 'view', count: 1 },
    ]);
  });

  describe('on a served page', () => {
    let root: Root | undefined;
    afterEach(() => act(() => root?.unmount()));

    it('counts the live sections it takes over, and no static section kept as served', async () => {
      const modules = new Map([
        ['listings/home-sections', { default: Widget }],
        ['news/routes', { default: Widget }],
      ]);
      const page = (
        <MemoryRouter>
          <RemoteLoaderProvider value={preloadedLoader(modules, jest.fn())}>
            <StaticSectionsProvider value={new Set(['listings/home-sections'])}>
              <RemoteSection name="listings" module="home-sections" />
              <RemoteSection name="news" />
            </StaticSectionsProvider>
          </RemoteLoaderProvider>
        </MemoryRouter>
      );
      const container = document.createElement('div');
      container.innerHTML = await renderAsServer(page);
      document.body.append(container);
      keepStaticPartsAsServed();
      await act(async () => {
        root = hydrateRoot(container, page);
      });
      expect(await reported()).toEqual([
        { remote: 'news', version: 'built-in', kind: 'view', count: 1 },
      ]);
      container.remove();
    });
  });
});
