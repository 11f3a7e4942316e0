import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from '@reedmere/router';
import { resolveRoute } from '@reedmere/contracts';
import { StaticPart } from '@reedmere/web-kit';
import { SectionBoundary } from '../app/section-boundary';
import { lazyPlain } from '../app/theme-scope';
import { useCookieConsent } from './cookie-consent/use-cookie-consent';
import { Header } from './header';
import { MAIN_CONTENT_ID } from './navigation';
import { ScrollOnNavigation } from './scroll/scroll-on-navigation';

// The footer's code loads only where the browser draws it: a page from the server keeps its own.
const Footer = lazyPlain(() => import('./footer'), 'Footer');

// Drawn only once the page is live, so their code is not part of what the first screen waits for.
const SiteOverlays = lazy(() =>
  import('./site-overlays').then(({ SiteOverlays }) => ({ default: SiteOverlays })),
);

/** Every page: header, main content, footer, then the cookie banner and the contact buttons. */
export function SiteLayout() {
  const forVisitors = resolveRoute(useLocation().pathname).owner !== 'mfe-admin';
  const cookies = useCookieConsent();
  return (
    <div className="site-layout">
      <ScrollOnNavigation />
      <Header />
      {/* Focusable from script only: the skip link and the closing cookie banner send focus here. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      {/* Drawn in the browser, its code may fail to load: Retry reloads the site. */}
      <SectionBoundary onRetry={() => window.location.reload()}>
        <StaticPart>
          <Footer />
        </StaticPart>
      </SectionBoundary>
      {/* Drawn once the stored choice is known, banner and buttons together, so neither moves
          the other after the first paint (the page from the server has neither). */}
      {cookies.consent !== undefined && (
        <Suspense fallback={null}>
          <SiteOverlays cookies={cookies} forVisitors={forVisitors} />
        </Suspense>
      )}
    </div>
  );
}
