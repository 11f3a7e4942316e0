import { lazy, useEffect, useRef } from 'react';
import { BrowserRouter, useLocation } from '@reedmere/router';
import { AppRoutes } from './app-routes';
import { DeferDataLayer } from './data-layer';
import { FollowStaticLinks } from './follow-static-links';
import { whenPageReady } from './page-ready';
import { SiteProviders, type ServedPage } from './site-providers';
import { WhenLive } from './when-live';

const ReadAheadOnPress = lazy(() => import('./read-ahead-on-press'));

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

/** The site in the browser: a served page taken over, or any page drawn here. */
export function App({ served }: { served?: ServedPage }) {
  return (
    <SiteProviders served={served}>
      <DeferDataLayer served={served?.swr}>
        <BrowserRouter whenReady={whenPageReady}>
          {served && <LeaveServedPageOnNavigation served={served} />}
          <FollowStaticLinks />
          <WhenLive>
            <ReadAheadOnPress />
          </WhenLive>
          <AppRoutes />
        </BrowserRouter>
      </DeferDataLayer>
    </SiteProviders>
  );
}
