import type { RemoteName } from '@reedmere/mf-build/remotes';
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
  return { runtime, fetchMock, load: registry.loadRemoteModule };
}

const news = 'news' as RemoteName;

beforeEach(() => {
  jest.useFakeTimers({ advanceTimers: true });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.useRealTimers());

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
    const { runtime, load: loadModule } = load();
    runtime.loadRemote.mockResolvedValue({});
    await expect(loadModule(news, 'routes')).rejects.toThrow('news/routes is unavailable');
  });
});
