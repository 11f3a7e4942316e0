// The routing the shell and every remote share as one singleton: one router context across them.
// Written for the site rather than taken from react-router, whose parts the site used came to
// 15 KB gzip on every page; this is the same API for those parts, in a tenth of the size. Adding a
// part means a new minor version: a remote built against it then refuses an older shell's copy
// loudly (the section's fallback) instead of finding the part missing.
export { BrowserRouter, MemoryRouter, StaticRouter, type WhenReady } from './routers';
export { Outlet, Route, Routes, type RouteProps } from './routes';
export { Link, type LinkProps } from './link';
export {
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type NavigateFunction,
  type NavigateOptions,
  type SetSearchParams,
} from './hooks';
export { matchPath, type Params, type PathMatch, type PathPattern } from './path-matching';
export type { Location, Path } from './location';
export type { To } from './resolve-to';
