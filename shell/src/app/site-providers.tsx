import { lazy, useMemo, type ReactNode } from 'react';
import { preloadedLoader, type PreloadedModules } from '../remotes/preloaded-modules';
import { loadRemoteModule, type RemoteLoader } from '../remotes/registry';
import { RemoteLoaderProvider, StaticSectionsProvider } from '../remotes/remote-section';
import { useToastLibraryLoaded } from './toast-library';
import type { ServerDataConfig } from './server-data';
import { WhenLive } from './when-live';

const ToastRegion = lazy(() => import('./toast-region'));

/** The toast region, drawn once some part of the page has loaded the toast library. */
function ToastRegionOnceUsed() {
  return useToastLibraryLoaded() ? <ToastRegion /> : null;
}

const NO_STATIC_SECTIONS: ReadonlySet<string> = new Set();

/** What a server-rendered page starts from: the server's answers and its loaded remotes. */
export interface ServedPage {
  swr: ServerDataConfig;
  modules: PreloadedModules;
  /** Where any other module comes from; by default the browser's federation runtime. */
  otherModules?: RemoteLoader;
  /** `<remote>/<module>` ids of the static sections: kept as served, their code never loaded. */
  staticModules: ReadonlySet<string>;
  /** Starts the loads of the sections left for later: the visitor is leaving the page. */
  loadLater?: () => void;
}

/**
 * The remote loader and the toast region. No data layer here (see data-layer.tsx) and no
 * theme: the parts drawn with MUI bring theirs (ThemeScope), and the page's base styles are the
 * chrome's stylesheet.
 */
export function SiteProviders({ children, served }: { children: ReactNode; served?: ServedPage }) {
  const loader = useMemo(
    () =>
      served
        ? preloadedLoader(served.modules, served.otherModules ?? loadRemoteModule)
        : loadRemoteModule,
    [served],
  );
  return (
    <>
      <RemoteLoaderProvider value={loader}>
        <StaticSectionsProvider value={served?.staticModules ?? NO_STATIC_SECTIONS}>
          {children}
        </StaticSectionsProvider>
      </RemoteLoaderProvider>
      <WhenLive>
        <ToastRegionOnceUsed />
      </WhenLive>
    </>
  );
}
