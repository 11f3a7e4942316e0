import type { ComponentProps, ReactElement } from 'react';
import { CacheProvider } from '@emotion/react';
import { StaticRouter } from '@reedmere/router';
import { staticModulesOf, type PageLocation, type ServerData } from '@reedmere/contracts';
import { AppProviders } from '../app/app-providers';
import { AppRoutes } from '../app/app-routes';
import { pagePartsOf } from '../app/page-parts';
import { serverDataConfig } from '../app/server-data';
import { moduleId } from '../remotes/preloaded-modules';
import type { RemoteLoader, RemoteModule } from '../remotes/registry';

export { shellDataRequests } from '../app/page-parts';

/**
 * Exposed (server build only) as `shell/server`: what the rendering process needs to render a
 * page of the site. The shell decides which remote modules a page is made of; the renderer loads
 * them, runs their loaders and renders what `renderPage` returns.
 */

/** The remote modules a path renders (`<remote>/<module>`), in page order. */
export function remoteModulesFor(pathname: string): string[] {
  return pagePartsOf(pathname).map(({ name, module }) => moduleId(name, module));
}

/** The style cache a page's styles are collected in (emotion's, as `CacheProvider` takes it). */
export type StyleCache = ComponentProps<typeof CacheProvider>['value'];

export interface RenderPageOptions {
  location: PageLocation;
  /**
   * Where the page's styles go while it renders: the renderer writes them out once, ahead of the
   * markup, instead of a style element beside every component.
   */
  styleCache?: StyleCache;
  /** The loaded remote modules, by `<remote>/<module>`. */
  modules: Readonly<Record<string, RemoteModule>>;
  serverData: ServerData;
}

/**
 * A module the renderer could not load: its section fails here, which makes React leave that
 * section to the browser (the rest of the page is still rendered).
 */
const leftToTheBrowser: RemoteLoader = (name, module) =>
  Promise.reject(new Error(`${moduleId(name, module)} is rendered in the browser`));

/** The whole site at one location, as the browser will hydrate it. */
export function renderPage({
  location,
  modules,
  serverData,
  styleCache,
}: RenderPageOptions): ReactElement {
  const served = {
    swr: serverDataConfig(serverData),
    modules: new Map(Object.entries(modules)),
    staticModules: new Set(staticModulesOf(modules)),
    otherModules: leftToTheBrowser,
  };
  const page = (
    <AppProviders served={served}>
      <StaticRouter location={`${location.pathname}${location.search}`}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>
  );
  return styleCache ? <CacheProvider value={styleCache}>{page}</CacheProvider> : page;
}
