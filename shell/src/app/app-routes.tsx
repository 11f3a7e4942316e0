import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { resolveRoute, ROUTES, type ScreenName } from '@reedmere/contracts';
import { SiteLayout } from '../layout/site-layout';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import {
  ContactPage,
  CookiePolicyPage,
  EpcPage,
  PrivacyPolicyPage,
  PropertyFinderPage,
  TermsPage,
} from '../pages/simple-pages';
import { RemoteSection } from '../remotes/remote-section';
import { remoteForOwner } from '../remotes/registry';

/** The screens the shell renders itself; every other route belongs to a remote. */
const SHELL_SCREENS: Partial<Record<ScreenName, () => ReactElement>> = {
  home: HomePage,
  contact: ContactPage,
  epc: EpcPage,
  'property-finder': PropertyFinderPage,
  'privacy-policy': PrivacyPolicyPage,
  'cookie-policy': CookiePolicyPage,
  'terms-conditions': TermsPage,
};

/**
 * Paths the shell does not render itself: the route table says which remote owns the path, and
 * that remote's `routes` module (relative nested <Routes>, mounted at the root) renders it.
 * Anything outside the table is the 404 page.
 */
function RemoteOrNotFound() {
  const { pathname } = useLocation();
  const remote = remoteForOwner(resolveRoute(pathname).owner);
  if (!remote) return <NotFoundPage />;
  // One section per remote: navigating inside a remote keeps it mounted.
  return <RemoteSection key={remote} name={remote} label="Loading page" />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {ROUTES.filter((route) => route.owner === 'shell').map((route) => {
          const Screen = SHELL_SCREENS[route.screen] ?? NotFoundPage;
          return <Route key={route.path} path={route.path} element={<Screen />} />;
        })}
        <Route path="*" element={<RemoteOrNotFound />} />
      </Route>
    </Routes>
  );
}
