import { lazy, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { BrowserRouter, useLocation } from '@reedmere/router';
import { SWRConfig } from 'swr';
import { SWR_DEFAULTS } from '@reedmere/web-kit';
import { preloadedLoader, type PreloadedModules } from '../remotes/preloaded-modules';
import { loadRemoteModule, type RemoteLoader } from '../remotes/registry';
import { RemoteLoaderProvider, StaticSectionsProvider } from '../remotes/remote-section';
import { AppRoutes } from './app-routes';
import { FollowStaticLinks } from './follow-static-links';
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
 * The data layer and the remote loader; the router is separate so tests can use a MemoryRouter.
 * No theme here: the parts drawn with MUI bring theirs (ThemeScope), and the page's base styles
 * are the chrome's stylesheet.
 */
export function AppProviders({ children, served }: { children: ReactNode; served?: ServedPage }) {
  const loader = useMemo(
    () =>
      served
        ? preloadedLoader(served.modules, served.otherModules ?? loadRemoteModule)
        : loadRemoteModule,
    [served],
  );
  return (
    <SWRConfig value={SWR_DEFAULTS}>
      <SWRConfig value={served?.swr.config ?? {}}>
        <RemoteLoaderProvider value={loader}>
          <StaticSectionsProvider value={served?.staticModules ?? NO_STATIC_SECTIONS}>
            {children}
          </StaticSectionsProvider>
        </RemoteLoaderProvider>
        <WhenLive>
          <ToastRegionOnceUsed />
        </WhenLive>
      </SWRConfig>
    </SWRConfig>
  );
}

/**
 * The server's answers serve the page it rendered; the next page reads afresh. Sections of the
 * served page still waiting to come into view load now: a later page may show them again.
 */
function LeaveServedPageOnNavigation({ served }: { served: ServedPage }) {
  const { key } = useLocation();
  const first = useRef(key);
  useEffect(() => {
    if (key === first.current) return;
    served.swr.forget();
    served.loadLater?.();
  }, [key, served]);
  return null;
}

export function App({ served }: { served?: ServedPage }) {
  return (
    <AppProviders served={served}>
      <BrowserRouter>
        {served && <LeaveServedPageOnNavigation served={served} />}
        <FollowStaticLinks />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
