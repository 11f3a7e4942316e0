import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES, type RemoteName } from '@reedmere/mf-build/remotes';
import type { LoadPhase, PageLoader, RemoteRegistry, RouteOwner } from '@reedmere/contracts';
import { readApiError } from '@reedmere/web-kit';
import { noteLoadFailure } from '../health/health-notes';
import { readingRegistry, rememberManifests } from './registered-manifests';

export const REGISTRY_URL = '/api/remotes';

export interface RemoteModule {
  default: ComponentType;
  /** The reads its screen makes at a location (see `PageLoader`). */
  loader?: PageLoader;
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

/** How long the loader waits before its one automatic second attempt. */
export const RETRY_DELAY_MS = 500;

async function fetchRegistry(): Promise<RemoteRegistry> {
  const response = await fetch(REGISTRY_URL, { cache: 'no-store', credentials: 'include' });
  if (!response.ok) throw await readApiError(response);
  return (await response.json()) as RemoteRegistry;
}

/** Registers remotes with the federation runtime, remembering their manifests (their versions). */
function register(entries: Array<{ name: string; entry: string }>): void {
  registerRemotes(entries, { force: true });
  rememberManifests(entries);
}

let registration: Promise<void> | null = null;

/**
 * A server-rendered page names the registry the server loaded its remotes from: the browser
 * registers the same versions instead of asking (a deploy between the two cannot split a page).
 */
export function registerSnapshot(registry: RemoteRegistry): void {
  register(toRemoteEntries(registry, window.location.origin));
  registration = Promise.resolve();
}

/**
 * Reads the registry (never cached) and registers every remote by its manifest URL, once. A failed
 * attempt is forgotten, so the next load asks again.
 */
export function ensureRemotesRegistered(): Promise<void> {
  if (!registration) {
    registration = fetchRegistry().then((registry) => {
      register(toRemoteEntries(registry, window.location.origin));
    });
    readingRegistry(registration);
    registration.catch(() => {
      registration = null;
    });
  }
  return registration;
}

const reRegistering = new Map<RemoteName, Promise<void>>();

/**
 * The federation runtime keeps a remote whose manifest or entry failed to load as failed. This
 * registers that one remote afresh (from a fresh read of the registry, which may point elsewhere
 * by now), so the next load fetches its files again; the other remotes stay as they are. Sections
 * of the same remote failing together share one re-registration.
 */
function reRegister(name: RemoteName): Promise<void> {
  let pending = reRegistering.get(name);
  if (!pending) {
    pending = fetchRegistry()
      .then((registry) => {
        const entries = toRemoteEntries(registry, window.location.origin).filter(
          (entry) => entry.name === name,
        );
        register(entries);
      })
      .finally(() => reRegistering.delete(name));
    reRegistering.set(name, pending);
  }
  return pending;
}

/** How far an attempt got, where its error cannot tell: the registry read, or past the load. */
interface Progress {
  phase?: LoadPhase;
}

async function loadOnce(
  name: RemoteName,
  module: string,
  progress: Progress = {},
): Promise<RemoteModule> {
  progress.phase = 'registry';
  await ensureRemotesRegistered();
  // The runtime's error says where it failed.
  progress.phase = undefined;
  const loaded = await loadRemote<RemoteModule>(`${name}/${module}`);
  // Loaded, but its code gave no component.
  progress.phase = 'factory';
  if (!loaded || typeof loaded.default !== 'function') {
    throw new Error(`Remote module ${name}/${module} is unavailable`);
  }
  return loaded;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A load that fails for good, with how far its last attempt got. */
type OnFailure = (failure: unknown, phase: LoadPhase | undefined) => void;

/**
 * Registry first, then the federation runtime. A failure (a remote being redeployed, a dropped
 * connection) gets one more attempt with the remote registered afresh; a second failure goes to
 * `onFailure` and is thrown.
 */
async function loadWithRetry(
  name: RemoteName,
  module: string,
  onFailure: OnFailure,
): Promise<RemoteModule> {
  try {
    return await loadOnce(name, module);
  } catch (error) {
    console.warn(`Loading ${name}/${module} failed; trying once more`, (error as Error).message);
    await delay(RETRY_DELAY_MS);
    const progress: Progress = { phase: 'registry' };
    try {
      // Registered, so the remote itself failed: register it afresh. Otherwise the registry
      // could not be read, and loading again asks for it again.
      if (registration) await reRegister(name);
      return await loadOnce(name, module, progress);
    } catch (failure) {
      onFailure(failure, progress.phase);
      throw failure;
    }
  }
}

/**
 * The loader the site uses. A load that fails for good is noted for the health reports and goes
 * to the section's error boundary, whose Retry comes back here.
 */
export const loadRemoteModule: RemoteLoader = (name, module) =>
  loadWithRetry(name, module, (failure, phase) => noteLoadFailure(name, failure, phase));

/**
 * The loader of a served page's first-screen sections, before it hydrates: a failure is not
 * noted there, as the page is then rendered afresh and the section's own load notes it. One
 * failure a page, as on a page the browser renders.
 */
export const loadBeforeHydration: RemoteLoader = (name, module) =>
  loadWithRetry(name, module, () => undefined);
