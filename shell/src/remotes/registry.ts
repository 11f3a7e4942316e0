import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES, type RemoteName } from '@reedmere/mf-build/remotes';
import type { RemoteRegistry, RouteOwner } from '@reedmere/contracts';

export const REGISTRY_URL = '/api/remotes';

export interface RemoteModule {
  default: ComponentType;
}

/** Loads `<name>/<module>` and resolves to a module whose default export is a component. */
export type RemoteLoader = (name: RemoteName, module: string) => Promise<RemoteModule>;

/** The remote that renders a route owner ('mfe-listings' -> 'listings'), or null for the shell. */
export function remoteForOwner(owner: RouteOwner): RemoteName | null {
  const entry = Object.values(REMOTES).find((remote) => remote.workspace === owner);
  return entry ? (entry.name as RemoteName) : null;
}

/** Registry entries as absolute manifest URLs (the registry holds same-origin paths). */
export function toRemoteEntries(registry: RemoteRegistry, origin: string) {
  return Object.entries(registry).map(([name, url]) => ({
    name,
    entry: new URL(url, origin).href,
  }));
}

let registration: Promise<void> | null = null;

/**
 * Reads the registry (never cached) and registers every remote by its manifest URL, once. A failed
 * attempt is forgotten, so a Retry asks again.
 */
export function ensureRemotesRegistered(): Promise<void> {
  if (!registration) {
    registration = (async () => {
      const response = await fetch(REGISTRY_URL, { cache: 'no-store', credentials: 'include' });
      if (!response.ok) {
        throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
      }
      const registry = (await response.json()) as RemoteRegistry;
      registerRemotes(toRemoteEntries(registry, window.location.origin), { force: true });
    })();
    registration.catch(() => {
      registration = null;
    });
  }
  return registration;
}

/** The loader the site uses: registry first, then the federation runtime. */
export const loadRemoteModule: RemoteLoader = async (name, module) => {
  await ensureRemotesRegistered();
  const loaded = await loadRemote<RemoteModule>(`${name}/${module}`);
  if (!loaded || typeof loaded.default !== 'function') {
    throw new Error(`Remote module ${name}/${module} is unavailable`);
  }
  return loaded;
};
