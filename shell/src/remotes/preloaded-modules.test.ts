import { moduleId, preloadedLoader } from './preloaded-modules';
import type { RemoteModule } from './registry';

describe('preloadedLoader', () => {
  const routes = { default: () => null } as unknown as RemoteModule;
  const elsewhere = { default: () => null } as unknown as RemoteModule;

  it('hands over a module loaded before rendering at once, in the same tick', () => {
    const otherwise = jest.fn(async () => elsewhere);
    const load = preloadedLoader(new Map([[moduleId('news', 'routes'), routes]]), otherwise);
    let received: RemoteModule | undefined;
    void load('news', 'routes').then((module) => {
      received = module;
    });
    expect(received).toBe(routes);
    expect(otherwise).not.toHaveBeenCalled();
  });

  it('hands over what a `then` makes of it in the same tick too', () => {
    const load = preloadedLoader(new Map([[moduleId('news', 'routes'), routes]]), jest.fn());
    let received: unknown;
    void load('news', 'routes')
      .then((module) => ({ wrapped: module }))
      .then((value) => {
        received = value;
      });
    expect(received).toEqual({ wrapped: routes });
  });

  it('follows a promise a `then` returns, and rejects when a `then` throws', async () => {
    const load = preloadedLoader(new Map([[moduleId('news', 'routes'), routes]]), jest.fn());
    await expect(load('news', 'routes').then(async () => 'later')).resolves.toBe('later');
    await expect(
      load('news', 'routes').then(() => {
        throw new Error('no default export');
      }),
    ).rejects.toThrow('no default export');
  });

  it('loads any other module the usual way', async () => {
    const otherwise = jest.fn(async () => elsewhere);
    const load = preloadedLoader(new Map([[moduleId('news', 'routes'), routes]]), otherwise);
    await expect(load('listings', 'routes')).resolves.toBe(elsewhere);
    expect(otherwise).toHaveBeenCalledWith('listings', 'routes');
  });
});

describe('preloadedLoader with a module left for later', () => {
  const later = { default: () => null } as unknown as RemoteModule;
  const fresh = { default: () => null } as unknown as RemoteModule;

  it('hands it over once it has loaded', async () => {
    const otherwise = jest.fn(async () => fresh);
    const load = preloadedLoader(
      new Map([[moduleId('listings', 'home-sections'), Promise.resolve(later)]]),
      otherwise,
    );
    await expect(load('listings', 'home-sections')).resolves.toBe(later);
    expect(otherwise).not.toHaveBeenCalled();
  });

  it('loads afresh on the retry after its load failed', async () => {
    const otherwise = jest.fn(async () => fresh);
    const failed = Promise.reject(new Error('remote down'));
    const load = preloadedLoader(
      new Map([[moduleId('listings', 'home-sections'), failed]]),
      otherwise,
    );
    await expect(load('listings', 'home-sections')).rejects.toThrow('remote down');
    await expect(load('listings', 'home-sections')).resolves.toBe(fresh);
    expect(otherwise).toHaveBeenCalledWith('listings', 'home-sections');
  });
});
