import type { RemoteWorkspace } from './remote-names';

/**
 * The route table, as data: the router, the 404 page and the tests read it from
 * here. `owner` is the workspace that renders the screen (the shell itself or a remote), so the
 * shell knows which remote to load for a path.
 */
export type RouteOwner = 'shell' | RemoteWorkspace;

/** One route: a path pattern, the screen it shows and the workspace that renders it. */
export interface RouteDefinition<Screen extends string = ScreenName> {
  /** react-router style pattern: static segments and `:param` segments. */
  readonly path: string;
  readonly screen: Screen;
  readonly owner: RouteOwner;
}

export const ROUTES = Object.freeze([
  { path: '/', screen: 'home', owner: 'shell' },
  { path: '/properties', screen: 'properties', owner: 'mfe-listings' },
  { path: '/property/:id', screen: 'property-detail', owner: 'mfe-listings' },
  { path: '/residential', screen: 'residential', owner: 'mfe-listings' },
  { path: '/property-finder', screen: 'property-finder', owner: 'shell' },
  { path: '/commercial-sales', screen: 'commercial-sales', owner: 'mfe-listings' },
  { path: '/commercial-lettings', screen: 'commercial-lettings', owner: 'mfe-listings' },
  { path: '/developments', screen: 'developments', owner: 'mfe-developments' },
  { path: '/developments/:id', screen: 'development-detail', owner: 'mfe-developments' },
  { path: '/epc', screen: 'epc', owner: 'shell' },
  { path: '/contact', screen: 'contact', owner: 'shell' },
  { path: '/admin', screen: 'admin', owner: 'mfe-admin' },
  { path: '/admin/seo', screen: 'admin-seo', owner: 'mfe-admin' },
  { path: '/mortgage-calculator', screen: 'mortgage-calculator', owner: 'mfe-calculators' },
  { path: '/stamp-duty-calculator', screen: 'stamp-duty-calculator', owner: 'mfe-calculators' },
  { path: '/calculators', screen: 'calculators', owner: 'mfe-calculators' },
  { path: '/news', screen: 'news', owner: 'mfe-news' },
  { path: '/news/:slug', screen: 'news-article', owner: 'mfe-news' },
  { path: '/privacy-policy', screen: 'privacy-policy', owner: 'shell' },
  { path: '/cookie-policy', screen: 'cookie-policy', owner: 'shell' },
  { path: '/terms-conditions', screen: 'terms-conditions', owner: 'shell' },
] as const satisfies readonly RouteDefinition<string>[]);

/** Every screen of the site, as the table names them. */
export type ScreenName = (typeof ROUTES)[number]['screen'];

/** The screens a workspace renders, as the table gives them to it. */
export type ScreenOf<O extends RouteOwner> = Extract<
  (typeof ROUTES)[number],
  { owner: O }
>['screen'];

/** The routes a workspace renders. */
export function routesOf<O extends RouteOwner>(
  owner: O,
): ReadonlyArray<RouteDefinition & { screen: ScreenOf<O> }> {
  const table: readonly RouteDefinition[] = ROUTES;
  return table.filter(
    (route): route is RouteDefinition & { screen: ScreenOf<O> } => route.owner === owner,
  );
}

/** What any other path shows. */
export const NOT_FOUND = Object.freeze({
  screen: '404' as const,
  title: '404 Page Not Found',
  text: 'Did you forget to add the page to the router?',
});

export interface RouteMatch {
  readonly screen: ScreenName | '404';
  readonly owner: RouteOwner;
  readonly params: Readonly<Record<string, string>>;
}

const segmentsOf = (path: string): string[] => path.split('/').filter((part) => part !== '');

const COMPILED = ROUTES.map((route) => ({ route, segments: segmentsOf(route.path) }));

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined; // malformed %-escape: no route can match it
  }
}

/**
 * Finds the route for a location path. Like react-router's defaults: case-insensitive static
 * segments, a trailing slash is ignored, the query string and hash play no part, and a `:param`
 * matches exactly one non-empty segment (decoded).
 */
export function resolveRoute(location: string): RouteMatch {
  const pathOnly = location.split(/[?#]/, 1)[0] ?? '';
  const segments = segmentsOf(pathOnly);
  for (const { route, segments: pattern } of COMPILED) {
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matched = pattern.every((part, index) => {
      const actual = segments[index]!;
      if (part.startsWith(':')) {
        const value = decode(actual);
        if (value === undefined) return false;
        params[part.slice(1)] = value;
        return true;
      }
      return part.toLowerCase() === actual.toLowerCase();
    });
    if (matched) return { screen: route.screen, owner: route.owner, params };
  }
  return { screen: NOT_FOUND.screen, owner: 'shell', params: {} };
}

/** The parameters of `location` when it is a path of `screen`, else undefined. */
export function screenParams(
  screen: ScreenName,
  location: string,
): Readonly<Record<string, string>> | undefined {
  const match = resolveRoute(location);
  return match.screen === screen ? match.params : undefined;
}

/** The screen a path shows, or '404'. */
export function matchRoute(location: string): ScreenName | '404' {
  return resolveRoute(location).screen;
}

/**
 * The canonical path of a matched route: the table's own spelling, the parameters as given
 * (`/Residential/` -> `/residential`). The 404 match has none.
 */
export function canonicalPath(match: RouteMatch): string | undefined {
  const route = ROUTES.find((r) => r.screen === match.screen);
  if (!route) return undefined;
  return route.path.replace(/:([A-Za-z]+)/g, (_m, name: string) =>
    encodeURIComponent(match.params[name] ?? ''),
  );
}

/**
 * The admin site's pages: `/admin` and everything under it (a screen the panel does not know is
 * the admin site's 404). Every other page is the public site's.
 */
export const isAdminPath = (pathname: string): boolean => /^\/admin(?:\/|$)/i.test(pathname);
