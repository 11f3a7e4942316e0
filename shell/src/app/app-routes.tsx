import { Suspense, type ComponentType } from 'react';
import { Outlet, Route, Routes, useLocation } from '@reedmere/router';
import { resolveRoute, ROUTES, type ScreenName } from '@reedmere/contracts';
import { LoadingStatus, StaticPart } from '@reedmere/web-kit';
import { SiteLayout } from '../layout/site-layout';
import { HomePage } from '../pages/home/home-page';
import { RemoteSection } from '../remotes/remote-section';
import { remoteForOwner } from '../remotes/registry';
import { DataLayer } from './data-layer';
import { useOtherSitePage } from './other-site-page';
import type { ServedPage } from './site-providers';
import { SectionBoundary } from './section-boundary';
import { lazyPlain, lazyThemed } from './theme-scope';

// Pages off the home page's path load when first visited, so a first visit downloads less. They
// are plain markup styled by the site's stylesheet: none brings the styling library.
const ContactPage = lazyPlain(() => import('../pages/contact/contact-page'), 'ContactPage');
const EpcPage = lazyPlain(() => import('../pages/services/epc-page'), 'EpcPage');
const PropertyFinderPage = lazyPlain(
  () => import('../pages/services/property-finder-page'),
  'PropertyFinderPage',
);
const PrivacyPolicyPage = lazyPlain(
  () => import('../pages/legal/privacy-policy-page'),
  'PrivacyPolicyPage',
);
const CookiePolicyPage = lazyPlain(
  () => import('../pages/legal/cookie-policy-page'),
  'CookiePolicyPage',
);
const TermsPage = lazyPlain(() => import('../pages/legal/terms-page'), 'TermsPage');
const NotFoundPage = lazyPlain(() => import('../pages/not-found-page'), 'NotFoundPage');
/** The admin panel behind its sign-in check, with its own code, drawn with MUI. */
const AdminSection = lazyThemed(() => import('./admin-section'), 'AdminSection');

/** The screens the shell renders itself; every other route belongs to a remote. */
const SHELL_SCREENS: Partial<Record<ScreenName, ComponentType>> = {
  home: HomePage,
  contact: ContactPage,
  epc: EpcPage,
  'property-finder': PropertyFinderPage,
  'privacy-policy': PrivacyPolicyPage,
  'cookie-policy': CookiePolicyPage,
  'terms-conditions': TermsPage,
};

/**
 * Screens with nothing a visitor can interact with (text, tables, links): a served one is kept as
 * it came, and its code never loads.
 */
const STATIC_SCREENS: ReadonlySet<ScreenName> = new Set([
  'epc',
  'property-finder',
  'privacy-policy',
  'terms-conditions',
]);

/** The shell's screens that read no data: the home page (its sections are remotes') and text. */
const SCREENS_READING_NO_DATA: ReadonlySet<ScreenName> = new Set(['home', ...STATIC_SCREENS]);

/**
 * Whether the page the browser takes over (or draws, when none was served) reads data as it
 * hydrates: a served page with no live remote section and a screen that reads nothing does not,
 * and hydrates without the data layer.
 */
export function readsDataAtStart(served: ServedPage | undefined, pathname: string): boolean {
  if (!served || served.modules.size > 0) return true;
  const { screen } = resolveRoute(pathname);
  return screen === '404' || !SCREENS_READING_NO_DATA.has(screen);
}

/**
 * Paths the shell does not render itself: the route table says which remote owns the path, and
 * that remote's `routes` module (relative nested <Routes>, mounted at the root) renders it.
 * Anything outside the table is the 404 page.
 */
function RemoteOrNotFound() {
  const { pathname } = useLocation();
  const remote = remoteForOwner(resolveRoute(pathname).owner);
  if (!remote || remote === 'admin') {
    const Page = remote ? AdminSection : NotFoundPage;
    return (
      // Its code (or, for the admin panel, the styling library) may fail to load: Retry reloads
      // the site.
      <SectionBoundary onRetry={() => window.location.reload()}>
        <Suspense fallback={<LoadingStatus label="Loading page" />}>
          <Page />
        </Suspense>
      </SectionBoundary>
    );
  }
  // One section per remote: navigating inside a remote keeps it mounted.
  return <RemoteSection key={remote} name={remote} label="Loading page" />;
}

export function AppRoutes() {
  // Hooks first: the leaving page renders nothing else.
  const otherSite = useOtherSitePage();
  if (otherSite) return <LoadingStatus label="Loading page" />;
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route
          element={
            <DataLayer>
              <Outlet />
            </DataLayer>
          }
        >
          {ROUTES.filter((route) => route.owner === 'shell').map((route) => {
            const Screen = SHELL_SCREENS[route.screen] ?? NotFoundPage;
            return (
              <Route
                key={route.path}
                path={route.path}
                element={
                  // A page's code that fails to load (a dropped connection, or a new release
                  // that replaced its files): Retry reloads the site to fetch the current ones.
                  <SectionBoundary onRetry={() => window.location.reload()}>
                    <Suspense fallback={<LoadingStatus label="Loading page" />}>
                      {STATIC_SCREENS.has(route.screen) ? (
                        <StaticPart fallback={<LoadingStatus label="Loading page" />}>
                          <Screen />
                        </StaticPart>
                      ) : (
                        <Screen />
                      )}
                    </Suspense>
                  </SectionBoundary>
                }
              />
            );
          })}
          <Route path="*" element={<RemoteOrNotFound />} />
        </Route>
      </Route>
    </Routes>
  );
}
