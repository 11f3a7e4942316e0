import { useCallback, useContext, useMemo } from 'react';
import { RouteContext, useLocationContext } from './contexts';
import type { Location } from './location';
import type { Params } from './path-matching';
import { resolveTo, type To } from './resolve-to';

export interface NavigateOptions {
  /** Replace the current entry instead of adding one. */
  replace?: boolean;
  /** Kept with the entry: `useLocation().state`. */
  state?: unknown;
}

export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void;

/** The current entry. */
export function useLocation(): Location {
  return useLocationContext('useLocation').location;
}

/** The values of the matched routes' `:name` segments, and `*` for the rest of the address. */
export function useParams(): Params {
  return useContext(RouteContext).params;
}

/**
 * Opens an address (resolved as a link's would be) or moves through the history by a number of
 * entries (`navigate(-1)` is Back).
 */
export function useNavigate(): NavigateFunction {
  const { location, navigator } = useLocationContext('useNavigate');
  const route = useContext(RouteContext);
  return useCallback(
    (to, options = {}) => {
      if (typeof to === 'number') {
        navigator.go(to);
        return;
      }
      const path = resolveTo(to, route.pathname, location.pathname);
      if (options.replace) navigator.replace(path, options.state);
      else navigator.push(path, options.state);
    },
    [navigator, route.pathname, location.pathname],
  );
}

export type SearchParamsInit =
  | string
  | URLSearchParams
  | ReadonlyArray<readonly [string, string]>
  | Readonly<Record<string, string | readonly string[]>>;

function searchParamsOf(init: SearchParamsInit): URLSearchParams {
  if (typeof init === 'string' || init instanceof URLSearchParams || Array.isArray(init)) {
    return new URLSearchParams(init as string | URLSearchParams | string[][]);
  }
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(init as Record<string, string | readonly string[]>)) {
    for (const each of typeof value === 'string' ? [value] : value) params.append(name, each);
  }
  return params;
}

export type SetSearchParams = (
  next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
  options?: NavigateOptions,
) => void;

/** The query of the current entry, and a way to open the same page with another. */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback<SetSearchParams>(
    (next, options) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(search)) : next;
      navigate(`?${searchParamsOf(init).toString()}`, options);
    },
    [navigate, search],
  );
  return [params, setParams];
}
