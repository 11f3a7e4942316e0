import type { RemoteName } from '@reedmere/mf-build/remotes';
import { hidePage, installBeacon, removeBeacon, sentEvents } from '../../test/health-beacons';
import { jsonResponse } from '../../test/json-response';

type Runtime = { loadRemote: jest.Mock; registerRemotes: jest.Mock };
const Section = () => null;

/** A fresh copy of the registry module (it remembers its registration) and the runtime mock. */
function load(registryAnswers: number[] = [200, 200, 200]) {
  jest.resetModules();
  // The runtime is mapped to test/federation-runtime-mock.ts (jest.config.cjs).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const runtime = require('@module-federation/enhanced/runtime') as Runtime;
  runtime.loadRemote.mockReset();
  runtime.registerRemotes.mockReset();
  const fetchMock = jest.fn(async () => {
    const status = registryAnswers.shift() ?? 200;
    return jsonResponse(status, { news: '/remotes/news/mf-manifest.json' });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const registry = require('./registry') as typeof import('./registry');
  // The same fresh copy the registry noted its failures with.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const health = require('../health/health-notes') as typeof import('../health/health-notes');
  /** What the page reports when it is hidden now. */
  const reported = async () => {
    await health.healthReportingLoaded();
    const beacon = installBeacon();
    hidePage();
    removeBeacon();
    return sentEvents(beacon);
  };
  return {
    runtime,
    fetchMock,
    load: registry.loadRemoteModule,
    loadBeforeHydration: registry.loadBeforeHydration,
    health,
    reported,
  };
}

const news = 'news' as RemoteName;

beforeEach(() => {
  jest.useFakeTimers({ advanceTimers: true });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  // What a test's failures noted is sent, so the next starts from nothing.
  installBeacon();
  hidePage();
  removeBeacon();
});

describe('loadRemoteModule', () => {
  it('registers every remote from the registry, then loads the module', async () => {
    const { runtime, load: loadModule } = load();
    runtime.loadRemote.mockResolvedValue({ default: Section });
    await expect(loadModule(news, 'routes')).resolves.toEqual({ default: Section });
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'news', entry: 'http://localhost/remotes/news/mf-manifest.json' }],
      { force: true },
    );
    expect(runtime.loadRemote).toHaveBeenCalledWith('news/routes');
  });

  it('notes a view made while the registry is being read as the version it gives, not as none', async () => {
    const { runtime, load: loadModule, health, reported } = load();
    runtime.loadRemote.mockResolvedValue({ default: Section });
    // A page the browser renders itself: its section is drawn, and its view noted, while the
    // loader is still reading the registry.
    const loading = loadModule(news, 'routes');
    health.noteHealthEvent(news, 'view');
    await loading;
    expect(await reported()).toEqual([
      { remote: 'news', version: 'built-in', kind: 'view', count: 1 },
    ]);
  });

  it('after a failed load registers that remote afresh and tries once more', async () => {
    const { runtime, load: loadModule } = load();
    runtime.loadRemote
      .mockRejectedValueOnce(new Error('The manifest is not valid'))
      .mockResolvedValueOnce({ default: Section });
    await expect(loadModule(news, 'routes')).resolves.toEqual({ default: Section });
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(2);
  });

  it('gives up after the second failure, for the error boundary to show', async () => {
    const { runtime, load: loadModule } = load();
    runtime.loadRemote.mockRejectedValue(new Error('unreachable'));
    await expect(loadModule(news, 'routes')).rejects.toThrow('unreachable');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('when the registry cannot be read, asks for it again rather than re-registering', async () => {
    const { runtime, fetchMock, load: loadModule } = load([503, 200]);
    runtime.loadRemote.mockResolvedValue({ default: Section });
    await expect(loadModule(news, 'routes')).resolves.toEqual({ default: Section });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('refuses a module without a component', async () => {
    const { runtime, load: loadModule, reported } = load();
    runtime.loadRemote.mockResolvedValue({});
    await expect(loadModule(news, 'routes')).rejects.toThrow('news/routes is unavailable');
    expect(await reported()).toEqual([
      { remote: 'news', version: 'built-in', kind: 'load-failed', phase: 'factory', count: 1 },
    ]);
  });
});

describe('what loadRemoteModule notes for the health reports', () => {
  const entryMissing = () =>
    new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008');

  it('notes a load that fails for good once, with the phase the runtime names', async () => {
    const { runtime, load: loadModule, reported } = load();
    runtime.loadRemote.mockImplementation(async () => {
      throw entryMissing();
    });
    await expect(loadModule(news, 'routes')).rejects.toThrow('#RUNTIME-008');
    expect(await reported()).toEqual([
      { remote: 'news', version: 'built-in', kind: 'load-failed', phase: 'entry', count: 1 },
    ]);
  });

  it("notes a served page's section that fails before hydrating once, when the page renders it afresh", async () => {
    const { runtime, load: loadModule, loadBeforeHydration, reported } = load();
    runtime.loadRemote.mockImplementation(async () => {
      throw entryMissing();
    });
    await expect(loadBeforeHydration(news, 'routes')).rejects.toThrow('#RUNTIME-008');
    // The page is then rendered in the browser, and the section loads on its own.
    await expect(loadModule(news, 'routes')).rejects.toThrow('#RUNTIME-008');
    expect(await reported()).toEqual([
      { remote: 'news', version: 'built-in', kind: 'load-failed', phase: 'entry', count: 1 },
    ]);
  });

  it('notes nothing when the second attempt loads it', async () => {
    const { runtime, load: loadModule, reported } = load();
    runtime.loadRemote
      .mockRejectedValueOnce(entryMissing())
      .mockResolvedValue({ default: Section });
    await loadModule(news, 'routes');
    expect(await reported()).toEqual([]);
  });

  it('notes a registry that cannot be read as the registry phase', async () => {
    const { runtime, load: loadModule, reported } = load([503, 503]);
    await expect(loadModule(news, 'routes')).rejects.toThrow();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    // No registry was ever read: the page cannot tell which version it would have loaded.
    expect(await reported()).toEqual([
      { remote: 'news', version: 'unknown', kind: 'load-failed', phase: 'registry', count: 1 },
    ]);
  });

  it('notes a registry read again after a failure that fails too as the registry phase', async () => {
    const { runtime, load: loadModule, reported } = load([200, 503]);
    runtime.loadRemote.mockRejectedValue(entryMissing());
    await expect(loadModule(news, 'routes')).rejects.toThrow();
    expect(await reported()).toEqual([
      { remote: 'news', version: 'built-in', kind: 'load-failed', phase: 'registry', count: 1 },
    ]);
  });
});
