import type { RemoteModule, RemoteLoader } from './registry';

/** `<remote>/<module>` -> the loaded module. */
export type PreloadedModules = ReadonlyMap<string, RemoteModule>;

export const moduleId = (name: string, module: string): string => `${name}/${module}`;

/**
 * A thenable that hands over its value synchronously. React.lazy then renders the component in
 * the same pass instead of suspending: the server writes the section, and the browser hydrates
 * it at once instead of leaving it to a later pass.
 */
function settled(module: RemoteModule): Promise<RemoteModule> {
  const thenable = {
    then(onFulfilled?: (value: RemoteModule) => unknown) {
      onFulfilled?.(module);
      return thenable;
    },
  };
  return thenable as unknown as Promise<RemoteModule>;
}

/**
 * The loader of a server-rendered page: modules already loaded (by the server before it rendered,
 * by the browser before it hydrated) come back at once; any other goes to `otherwise`.
 */
export function preloadedLoader(modules: PreloadedModules, otherwise: RemoteLoader): RemoteLoader {
  return (name, module) => {
    const loaded = modules.get(moduleId(name, module));
    return loaded ? settled(loaded) : otherwise(name, module);
  };
}
