import type { RemoteModule, RemoteLoader } from './registry';

/**
 * `<remote>/<module>` -> the loaded module, or its load when it was left for later (a section far
 * below the fold: hydration keeps its server HTML until then).
 */
export type PreloadedModules = ReadonlyMap<string, RemoteModule | Promise<RemoteModule>>;

export const moduleId = (name: string, module: string): string => `${name}/${module}`;

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

/**
 * A thenable that hands over its value synchronously, and what `then` makes of it too. React.lazy
 * then renders the component in the same pass instead of suspending: the server writes the
 * section, and the browser hydrates it at once instead of leaving it to a later pass.
 */
function settled<T>(value: T): Promise<T> {
  const thenable = {
    then<R>(onFulfilled?: (value: T) => R) {
      if (!onFulfilled) return thenable;
      try {
        const next = onFulfilled(value);
        // A promise returned is followed, as a promise's `then` would.
        return isThenable(next) ? next : settled(next);
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
  };
  return thenable as unknown as Promise<T>;
}

/**
 * The loader of a server-rendered page: modules already loaded (by the server before it rendered,
 * by the browser before it hydrated) come back at once, a module left for later comes when it has
 * loaded; any other goes to `otherwise`, and so does a retry after a load that failed.
 */
export function preloadedLoader(modules: PreloadedModules, otherwise: RemoteLoader): RemoteLoader {
  const failed = new Set<string>();
  return (name, module) => {
    const id = moduleId(name, module);
    const loaded = failed.has(id) ? undefined : modules.get(id);
    if (!loaded) return otherwise(name, module);
    if (!(loaded instanceof Promise)) return settled(loaded);
    return loaded.catch((error: unknown) => {
      failed.add(id);
      throw error;
    });
  };
}
