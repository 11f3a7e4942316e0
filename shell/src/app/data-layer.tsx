import { createContext, lazy, use, useContext, useState, type ReactNode } from 'react';
import { useLocation } from '@reedmere/router';
import { SWR_DEFAULTS } from '@reedmere/web-kit';
import { takeReadsAhead } from './read-ahead-answers';
import type { ServerDataConfig } from './server-data';
import { WhenLive } from './when-live';

type DataLibrary = typeof import('swr');

// Reads taken ahead first: the site's own middleware then sees the requests they stand for.
const DATA_DEFAULTS = { ...SWR_DEFAULTS, use: [takeReadsAhead, ...(SWR_DEFAULTS.use ?? [])] };

let loaded: DataLibrary | undefined;
let loading: Promise<DataLibrary> | undefined;

/** Loads the data layer's library (SWR) once for the page. */
export function loadDataLayer(): Promise<DataLibrary> {
  loading ??= import('swr').then((library) => (loaded = library));
  return loading;
}

/**
 * Set by the browser's app: the data layer is drawn from here on rather than at the root, with
 * the served page's answers. Without it a data layer at the root provides (the server, tests).
 */
const DeferredDataLayer = createContext<{ served?: ServerDataConfig } | null>(null);

export function DeferDataLayer({
  served,
  children,
}: {
  served: ServerDataConfig | undefined;
  children: ReactNode;
}) {
  const [value] = useState(() => ({ served }));
  return <DeferredDataLayer.Provider value={value}>{children}</DeferredDataLayer.Provider>;
}

// Keeps the head's title and tags true to the page after the first: the served page's are the
// BFF's, so it is drawn only once the page is live.
const SeoManager = lazy(() =>
  import('../seo/seo-manager').then(({ SeoManager }) => ({ default: SeoManager })),
);

/**
 * Around every page's content: SWR's settings and the served page's answers. A served page that
 * reads no data (the home page with its static sections, the pages of text) is taken over
 * without the library; it loads when the visitor first opens another page, which is drawn
 * inside it from then on. The content is drawn afresh once, at that first change of page, as it
 * would be anyway: the layout around it stays.
 */
export function DataLayer({ children }: { children: ReactNode }) {
  const deferred = useContext(DeferredDataLayer);
  const { pathname } = useLocation();
  const [firstPath] = useState(pathname);
  const [live, setLive] = useState(() => loaded !== undefined);
  if (!live && pathname !== firstPath) setLive(true);
  const content = (
    <>
      <WhenLive>
        <SeoManager />
      </WhenLive>
      {children}
    </>
  );
  if (!deferred) return content;
  if (!live) return children;
  const { SWRConfig } = loaded ?? use(loadDataLayer());
  return (
    <SWRConfig value={DATA_DEFAULTS}>
      <SWRConfig value={deferred.served?.config ?? {}}>{content}</SWRConfig>
    </SWRConfig>
  );
}
