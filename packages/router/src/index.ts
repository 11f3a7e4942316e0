// A shared module is bundled whole, whatever its users import: sharing react-router itself put
// all of it (62 KB gzip) on every page. Sharing this module instead keeps one router context
// across the shell and the remotes and ships only what is named here. Adding a part means a new
// minor version: a remote built against it then refuses an older shell's copy loudly (the
// section's fallback) instead of finding the part missing.
export {
  BrowserRouter,
  Link,
  matchPath,
  MemoryRouter,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
