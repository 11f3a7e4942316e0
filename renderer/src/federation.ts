import { createInstance } from '@module-federation/runtime';
import { providedShared } from '@reedmere/mf-build/server-shared';
import type { RemoteRegistry } from '@reedmere/contracts';
import type { Logger } from '@reedmere/service-kit';

/** The shell's server build, next to its browser build on the site. */
export const SHELL_SERVER_ENTRY = '/server/remoteEntry.js';

export interface FederationOptions {
  /** Where the builds are fetched from (the BFF): the registry's paths are relative to it. */
  siteOrigin: string;
  /** Other origins a registry entry may point at (remote code runs in this process). */
  allowedOrigins?: readonly string[];
  logger: Logger;
}

export interface Federation {
  /** A module of the shell or a remote, `<name>/<module>`. */
  load<T>(id: string): Promise<T>;
  /**
   * Points each remote at the registry's URL. A remote whose URL changed is registered afresh
   * and loaded once; if that fails it goes back to the URL it had, so a failed deploy keeps the
   * page as it was. Returns the registry in force.
   */
  apply(registry: RemoteRegistry, warm: (name: string) => Promise<void>): Promise<RemoteRegistry>;
  /** The registry in force (what the pages are rendered from). */
  current(): RemoteRegistry;
  /**
   * The manifest a remote's modules are loaded from now: the registry's in force or, for a remote
   * whose only version failed to load, that version (still registered: a page's load fails there).
   */
  loadedFrom(name: string): string | undefined;
  /**
   * Renders from the shell build of this version from now on: a version it has not seen makes
   * it load the shell's server build afresh (the URL carries the version, so nothing cached of
   * the previous build is reused).
   */
  useShell(version: string): void;
}

export function createFederation({
  siteOrigin,
  allowedOrigins = [],
  logger,
}: FederationOptions): Federation {
  const allowed = new Set([new URL(siteOrigin).origin, ...allowedOrigins]);
  const shellEntry = new URL(SHELL_SERVER_ENTRY, siteOrigin).href;
  const instance = createInstance({
    name: 'renderer',
    remotes: [{ name: 'shell', entry: shellEntry, type: 'commonjs-module' }],
    // The renderer's own copies of the shared singletons, loaded by name as the remotes ask.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    shared: providedShared(__dirname, (id) => require(require.resolve(id, { paths: [__dirname] }))),
    shareStrategy: 'loaded-first',
  });
  let inForce: RemoteRegistry = {};

  const entryOf = (url: string): string | undefined => {
    const entry = new URL(url, siteOrigin);
    return allowed.has(entry.origin) ? entry.href : undefined;
  };
  let shellVersion: string | undefined;
  const registered = new Map<string, string>();
  const register = (name: string, entry: string) => {
    registered.set(name, entry);
    instance.registerRemotes([{ name, entry }], { force: true });
  };
  const registerShell = () => {
    const entry = shellVersion ? `${shellEntry}?v=${encodeURIComponent(shellVersion)}` : shellEntry;
    instance.registerRemotes([{ name: 'shell', entry, type: 'commonjs-module' }], { force: true });
  };
  /** The runtime keeps a remote that failed to load as failed: register it afresh. */
  const forget = (name: string) => {
    if (name === 'shell') {
      registerShell();
      return;
    }
    const url = inForce[name];
    const entry = url && entryOf(url);
    if (entry) register(name, entry);
  };

  return {
    async load<T>(id: string): Promise<T> {
      try {
        const module = await instance.loadRemote<T>(id);
        if (!module) throw new Error(`${id} could not be loaded`);
        return module;
      } catch (error) {
        forget(id.split('/')[0] ?? '');
        throw error;
      }
    },
    current: () => inForce,
    loadedFrom: (name) => registered.get(name),
    useShell(version) {
      if (version === shellVersion) return;
      const first = shellVersion === undefined;
      shellVersion = version;
      // The shell loaded at start is the one the site serves now: no need to load it again.
      if (first) return;
      registerShell();
      logger.info('shell registered afresh', { version });
    },
    async apply(registry, warm) {
      const next: Record<string, string> = { ...inForce };
      for (const [name, url] of Object.entries(registry)) {
        if (inForce[name] === url) continue;
        const entry = entryOf(url);
        if (!entry) {
          logger.warn('registry entry not allowed for server rendering', { name, url });
          continue;
        }
        const previous = inForce[name];
        register(name, entry);
        try {
          await warm(name);
          next[name] = url;
          logger.info('remote registered', { name, url });
        } catch (error) {
          logger.error('remote failed to load; keeping the version in service', {
            name,
            url,
            message: (error as Error).message,
          });
          if (previous) register(name, entryOf(previous) ?? previous);
        }
      }
      for (const name of Object.keys(next)) if (!(name in registry)) delete next[name];
      inForce = next;
      return inForce;
    },
  };
}
