import { useSyncExternalStore } from 'react';
import {
  registerGlobalPlugins,
  registerPlugins,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';

/** The shared package every part of the page shows its toasts with. */
export const TOAST_LIBRARY = 'sonner';

let loaded = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const toastLibraryWatch: ModuleFederationRuntimePlugin = {
  name: 'reedmere-toast-library-watch',
  afterLoadShare({ pkgName }) {
    if (pkgName !== TOAST_LIBRARY || loaded) return;
    loaded = true;
    for (const listener of listeners) listener();
  },
};

/**
 * Watches the federation for the first load of the toast library, by the shell or by any remote.
 * Most visits show no toast, so the region is drawn only then. A remote asks for the library
 * when it first shows a toast, or, if it was built to import it up front, when it loads; either
 * way the region appears, and sonner gives a region that subscribes late the toasts still showing.
 */
export function watchForToastLibrary(): void {
  // The shell's own instance exists already; each remote's is made when its entry loads.
  registerPlugins([toastLibraryWatch]);
  registerGlobalPlugins([toastLibraryWatch]);
}

/** Whether any part of the page has loaded the toast library yet. */
export function useToastLibraryLoaded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => false,
  );
}
