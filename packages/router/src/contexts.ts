import { createContext, useContext, type ReactNode } from 'react';
import type { Location, Path } from './location';
import type { Params } from './path-matching';

/** How a router changes its entry: the browser's history, a list in memory, or nothing. */
export interface Navigator {
  push(to: Path, state: unknown): void;
  replace(to: Path, state: unknown): void;
  go(delta: number): void;
}

export interface LocationContextValue {
  location: Location;
  navigator: Navigator;
}

export const LocationContext = createContext<LocationContextValue | null>(null);

/** What the nearest matched route gives the routes and links inside it. */
export interface RouteContextValue {
  params: Params;
  /** The part of the address this route matched (where relative links start). */
  pathname: string;
  /** The same without what its `*` matched: where nested <Routes> start. */
  pathnameBase: string;
  /** The matched child route's element, rendered by <Outlet>. */
  outlet: ReactNode;
}

export const ROOT_ROUTE: RouteContextValue = {
  params: {},
  pathname: '/',
  pathnameBase: '/',
  outlet: null,
};

export const RouteContext = createContext<RouteContextValue>(ROOT_ROUTE);

/** The router around the caller; a clear error where there is none. */
export function useLocationContext(hook: string): LocationContextValue {
  const value = useContext(LocationContext);
  if (!value)
    throw new Error(`${hook}() may be used only inside a router (<BrowserRouter> and the like)`);
  return value;
}
